import { z } from 'zod/mini';
import type { cartQuery } from '@trefima/domain/cart/requests';
import { endpoint } from '@trefima/domain/contract/endpoint';
import { fileAnswer } from './file-answer';

/* The cart as a CSV file for Excel (see index.ts), which the quick order reads back. */

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
