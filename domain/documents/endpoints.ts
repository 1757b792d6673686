import { z } from 'zod/mini';
import { creditNote } from './contract';
import type { documentParams } from '../orders/requests';
import { endpoint } from '../contract/endpoint';
import { fileAnswer } from '../contract/file-answer';

/* The customer's documents as PDF, made on each call from what the API holds now (see shop-client/endpoints/index.ts). */
type Params = { params: z.input<typeof documentParams> };

const pdf = (name: string, path: string) =>
  endpoint<typeof fileAnswer, Params>(name, 'GET', path, fileAnswer, {
    auth: 'required',
    file: true,
  });
export const getQuotationPdf = /*#__PURE__*/ pdf('quotation.pdf', '/quotations/{id}/pdf');
export const getOrderPdf = /*#__PURE__*/ pdf('order.pdf', '/order/{id}/pdf');
export const getDeliveryNotePdf = /*#__PURE__*/ pdf('order.delivery-note', '/order/{id}/delivery-note');
export const getInvoicePdf = /*#__PURE__*/ pdf('invoice.pdf', '/invoice/{id}/pdf');
export const getCreditNotePdf = /*#__PURE__*/ pdf('credit-note.pdf', '/credit-note/{id}/pdf');
/** The customer's credit notes, newest first: each cancels an invoice (a paid order cancelled and refunded). */
export const getCreditNotes = /*#__PURE__*/ endpoint('credit-notes', 'GET', '/credit-note', z.array(creditNote), { auth: 'required' });
