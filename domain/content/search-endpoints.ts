import { searchResults, suggestions, urlEntity, urlResolution } from './contract';
import { endpoint } from '../contract/endpoint';
import type { z } from 'zod/mini';
import type { searchQuery, urlQuery } from './requests';

/* Search, suggestions and the resolution of addresses (every call: src/shop-client/endpoints/index.ts). */
export const resolveUrl = /*#__PURE__*/ endpoint<typeof urlResolution, { query: z.input<typeof urlQuery> }>('url', 'GET', '/url', urlResolution);
export const resolveEntity = /*#__PURE__*/ endpoint<typeof urlEntity, { query: z.input<typeof urlQuery> }>('url.entity', 'GET', '/url/entity', urlEntity);
export const suggest = /*#__PURE__*/ endpoint<typeof suggestions, { query: z.input<typeof searchQuery> }>('search.suggest', 'GET', '/search', suggestions);
export const search = /*#__PURE__*/ endpoint<typeof searchResults, { query: z.input<typeof searchQuery> }>('search', 'GET', '/search', searchResults);
