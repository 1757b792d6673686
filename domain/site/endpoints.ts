import { z } from 'zod/mini';
import { category } from '../catalogue/contract';
import { tag } from '../contract/common';
import { sitemap } from '../content/contract';
import { city, civility, country, menu, redirectRule, settings, site, slide } from './contract';
import { endpoint } from '../contract/endpoint';
import type { categoriesQuery } from '../catalogue/requests';
import type { citiesQuery, siteQuery, tagsQuery } from './requests';

const categories = /*#__PURE__*/ z.array(category);
type Categories = typeof categories;
const tags = /*#__PURE__*/ z.array(tag);
type Tags = typeof tags;
const cities = /*#__PURE__*/ z.object({ items: z.array(city), total: z.int() });

/* The site, its layout and reference data (every call: src/shop-client/endpoints/index.ts). */
export const getSite = /*#__PURE__*/ endpoint<typeof site, { query: z.input<typeof siteQuery> }>('site', 'GET', '/site', site, { noContext: true });
export const getSettings = /*#__PURE__*/ endpoint('settings', 'GET', '/setting', settings);
export const getMenus = /*#__PURE__*/ endpoint('menus', 'GET', '/menu', z.array(menu));
export const getCategories = /*#__PURE__*/ endpoint<Categories, { query?: z.input<typeof categoriesQuery> }>('categories', 'GET', '/category', categories);
export const getSlides = /*#__PURE__*/ endpoint('slider', 'GET', '/slider', z.array(slide));
export const getRedirects = /*#__PURE__*/ endpoint('redirects', 'GET', '/redirect', z.array(redirectRule));
export const getSitemap = /*#__PURE__*/ endpoint('sitemap', 'GET', '/sitemap', sitemap);
export const getTags = /*#__PURE__*/ endpoint<Tags, { query?: z.input<typeof tagsQuery> }>('tags', 'GET', '/tags', tags);
export const getCities = /*#__PURE__*/ endpoint<typeof cities, { query?: z.input<typeof citiesQuery> }>('cities', 'GET', '/city', cities);
export const getCivilities = /*#__PURE__*/ endpoint('civilities', 'GET', '/civility', z.array(civility));
export const getCountries = /*#__PURE__*/ endpoint('countries', 'GET', '/country', z.array(country));
