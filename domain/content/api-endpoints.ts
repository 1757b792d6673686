import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { career, gamme, page, searchResults, suggestions, urlResolution } from './contract';
import { category, product } from '../catalogue/contract';
import { endpoint } from '../contract/endpoint';
import type { searchQuery, urlQuery } from './requests';

/*
 * Routes of the content that the site's pages do not call, declared for the
 * API's answers: apart from endpoints.ts, which the pages import, because a
 * schema made at a module's top level stays in every bundle that loads it.
 */

/** `{*slug}`: the rest of the path, slashes kept; an article's slug with or without its list's prefix (`actualites/…`) */
type BySlug = { params: { slug: string } };

export const getNewsArticle = /*#__PURE__*/ endpoint<typeof page, BySlug>('news.article', 'GET', '/actualite/{*slug}', page);
export const getAdviceArticle = /*#__PURE__*/ endpoint<typeof page, BySlug>('advice.article', 'GET', '/conseil/{*slug}', page);
export const getServiceArticle = /*#__PURE__*/ endpoint<typeof page, BySlug>('services.article', 'GET', '/service/{*slug}', page);

/** `GET /search` answers the results page (`type=Full`) or the suggestions (`type=Suggest`): the site calls it as `search` or `suggest`. */
const searchAnswer = /*#__PURE__*/ z.union([searchResults, suggestions]);
export const searchAny = /*#__PURE__*/ endpoint<typeof searchAnswer, { query: z.input<typeof searchQuery> }>('search.any', 'GET', '/search', searchAnswer);

/** `GET /url/entity` as the API answers it: the entity of each type in full, where the site's `resolveEntity` reads it as a record. */
const entityOf = <T extends 'product' | 'category' | 'cms_page' | 'gamme' | 'carriere', S extends z.ZodMiniType>(type: T, entity: S) =>
  z.extend(urlResolution, { type: z.literal(type), entity });
const urlEntityAnswer = /*#__PURE__*/ z.union([
  entityOf('product', product),
  entityOf('category', category),
  entityOf('cms_page', page),
  entityOf('gamme', gamme),
  entityOf('carriere', career),
]);
export const resolveEntityAnswer = /*#__PURE__*/ endpoint<typeof urlEntityAnswer, { query: z.input<typeof urlQuery> }>(
  'url.entity.answer',
  'GET',
  '/url/entity',
  urlEntityAnswer,
);
