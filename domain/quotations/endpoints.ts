import { z } from 'zod/mini';
import { quotation, quotationAcceptance } from '@trefima/domain/orders/contract';
import type { documentParams } from '@trefima/domain/orders/requests';
import type { quotationAcceptBody, quotationNoteBody, quotationRevisionBody } from '@trefima/domain/quotations/requests';
import { endpoint } from '@trefima/domain/contract/endpoint';
import { fileAnswer } from './file-answer';

/* A quotation's life on the buyer's side, and the customer's documents as PDF (see index.ts). */
type Params = { params: z.input<typeof documentParams> };

export const acceptQuotation = /*#__PURE__*/ endpoint<typeof quotationAcceptance, Params & { body?: z.input<typeof quotationAcceptBody> }>(
  'quotation.accept',
  'POST',
  '/quotations/{id}/accept',
  quotationAcceptance,
  { auth: 'required' },
);
export const refuseQuotation = /*#__PURE__*/ endpoint<typeof quotation, Params & { body?: z.input<typeof quotationNoteBody> }>(
  'quotation.refuse',
  'POST',
  '/quotations/{id}/refuse',
  quotation,
  { auth: 'required' },
);
export const askQuotationRevision = /*#__PURE__*/ endpoint<typeof quotation, Params & { body: z.input<typeof quotationRevisionBody> }>(
  'quotation.revision',
  'POST',
  '/quotations/{id}/revision',
  quotation,
  { auth: 'required' },
);
/** an expired quotation asked again */
export const renewQuotation = /*#__PURE__*/ endpoint<typeof quotation, Params & { body?: z.input<typeof quotationNoteBody> }>(
  'quotation.renew',
  'POST',
  '/quotations/{id}/renew',
  quotation,
  { auth: 'required' },
);

const pdf = (name: string, path: string) =>
  endpoint<typeof fileAnswer, Params>(name, 'GET', path, fileAnswer, {
    auth: 'required',
    file: true,
  });
export const getQuotationPdf = /*#__PURE__*/ pdf('quotation.pdf', '/quotations/{id}/pdf');
export const getOrderPdf = /*#__PURE__*/ pdf('order.pdf', '/order/{id}/pdf');
export const getDeliveryNotePdf = /*#__PURE__*/ pdf('order.delivery-note', '/order/{id}/delivery-note');
export const getInvoicePdf = /*#__PURE__*/ pdf('invoice.pdf', '/invoice/{id}/pdf');
