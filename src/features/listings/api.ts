import useSWR from 'swr';
import type { CategoryContext } from '../../build/contexts';
import { shop } from '../../shop-client/browser';
import { getFacets, getProducts } from '@trefima/domain/catalogue/endpoints';
import { priceRangeCents, type CategorySegments } from './segments';
import { useTerritory } from '../territory';

/**
 * A category listing beyond its first page (paging, sub-categories,
 * filters, order), fetched in the browser. `segments` null means the static first
 * page: nothing to fetch.
 */
export function useCategoryListing(ctx: CategoryContext, segments: CategorySegments | null) {
  // the territory is part of the key: its prices come with the listing, and a change of territory fetches them again
  const { planId } = useTerritory();
  const key = segments ? ['category-listing', planId, ctx.category.id, JSON.stringify(segments)] : null;
  const res = useSWR(
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
      return { planId, products: list.items, total: list.total, facets, priceBasis: list.price_basis };
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  // the previous URL's listing stays while the next comes, but not the previous territory's: its prices are not this one's
  return res.data && res.data.planId !== planId ? { ...res, data: undefined } : res;
}
