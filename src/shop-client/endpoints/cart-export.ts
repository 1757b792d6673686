import { z } from 'zod/mini';
import type { cartQuery } from '../../contract/requests/cart';
import { endpoint, type FileAnswer } from '../endpoint';

/* The cart as a CSV file for Excel (see index.ts), which the quick order reads back. */
const fileAnswer = z.custom<FileAnswer>((v) => typeof v === 'object' && v !== null && 'blob' in v && 'name' in v);

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
