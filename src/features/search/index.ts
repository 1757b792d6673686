// What the rest of the site uses of the feature "search": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export type { SearchComboboxProps } from './components/search-combobox';
export { SearchPage, useSearchResolved } from './components/search-page';
export { moveActive } from './components/suggestion-list';
export { searchPath } from './search';
export { parseResultsPath, parseSearchParams, searchHref } from './search-query';
