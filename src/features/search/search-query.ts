import { cleanTerm } from './search';
import { segmentsAfter, type Filters } from '../listings';

/**
 * The state of a search results page, read from its URL:
 *   /search?q=treillis&brand=Trefima&color=RAL%207016&page=2
 *   /results/treillis?page=2            (legacy: the term in the path)
 *   /results/treillis-soudes/st25       (legacy: a category slug, then the term)
 * Filters are query parameters named like the API's characteristics, a
 * parameter repeated for several values; values are kept as they are.
 */
export const SEARCH_FILTERS = ['brand', 'color', 'tags', 'width', 'length'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

export const SEARCH_PER_PAGE = 24;

export interface SearchState {
  q: string;
  page: number;
  filters: Filters;
}

const MAX_VALUES = 20;

/** q, page and filters of a query string; anything else is ignored. */
export function parseSearchParams(search: string): SearchState {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page') ?? '';
  const filters: Filters = {};
  for (const key of SEARCH_FILTERS) {
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map((v) => v.trim())
          .filter((v) => v && v.length <= 100),
      ),
    ].slice(0, MAX_VALUES);
    if (values.length) filters[key] = values;
  }
  return { q: cleanTerm(params.get('q') ?? ''), page: /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1, filters };
}

/**
 * A results page's URL: `base` (/search, or a legacy /results/… path that
 * carries its own term), then q when given, the filters and the page.
 */
export function searchHref(base: string, { q, page = 1, filters = {} }: { q?: string; page?: number; filters?: Filters }): string {
  const parts: string[] = [];
  if (q) parts.push(`q=${encodeURIComponent(q)}`);
  for (const key of SEARCH_FILTERS) for (const v of filters[key] ?? []) parts.push(`${key}=${encodeURIComponent(v)}`);
  if (page > 1) parts.push(`page=${page}`);
  return parts.length ? `${base}?${parts.join('&')}` : base;
}

export const hasFilters = (filters: Filters) => Object.values(filters).some((v) => v && v.length > 0);

/** A slug the API can look up (the API answers 400 to anything else). */
export const isSlug = (s: string) => /^[a-z0-9-]{1,100}$/.test(s);

/**
 * The legacy results path /results/:category?/:search: the term, and the
 * category slug when there are two segments; null when the path has more.
 */
export function parseResultsPath(pathname: string): { category: string | null; q: string } | null {
  const segments = segmentsAfter(pathname, '/results');
  if (segments.length > 2) return null;
  const decoded: string[] = [];
  for (const s of segments) {
    try {
      decoded.push(decodeURIComponent(s));
    } catch {
      return null;
    }
  }
  if (decoded.length === 0) return { category: null, q: '' };
  if (decoded.length === 1) return { category: null, q: cleanTerm(decoded[0]) };
  return { category: decoded[0], q: cleanTerm(decoded[1]) };
}
