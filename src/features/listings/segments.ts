import type { Facets, ProductOrder } from '@trefima/domain/contract';
import { PAGE_RE } from '../../lib/page-segment';

/**
 * The path segments of category listings (spec, section 2):
 *   /categorie/:slug/_12_13/color__RAL-7016__RAL-3009/price__10__49-9/tri__prix-croissant/_p__2
 * (news and careers: content-segments.ts, apart so that category pages do not load them).
 * In a filter value a hyphen stands for a decimal point (numbers) or a space
 * (names); tag values are slugs and keep their hyphens. A price range is in
 * euros HT, as buyers read prices (the API takes cents).
 */
export const FILTER_TYPES = ['brand', 'color', 'tags', 'width', 'length', 'price'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type Filters = Partial<Record<FilterType, string[]>>;

/** The orders a listing can be sorted by, and their words in the URL; relevance, the default, has no segment. */
export const SORTS = {
  price_asc: 'prix-croissant',
  price_desc: 'prix-decroissant',
  name_asc: 'nom-a-z',
  name_desc: 'nom-z-a',
  newest: 'nouveautes',
} as const satisfies Partial<Record<ProductOrder, string>>;
export type Sort = keyof typeof SORTS;

const NUMERIC: FilterType[] = ['width', 'length', 'price'];
const SLUGS: FilterType[] = ['tags'];
// euros with at most two decimals, below ten million
const EUROS = '\\d{1,7}(?:-\\d{1,2})?';
// a filter's values, decoded: « __ » parts them, so none is empty and none holds it; no « / », which would part segments
const VALUES = '(?:__(?:[^/_]|_(?!_))+)+';

/**
 * Each kind of segment below /categorie/:slug, whole: a path holds each kind
 * at most once, in any order. The host answers 404 to any other path below a
 * category: its pattern (src/build/write-site.ts, which runs in Node and cannot
 * load this feature) is held to this parser by write-site.test.ts.
 */
const SEGMENT: Record<FilterType | 'categories' | 'sort', RegExp> = {
  categories: /^_\d{1,9}(?:_\d{1,9})*$/,
  brand: new RegExp(`^brand${VALUES}$`),
  color: new RegExp(`^color${VALUES}$`),
  tags: new RegExp(`^tags${VALUES}$`),
  width: new RegExp(`^width${VALUES}$`),
  length: new RegExp(`^length${VALUES}$`),
  price: new RegExp(`^price__${EUROS}__${EUROS}$`),
  sort: new RegExp(`^tri__(?:${Object.values(SORTS).join('|')})$`),
};
const KINDS = Object.keys(SEGMENT) as (keyof typeof SEGMENT)[];

export function decodeFilterValue(type: FilterType, raw: string): string {
  if (SLUGS.includes(type)) return raw;
  if (NUMERIC.includes(type)) return raw.replace(/-/g, '.');
  return raw.replace(/-/g, ' ');
}

export function encodeFilterValue(type: FilterType, value: string): string {
  if (SLUGS.includes(type)) return value;
  return value.replace(NUMERIC.includes(type) ? /\./g : / /g, '-');
}

/** A price filter's bounds (euros, as in the URL) in cents, for the API. */
export const priceRangeCents = ([min, max]: string[]) => ({ min: Math.round(Number(min) * 100), max: Math.round(Number(max) * 100) });

export interface CategorySegments {
  categories: number[];
  filters: Filters;
  /** absent: relevance */
  sort?: Sort;
  page: number;
}

/** Parses the segments after /categorie/:slug; null when one is not understood or comes twice, or names page 1. */
export function parseCategorySegments(segments: string[]): CategorySegments | null {
  const out: CategorySegments = { categories: [], filters: {}, page: 1 };
  const seen = new Set<string>();
  for (const seg of segments.filter(Boolean).map(safeDecode)) {
    if (seg === null) return null;
    const page = PAGE_RE.exec(seg);
    const kind = page ? 'page' : KINDS.find((k) => SEGMENT[k].test(seg));
    if (!kind || seen.has(kind)) return null;
    seen.add(kind);
    const values = seg.split('__').slice(1);
    if (kind === 'page') {
      // page 1 is the listing without the segment: another address of it would be a duplicate
      if (page![1] === '1') return null;
      out.page = Number(page![1]);
    } else if (kind === 'categories') out.categories = seg.slice(1).split('_').map(Number);
    else if (kind === 'sort') out.sort = (Object.keys(SORTS) as Sort[]).find((k) => SORTS[k] === values[0]);
    else out.filters[kind] = values.map((v) => decodeFilterValue(kind, v));
  }
  const price = out.filters.price;
  if (price && Number(price[0]) > Number(price[1])) return null;
  return out;
}

/**
 * Whether an address names a filter value its category does not have (its facets as built): it shows the 404 content,
 * as an unknown sub-category does, rather than « 0 produit » under a filter no link of the site leads to. A filter
 * the page does not offer (no facet values) is not judged, nor the price, whose every range is a fair question.
 */
export function hasUnknownFilterValue(filters: Filters, facets: Facets): boolean {
  return FILTER_TYPES.some((type) => {
    const asked = filters[type];
    if (type === 'price' || !asked?.length || !facets[type].length) return false;
    const known = facets[type].map((f) => (NUMERIC.includes(type) ? String(Number(f.value)) : f.value));
    return asked.some((v) => !known.includes(NUMERIC.includes(type) ? String(Number(v)) : v));
  });
}

export function categoryPath(slug: string, { categories = [], filters = {}, sort, page = 1 }: Partial<CategorySegments> = {}): string {
  const parts = [`/categorie/${slug}`];
  if (categories.length) parts.push(`_${categories.join('_')}`);
  for (const type of FILTER_TYPES) {
    const values = filters[type];
    if (values?.length) parts.push([type, ...values.map((v) => encodeURIComponent(encodeFilterValue(type, v)))].join('__'));
  }
  if (sort) parts.push(`tri__${SORTS[sort]}`);
  if (page > 1) parts.push(`_p__${page}`);
  return parts.join('/');
}

/** The segments of a path below a base: "/actualites/_tag__x/" under "/actualites" → ["_tag__x"]. */
export function segmentsAfter(pathname: string, base: string): string[] {
  const rest = pathname.replace(/\/+$/, '').slice(base.length);
  return rest.split('/').filter(Boolean);
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
