import type { z } from 'zod/mini';
import type { cartQuery } from './requests';
import { endpoint } from '../contract/endpoint';
import { fileAnswer } from '../contract/file-answer';

/* The cart as a CSV file for Excel (see shop-client/endpoints/index.ts), which the quick order reads back. */

export const exportCart = /*#__PURE__*/ endpoint<typeof fileAnswer, { query?: z.input<typeof cartQuery> }>(
  'cart.export',
  'GET',
  '/cart/export.csv',
  fileAnswer,
  {
    auth: 'optional',
    file: true,
  },
);
