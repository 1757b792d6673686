import { career, careerFilters, careerList, gamme, gammeList, page, pageExport, pageList } from './contract';
import { endpoint } from '../contract/endpoint';
import type { z } from 'zod/mini';
import type { articlesQuery, careersQuery, pagesQuery } from './requests';

/** `{*slug}`: the rest of the path, slashes kept */
type BySlug = { params: { slug: string } };
type Articles = { query?: z.input<typeof articlesQuery> };

/* Content: pages, ranges, careers (every call: src/shop-client/endpoints/index.ts). */
export const getPages = /*#__PURE__*/ endpoint<typeof pageList, { query?: z.input<typeof pagesQuery> }>('pages', 'GET', '/page', pageList);
export const exportPages = /*#__PURE__*/ endpoint('pages.export', 'GET', '/page/export', pageExport);
export const getPage = /*#__PURE__*/ endpoint<typeof page, BySlug>('page', 'GET', '/page/{*slug}', page);
export const getNews = /*#__PURE__*/ endpoint<typeof pageList, Articles>('news', 'GET', '/actualite', pageList);
export const getAdvice = /*#__PURE__*/ endpoint<typeof pageList, Articles>('advice', 'GET', '/conseil', pageList);
export const getServices = /*#__PURE__*/ endpoint<typeof pageList, Articles>('services', 'GET', '/service', pageList);
export const getGammes = /*#__PURE__*/ endpoint('gammes', 'GET', '/gamme', gammeList);
export const exportGammes = /*#__PURE__*/ endpoint('gammes.export', 'GET', '/gamme/export', gammeList);
export const getGamme = /*#__PURE__*/ endpoint<typeof gamme, BySlug>('gamme', 'GET', '/gamme/{*slug}', gamme);
export const getCareers = /*#__PURE__*/ endpoint<typeof careerList, { query?: z.input<typeof careersQuery> }>('careers', 'GET', '/carriere', careerList);
export const getCareerFilters = /*#__PURE__*/ endpoint('careers.filters', 'GET', '/carriere/filters', careerFilters);
export const exportCareers = /*#__PURE__*/ endpoint('careers.export', 'GET', '/carriere/export', careerList);
export const getCareer = /*#__PURE__*/ endpoint<typeof career, BySlug>('career', 'GET', '/carriere/{*slug}', career);
