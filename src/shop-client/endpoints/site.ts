import { z } from 'zod/mini';
import { category } from '../../contract/catalogue';
import { tag } from '../../contract/common';
import { sitemap } from '../../contract/content';
import { city, civility, country, menu, redirectRule, settings, site, slide } from '../../contract/site';
import { endpoint } from '../endpoint';

/* The site, its layout and reference data (see index.ts). */
export const getSite = /*#__PURE__*/ endpoint('site', 'GET', '/site', site, { noContext: true });
export const getSettings = /*#__PURE__*/ endpoint('settings', 'GET', '/setting', settings);
export const getMenus = /*#__PURE__*/ endpoint('menus', 'GET', '/menu', z.array(menu));
export const getCategories = /*#__PURE__*/ endpoint('categories', 'GET', '/category', z.array(category));
export const getSlides = /*#__PURE__*/ endpoint('slider', 'GET', '/slider', z.array(slide));
export const getRedirects = /*#__PURE__*/ endpoint('redirects', 'GET', '/redirect', z.array(redirectRule));
export const getSitemap = /*#__PURE__*/ endpoint('sitemap', 'GET', '/sitemap', sitemap);
export const getTags = /*#__PURE__*/ endpoint('tags', 'GET', '/tags', z.array(tag));
export const getCities = /*#__PURE__*/ endpoint('cities', 'GET', '/city', z.object({ items: z.array(city), total: z.int() }));
export const getCivilities = /*#__PURE__*/ endpoint('civilities', 'GET', '/civility', z.array(civility));
export const getCountries = /*#__PURE__*/ endpoint('countries', 'GET', '/country', z.array(country));
