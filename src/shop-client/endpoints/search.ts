import { searchResults, suggestions, urlEntity, urlResolution } from '../../contract/content';
import { endpoint } from '../endpoint';

/* Search, suggestions and the resolution of addresses (see index.ts). */
export const resolveUrl = /*#__PURE__*/ endpoint('url', 'GET', '/url', urlResolution);
export const resolveEntity = /*#__PURE__*/ endpoint('url.entity', 'GET', '/url/entity', urlEntity);
export const suggest = /*#__PURE__*/ endpoint('search.suggest', 'GET', '/search', suggestions);
export const search = /*#__PURE__*/ endpoint('search', 'GET', '/search', searchResults);
