import { memo } from 'react';
import type { Facets } from '@trefima/domain/contract';
import { categoryPath, type CategorySegments } from '../segments';
import { FacetFilters } from './facet-filters';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';

/*
 * The price filter's code is not part of the page's first load: the build
 * renders it (React waits for the chunk), so the HTML holds it in place and
 * React hydrates it when its chunk arrives, without a mismatch or a shift.
 */
const PriceFilter = lazyPart(() => import('./price-filter'));

/**
 * A category listing's filters: its price range, then its facets; each change
 * back to the first page, the order kept. Compared props: a render of the page
 * while the price filter still hydrates leaves it alone.
 */
export const CategoryFilters = memo(function CategoryFilters({ slug, facets, segments }: { slug: string; facets: Facets; segments: CategorySegments }) {
  return (
    <>
      <PartBoundary fallback={null}>
        <PriceFilter
          range={segments.filters.price}
          bounds={facets.price}
          pathOf={(price) => categoryPath(slug, { ...segments, page: 1, filters: { ...segments.filters, price } })}
        />
      </PartBoundary>
      <FacetFilters slug={slug} facets={facets} segments={segments} />
    </>
  );
});
