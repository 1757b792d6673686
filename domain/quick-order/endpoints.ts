import type { z } from 'zod/mini';
import { quickOrderAnswer, referenceSuggestions } from '@trefima/domain/quick-order/contract';
import type { quickOrderBody, referencesQuery } from '@trefima/domain/quick-order/requests';
import { endpoint } from '@trefima/domain/contract/endpoint';

/* The quick order (see index.ts). */
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
