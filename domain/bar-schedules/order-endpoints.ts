import type { z } from 'zod/mini';
import { cartResponse } from '../cart/contract';
import { quotation } from '../orders/contract';
import { endpoint } from '../contract/endpoint';
import type { barScheduleParams, barScheduleToCartBody, barScheduleToQuotationBody } from './requests';

/*
 * A saved schedule put in the cart or sent for a quotation. Apart from
 * endpoints.ts because their answers are the cart's and the order's
 * contracts: the editor loads them on the first click, not with its page.
 */
type Params = { params: z.input<typeof barScheduleParams> };

export const barScheduleToCart = /*#__PURE__*/ endpoint<typeof cartResponse, Params & { body: z.input<typeof barScheduleToCartBody> }>(
  'bar-schedule.cart',
  'POST',
  '/nomenclature/{id}/cart',
  cartResponse,
  { auth: 'required' },
);
/** multipart (FormData) when a plan goes with it */
export const barScheduleToQuotation = /*#__PURE__*/ endpoint<typeof quotation, Params & { body: FormData | z.input<typeof barScheduleToQuotationBody> }>(
  'bar-schedule.quotation',
  'POST',
  '/nomenclature/{id}/quotation',
  quotation,
  { auth: 'required' },
);
