import { memo } from 'react';
import type { CategorySegments } from '../segments';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';

// Loaded apart, as the price filter (see category-filters.tsx); the bar beside the count keeps its height meanwhile.
const SortSelect = lazyPart(() => import('./sort-select'));

/** Plain props, compared: a render of the page while the select still hydrates leaves it alone. */
export const ListingSort = memo(function ListingSort(props: { slug: string; segments: CategorySegments }) {
  return (
    <PartBoundary fallback={null}>
      <SortSelect {...props} />
    </PartBoundary>
  );
});
