// What the rest of the site uses of the feature "listings": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { CategoryFilters } from './components/category-filters';
export { FacetFilters } from './components/facet-filters';
export { GridSkeleton } from './components/grid-skeleton';
export { ListingLayout, activeFilters } from './components/listing-layout';
export { ListingSort } from './components/listing-sort';
export { ProductGrid } from './components/product-grid';
export { ProductSpecs } from './components/product-specs';
export { categoryPath, hasUnknownFilterValue, parseCategorySegments, segmentsAfter } from './segments';
export type { CategorySegments, Filters } from './segments';
export { lastPage, resolvingScript, useListingResolution } from './use-listing-resolution';
