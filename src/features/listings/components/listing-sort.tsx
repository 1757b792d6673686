import { lazy, memo, Suspense } from 'react';
import type { CategorySegments } from '../segments';

// Loaded apart, as the price filter (see category-filters.tsx); the bar beside the count keeps its height meanwhile.
const SortSelect = lazy(() => import('./sort-select'));

/** Plain props, compared: a render of the page while the select still hydrates leaves it alone. */
export const ListingSort = memo(function ListingSort(props: { slug: string; segments: CategorySegments }) {
  return (
    <Suspense fallback={null}>
      <SortSelect {...props} />
    </Suspense>
  );
});
