// What the rest of the site uses of the feature "mesh-layout": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { MeshLayoutTool } from './components/mesh-layout-tool';
