import useSWR from 'swr';
import type { CategoryContext } from '../../build/contexts';
import { shop } from '../../shop-client/browser';
import { getFacets, getProducts } from '@trefima/domain/catalogue/endpoints';
import { priceRangeCents, type CategorySegments } from './segments';
import { currentPlanId } from '../../shop-client/site-config';

/**
 * A category listing beyond its first page (paging, sub-categories,
 * filters, order), fetched in the browser. `segments` null means the static first
 * page: nothing to fetch.
 */
export function useCategoryListing(ctx: CategoryContext, segments: CategorySegments | null) {
  // the territory is part of the key: its prices come with the listing
  const key = segments ? ['category-listing', currentPlanId(), ctx.category.id, JSON.stringify(segments)] : null;
  return useSWR(
    key,
    async () => {
      const { price, ...caracteristics } = segments!.filters;
      const query = {
        categories: (segments!.categories.length ? segments!.categories : [ctx.category.id]).join('_'),
        caracteristics: Object.keys(caracteristics).length ? caracteristics : undefined,
        // euros in the URL, cents for the API
        price: price ? priceRangeCents(price) : undefined,
      };
      const [list, facets] = await Promise.all([
        shop(getProducts, { query: { ...query, orderBy: segments!.sort, page: segments!.page, perPage: ctx.perPage } }),
        shop(getFacets, { query }),
      ]);
      return { products: list.items, total: list.total, facets, priceBasis: list.price_basis };
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
