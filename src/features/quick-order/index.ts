// What the rest of the site uses of the feature "quick-order": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { QuickOrderTool } from './components/quick-order-tool';
