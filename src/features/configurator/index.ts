// What the rest of the site uses of the feature "configurator": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { RoofConfigurator } from './components/roof-configurator';
