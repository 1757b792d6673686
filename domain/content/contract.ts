import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { listOf, tag } from '../contract/common';
import { productList } from '../catalogue/contract';

export const crumb = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  /** the site route the crumb links to: category, product, cms_page, gamme, carriere */
  name_route: z.string(),
});
export type Crumb = z.infer<typeof crumb>;

export const pageSubtype = z.enum(['standard', 'range', 'actualite', 'conseil', 'service']);

export const page = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  subtype: pageSubtype,
  summary: z.string(),
  /** sanitised HTML */
  body: z.string(),
  image: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
  tags: z.array(tag),
  category: z.nullable(tag),
  parents: z.array(crumb),
});
export type Page = z.infer<typeof page>;

export const pageCard = z.pick(page, {
  id: true,
  slug: true,
  title: true,
  subtype: true,
  summary: true,
  image: true,
  published_at: true,
  tags: true,
  category: true,
});
export type PageCard = z.infer<typeof pageCard>;
export const pageList = listOf(pageCard);
/** Every page, article and service with its body (build). */
export const pageExport = listOf(page);

export const gamme = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  categories: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
  /** slug of its range page, when it has one */
  page_slug: z.nullable(z.string()),
});
export type Gamme = z.infer<typeof gamme>;
export const gammeList = listOf(gamme);

export const career = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  company: tag,
  profile: tag,
  location: tag,
  contract: z.string(),
  summary: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type Career = z.infer<typeof career>;
export const careerList = listOf(career);

export const careerFilters = z.object({
  companies: z.array(tag),
  profiles: z.array(tag),
  locations: z.array(tag),
});

export interface SitemapEntry {
  label: string;
  path: string;
  childs: SitemapEntry[];
}
export const sitemapEntry: z.ZodMiniType<SitemapEntry> = z.object({
  label: z.string(),
  path: z.string(),
  get childs() {
    return z.array(sitemapEntry);
  },
});
export const sitemap = z.array(sitemapEntry);

export const entityType = z.enum(['category', 'product', 'cms_page', 'gamme', 'carriere']);
export type EntityType = z.infer<typeof entityType>;

/** What a slug is; `/url/entity` adds the entity itself. */
export const urlResolution = z.object({
  type: entityType,
  subtype: z.nullable(z.string()),
  id: z.int(),
  slug: z.string(),
  /** root first, the entity itself excluded */
  parents: z.array(crumb),
});
export type UrlResolution = z.infer<typeof urlResolution>;

export const urlEntity = z.extend(urlResolution, { entity: z.record(z.string(), z.unknown()) });

export const suggestItem = z.object({
  type: entityType,
  subtype: z.nullable(z.string()),
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  slug: z.string(),
});
export const suggestGroup = z.object({ total: z.int(), items: z.array(suggestItem) });
/** the words searched instead of the typed ones when some were misspelt ("treilis" → "treillis"); null when none was */
const corrected = z.optional(z.nullable(z.string()));
export const suggestions = z.object({
  products: suggestGroup,
  categories: suggestGroup,
  contents: suggestGroup,
  corrected,
});
export type Suggestions = z.infer<typeof suggestions>;

/** `GET /search?type=Full`: the results page. */
export const searchResults = z.object({
  products: productList,
  categories: listOf(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
  contents: pageList,
  corrected,
});
export type SearchResults = z.infer<typeof searchResults>;
