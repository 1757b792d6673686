import { artisanFilter, artisanList, configurator } from './contract';
import { endpoint } from '../contract/endpoint';
import type { z } from 'zod/mini';
import type { artisansQuery } from './requests';

/* The tools: the craftsman directory and the roof configurator (every call: src/shop-client/endpoints/index.ts). */
export const getArtisans = /*#__PURE__*/ endpoint<typeof artisanList, { query?: z.input<typeof artisansQuery> }>('artisans', 'GET', '/artisan', artisanList);
export const getArtisanClients = /*#__PURE__*/ endpoint('artisans.clients', 'GET', '/artisan/client', artisanFilter);
export const getArtisanTypes = /*#__PURE__*/ endpoint('artisans.types', 'GET', '/artisan/type', artisanFilter);
export const getArtisanSuperficies = /*#__PURE__*/ endpoint('artisans.superficies', 'GET', '/artisan/superficie', artisanFilter);
export const getConfigurator = /*#__PURE__*/ endpoint('configurator', 'GET', '/configurateur', configurator);
