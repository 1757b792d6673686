import { z } from 'zod/mini';
import { carrier, invoiceList, order, orderList, payment, reorderAnswer } from './contract';
import { endpoint } from '../contract/endpoint';
import type { carriersQuery, documentParams, documentsQuery, orderBody, reorderBody } from './requests';

/* Checkout, the customer's orders and invoices (see shop-client/endpoints/index.ts). */
export const getCarriers = /*#__PURE__*/ endpoint<z.ZodMiniArray<typeof carrier>, { query?: z.input<typeof carriersQuery> }>(
  'carriers',
  'GET',
  '/carrier',
  z.array(carrier),
);
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
export const getInvoices = /*#__PURE__*/ endpoint<typeof invoiceList, { query?: z.input<typeof documentsQuery> }>('invoices', 'GET', '/invoice', invoiceList, {
  auth: 'required',
});
