import { useEffect } from 'react';
import type { CategoryContext } from '../../../build/contexts';
import { useCategoryListing } from '../api';
import { lastPage } from '../use-listing-resolution';
import { categoryPath, type CategorySegments } from '../segments';
import { Pagination } from '../../../components/common/pagination';
import { CategoryFilters } from './category-filters';
import { GridSkeleton } from './grid-skeleton';
import { ProductGrid } from './product-grid';
import { activeFilters, ListingLayout } from './listing-layout';
import { ListingSort } from './listing-sort';
import { ErrorRetry } from '../../../components/common/error-retry';
import { pricesSettled } from '../../territory';
import { t, tn } from '@trefima/domain/i18n/t';
import * as styles from './listing-tools.module.css';

export interface RemoteCategoryListingProps {
  ctx: CategoryContext;
  segments: CategorySegments;
  /** the page asked for is past the last one of this listing */
  onMissing: () => void;
}

/**
 * A listing variant read from the URL (page, sub-categories, filters, order)
 * and fetched from the API. Loaded on demand: the static first page never
 * needs this code, nor the data-fetching libraries it brings.
 */
export default function RemoteCategoryListing({ ctx, segments, onMissing }: RemoteCategoryListingProps) {
  const { data, error, isLoading, mutate } = useCategoryListing(ctx, segments);
  const slug = ctx.category.slug;
  // the listing's prices are the visitor's territory's: nothing left to hide
  useEffect(() => {
    if (data || error) pricesSettled();
  }, [data, error]);
  // data of another URL may still show (keepPreviousData): only this URL's answer says its page does not exist
  const pastEnd = Boolean(data) && !isLoading && segments.page > lastPage(data!.total, ctx.perPage);
  useEffect(() => {
    if (pastEnd) onMissing();
  }, [pastEnd]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ListingLayout
      filters={<CategoryFilters slug={slug} facets={data?.facets ?? ctx.facets} segments={segments} />}
      active={activeFilters(segments.filters)}
      heading={data && !pastEnd ? tn('listing.results.count', data.total) : t('listing.results.loading')}
      tools={<ListingSort slug={slug} segments={segments} />}
      error={error && <ErrorRetry error={error} retry={() => mutate()} />}
    >
      {/* prices per bar beside prices per tonne compare nothing: the API sorted them by the kilo, and the page says so */}
      {data?.priceBasis === 'kg' && <p className={styles.basis}>{t('listing.sort.perKg')}</p>}
      {data && !pastEnd ? <ProductGrid products={data.products} label={ctx.category.name} /> : <GridSkeleton count={6} />}
      {data && <Pagination page={segments.page} total={data.total} perPage={ctx.perPage} pathOf={(page) => categoryPath(slug, { ...segments, page })} />}
    </ListingLayout>
  );
}
