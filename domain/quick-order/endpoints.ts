import type { z } from 'zod/mini';
import { quickOrderAnswer, referenceSuggestions } from './contract';
import type { quickOrderBody, referencesQuery } from './requests';
import { endpoint } from '../contract/endpoint';

/* The quick order (see shop-client/endpoints/index.ts). */
export const quickOrder = /*#__PURE__*/ endpoint<typeof quickOrderAnswer, { body: z.input<typeof quickOrderBody> }>(
  'cart.quick-order',
  'POST',
  '/cart/quick-order',
  quickOrderAnswer,
  { auth: 'optional' },
);
/** multipart: one `file` field, a CSV or an XLSX; answered as a dry run of its lines */
export const quickOrderFile = /*#__PURE__*/ endpoint<typeof quickOrderAnswer, { body: FormData }>(
  'cart.quick-order.file',
  'POST',
  '/cart/quick-order/file',
  quickOrderAnswer,
  { auth: 'optional' },
);
export const getReferences = /*#__PURE__*/ endpoint<typeof referenceSuggestions, { query: z.input<typeof referencesQuery> }>(
  'products.references',
  'GET',
  '/products/references',
  referenceSuggestions,
);
