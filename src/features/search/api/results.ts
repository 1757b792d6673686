import useSWR from 'swr';
import type { Filters } from '../../listings';
import { SEARCH_PER_PAGE } from '../search-query';
import { shop } from '../../../shop-client/browser';
import { ShopApiError } from '../../../shop-client/errors';
import { getFacets, getProducts } from '@trefima/domain/catalogue/endpoints';
import { resolveEntity, search } from '@trefima/domain/content/search-endpoints';
import { useTerritory } from '../../territory';

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/**
 * The products of a search (24 a page) and their facets, for the same text
 * and filters, optionally within a category (and its descendants).
 */
export function useProductResults(q: string, page: number, filters: Filters, categoryId: number | null, enabled = true) {
  // the territory is part of the key: its prices come with the listing, and a change of territory fetches them again
  const { planId: plan } = useTerritory();
  const key = enabled && q ? ['search-products', plan, q, categoryId, JSON.stringify(filters), page] : null;
  return useSWR(
    key,
    async () => {
      const { price: _price, ...caracteristics } = filters;
      const query = {
        text: q,
        categories: categoryId === null ? undefined : String(categoryId),
        caracteristics: Object.keys(caracteristics).length ? caracteristics : undefined,
      };
      const [list, facets] = await Promise.all([
        shop(getProducts, { query: { ...query, page, perPage: SEARCH_PER_PAGE, orderBy: 'relevance' } }),
        shop(getFacets, { query }),
      ]);
      return { products: list.items, total: list.total, facets };
    },
    options,
  );
}

export const CONTENTS_SHOWN = 12;

/** The categories and contents (pages, news, advice, services) matching the term, and the words searched instead of misspelt ones. */
export function useOtherResults(q: string) {
  return useSWR(
    q ? ['search-others', q] : null,
    async () => {
      const r = await shop(search, { query: { type: 'Full', text: q, perPage: CONTENTS_SHOWN } });
      return { categories: r.categories, contents: r.contents, corrected: r.corrected ?? null };
    },
    options,
  );
}

/** A category by its slug (legacy /results/:category/:search); null when there is none. */
export function useCategoryBySlug(slug: string | null) {
  return useSWR(
    slug ? ['search-category', slug] : null,
    async () => {
      try {
        const r = await shop(resolveEntity, { query: { slug: slug!, entity_type: 'category' } });
        if (r.type !== 'category') return null;
        return { id: r.id, slug: r.slug, name: typeof r.entity.name === 'string' ? r.entity.name : r.slug };
      } catch (e) {
        if (e instanceof ShopApiError && (e.status === 404 || e.status === 400)) return null;
        throw e;
      }
    },
    { revalidateOnFocus: false },
  );
}
