// What the rest of the site uses of the feature "prices": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { useLivePrices } from './api';
export { forgetPrices } from './forget';
export { LivePricesLoader } from './components/live-prices-loader';
export { Price } from './components/price';
