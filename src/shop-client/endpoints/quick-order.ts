import type { z } from 'zod/mini';
import { quickOrderAnswer } from '../../contract/quick-order';
import type { quickOrderBody } from '../../contract/requests/quick-order';
import { endpoint } from '../endpoint';

/* The quick order (see index.ts). */
export const quickOrder = /*#__PURE__*/ endpoint<typeof quickOrderAnswer, { body: z.input<typeof quickOrderBody> }>(
  'cart.quick-order',
  'POST',
  '/cart/quick-order',
  quickOrderAnswer,
  { auth: 'optional' },
);
