import { z } from 'zod/mini';
import { cartResponse } from '../../contract/cart';
import { carrier, invoiceList, order, orderList, payment, quotation, quotationList } from '../../contract/order';
import { endpoint } from '../endpoint';

/* Cart, checkout and the customer’s documents (see index.ts). */
export const getCart = /*#__PURE__*/ endpoint('cart', 'GET', '/cart', cartResponse, { auth: 'optional' });
export const updateCart = /*#__PURE__*/ endpoint('cart.update', 'POST', '/cart/update', cartResponse, { auth: 'optional' });
export const removeFromCart = /*#__PURE__*/ endpoint('cart.remove', 'POST', '/cart/remove', cartResponse, { auth: 'optional' });
export const convertToQuotation = /*#__PURE__*/ endpoint('cart.convert-to-quotation', 'POST', '/cart/convert-to-quotation', quotation, { auth: 'required' });
export const getCarriers = /*#__PURE__*/ endpoint('carriers', 'GET', '/carrier', z.array(carrier));
export const getPayments = /*#__PURE__*/ endpoint('payments', 'GET', '/payment', z.array(payment));
export const createOrder = /*#__PURE__*/ endpoint('order.create', 'POST', '/order', order, { auth: 'required' });
export const getOrders = /*#__PURE__*/ endpoint('orders', 'GET', '/order', orderList, { auth: 'required' });
export const getOrder = /*#__PURE__*/ endpoint('order', 'GET', '/order/{id}', order, { auth: 'required' });
export const getQuotations = /*#__PURE__*/ endpoint('quotations', 'GET', '/quotations', quotationList, { auth: 'required' });
export const getQuotation = /*#__PURE__*/ endpoint('quotation', 'GET', '/quotations/{id}', quotation, { auth: 'required' });
export const getInvoices = /*#__PURE__*/ endpoint('invoices', 'GET', '/invoice', invoiceList, { auth: 'required' });
