// What the rest of the site uses of the feature "saved-lists": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { SaveCartAsList } from './components/save-cart-as-list';
export { SavedLists } from './components/saved-lists';
