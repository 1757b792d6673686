import { career, careerFilters, careerList, gamme, gammeList, page, pageExport, pageList } from '../../contract/content';
import { endpoint } from '../endpoint';

/* Content: pages, ranges, careers (see index.ts). */
export const getPages = /*#__PURE__*/ endpoint('pages', 'GET', '/page', pageList);
export const exportPages = /*#__PURE__*/ endpoint('pages.export', 'GET', '/page/export', pageExport);
export const getPage = /*#__PURE__*/ endpoint('page', 'GET', '/page/{*slug}', page);
export const getNews = /*#__PURE__*/ endpoint('news', 'GET', '/actualite', pageList);
export const getAdvice = /*#__PURE__*/ endpoint('advice', 'GET', '/conseil', pageList);
export const getServices = /*#__PURE__*/ endpoint('services', 'GET', '/service', pageList);
export const getGammes = /*#__PURE__*/ endpoint('gammes', 'GET', '/gamme', gammeList);
export const exportGammes = /*#__PURE__*/ endpoint('gammes.export', 'GET', '/gamme/export', gammeList);
export const getGamme = /*#__PURE__*/ endpoint('gamme', 'GET', '/gamme/{*slug}', gamme);
export const getCareers = /*#__PURE__*/ endpoint('careers', 'GET', '/carriere', careerList);
export const getCareerFilters = /*#__PURE__*/ endpoint('careers.filters', 'GET', '/carriere/filters', careerFilters);
export const exportCareers = /*#__PURE__*/ endpoint('careers.export', 'GET', '/carriere/export', careerList);
export const getCareer = /*#__PURE__*/ endpoint('career', 'GET', '/carriere/{*slug}', career);
