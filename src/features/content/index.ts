// What the rest of the site uses of the feature "content": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { CardGrid } from './components/card-grid';
export { FilterLinks } from './components/filter-links';
export { GammeCard } from './components/gamme-card';
export { PageCard } from './components/page-card';
export { PageExtras } from './components/page-extras';
export { RichText } from './components/rich-text';
