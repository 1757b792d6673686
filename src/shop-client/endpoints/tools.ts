import { artisanFilter, artisanList, configurator, formReceipt } from '@trefima/domain/tools/contract';
import { endpoint } from '@trefima/domain/contract/endpoint';
import type { z } from 'zod/mini';
import type { artisansQuery, FormRequest } from '@trefima/domain/tools/requests';

/* Forms and tools (see index.ts). */
export const submitForm = /*#__PURE__*/ endpoint<typeof formReceipt, FormRequest>('form', 'POST', '/{form}', formReceipt);
export const getArtisans = /*#__PURE__*/ endpoint<typeof artisanList, { query?: z.input<typeof artisansQuery> }>('artisans', 'GET', '/artisan', artisanList);
export const getArtisanClients = /*#__PURE__*/ endpoint('artisans.clients', 'GET', '/artisan/client', artisanFilter);
export const getArtisanTypes = /*#__PURE__*/ endpoint('artisans.types', 'GET', '/artisan/type', artisanFilter);
export const getArtisanSuperficies = /*#__PURE__*/ endpoint('artisans.superficies', 'GET', '/artisan/superficie', artisanFilter);
export const getConfigurator = /*#__PURE__*/ endpoint('configurator', 'GET', '/configurateur', configurator);
