import { useEffect } from 'react';
import type { CategoryContext } from '../../build/contexts';
import { useCategoryListing } from '../../hooks/use-category-listing';
import { categoryPath, type CategorySegments } from '../../lib/segments';
import { Pagination } from '../common/pagination';
import { FacetFilters } from './facet-filters';
import { GridSkeleton } from './grid-skeleton';
import { ProductGrid } from './product-grid';
import { ListingLayout } from './listing-layout';

/**
 * A listing variant read from the URL (page, sub-categories, filters) and
 * fetched from the API. Loaded on demand: the static first page never needs
 * this code, nor the data-fetching libraries it brings.
 */
export default function RemoteCategoryListing({ ctx, segments }: { ctx: CategoryContext; segments: CategorySegments }) {
  const { data, error, mutate } = useCategoryListing(ctx, segments);
  const slug = ctx.category.slug;
  // the listing's prices are the visitor's territory's: nothing left to hide
  useEffect(() => {
    if (data || error) document.documentElement.classList.remove('plan-pending');
  }, [data, error]);
  return (
    <ListingLayout
      filters={<FacetFilters slug={slug} facets={data?.facets ?? ctx.facets} segments={segments} />}
      heading={data ? `${data.total} produit${data.total > 1 ? 's' : ''}` : 'Chargement des produits…'}
      error={error && (
        <>
          {error.message}{' '}
          <button type="button" onClick={() => mutate()}>
            Réessayer
          </button>
        </>
      )}
    >
      {data ? <ProductGrid products={data.products} label={ctx.category.name} /> : <GridSkeleton count={6} />}
      {data && <Pagination page={segments.page} total={data.total} perPage={ctx.perPage} pathOf={(page) => categoryPath(slug, { ...segments, page })} />}
    </ListingLayout>
  );
}
