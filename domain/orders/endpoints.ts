import { z } from 'zod/mini';
import { cartResponse } from '@trefima/domain/cart/contract';
import { carrier, invoiceList, order, orderList, payment, quotation, quotationList, reorderAnswer } from '@trefima/domain/orders/contract';
import { endpoint } from '@trefima/domain/contract/endpoint';
import type { cartQuery, cartRemoveBody, cartUpdateBody } from '@trefima/domain/cart/requests';
import type { documentParams, documentsQuery, orderBody, quotationBody, reorderBody } from '@trefima/domain/orders/requests';

/* Cart, checkout and the customer’s documents (see index.ts). */
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
export const convertToQuotation = /*#__PURE__*/ endpoint<typeof quotation, { body: z.input<typeof quotationBody> }>(
  'cart.convert-to-quotation',
  'POST',
  '/cart/convert-to-quotation',
  quotation,
  { auth: 'required' },
);
export const getCarriers = /*#__PURE__*/ endpoint('carriers', 'GET', '/carrier', z.array(carrier));
export const getPayments = /*#__PURE__*/ endpoint('payments', 'GET', '/payment', z.array(payment));
export const createOrder = /*#__PURE__*/ endpoint<typeof order, { body: z.input<typeof orderBody> }>('order.create', 'POST', '/order', order, {
  auth: 'required',
});
export const getOrders = /*#__PURE__*/ endpoint<typeof orderList, { query?: z.input<typeof documentsQuery> }>('orders', 'GET', '/order', orderList, {
  auth: 'required',
});
export const getOrder = /*#__PURE__*/ endpoint<typeof order, { params: z.input<typeof documentParams> }>('order', 'GET', '/order/{id}', order, {
  auth: 'required',
});
export const reorder = /*#__PURE__*/ endpoint<typeof reorderAnswer, { params: z.input<typeof documentParams>; body: z.input<typeof reorderBody> }>(
  'order.reorder',
  'POST',
  '/order/{id}/reorder',
  reorderAnswer,
  { auth: 'required' },
);
export const getQuotations = /*#__PURE__*/ endpoint<typeof quotationList, { query?: z.input<typeof documentsQuery> }>(
  'quotations',
  'GET',
  '/quotations',
  quotationList,
  { auth: 'required' },
);
export const getQuotation = /*#__PURE__*/ endpoint<typeof quotation, { params: z.input<typeof documentParams> }>(
  'quotation',
  'GET',
  '/quotations/{id}',
  quotation,
  { auth: 'required' },
);
export const getInvoices = /*#__PURE__*/ endpoint<typeof invoiceList, { query?: z.input<typeof documentsQuery> }>('invoices', 'GET', '/invoice', invoiceList, {
  auth: 'required',
});
