import type { z } from 'zod/mini';
import { cartResponse } from './contract';
import { endpoint } from '../contract/endpoint';
import type { cartQuery, cartRemoveBody, cartUpdateBody } from './requests';

/* The cart, which every page loads: its calls only, the quotation asked from it is the quotations' (see shop-client/endpoints/index.ts). */
export const getCart = /*#__PURE__*/ endpoint<typeof cartResponse, { query?: z.input<typeof cartQuery> }>('cart', 'GET', '/cart', cartResponse, {
  auth: 'optional',
});
export const updateCart = /*#__PURE__*/ endpoint<typeof cartResponse, { body: z.input<typeof cartUpdateBody> }>(
  'cart.update',
  'POST',
  '/cart/update',
  cartResponse,
  { auth: 'optional' },
);
export const removeFromCart = /*#__PURE__*/ endpoint<typeof cartResponse, { body: z.input<typeof cartRemoveBody> }>(
  'cart.remove',
  'POST',
  '/cart/remove',
  cartResponse,
  { auth: 'optional' },
);
