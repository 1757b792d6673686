import type { z } from 'zod/mini';
import { quotation, quotationAcceptance, quotationList } from '../orders/contract';
import type { documentParams, documentsQuery, quotationBody } from '../orders/requests';
import type { quotationAcceptBody, quotationNoteBody, quotationRevisionBody } from './requests';
import { endpoint } from '../contract/endpoint';

/* A quotation asked from the cart, the customer's quotations and their life on the buyer's side (see shop-client/endpoints/index.ts). */
type Params = { params: z.input<typeof documentParams> };

export const convertToQuotation = /*#__PURE__*/ endpoint<typeof quotation, { body: z.input<typeof quotationBody> }>(
  'cart.convert-to-quotation',
  'POST',
  '/cart/convert-to-quotation',
  quotation,
  { auth: 'required' },
);
export const getQuotations = /*#__PURE__*/ endpoint<typeof quotationList, { query?: z.input<typeof documentsQuery> }>(
  'quotations',
  'GET',
  '/quotations',
  quotationList,
  { auth: 'required' },
);
export const getQuotation = /*#__PURE__*/ endpoint<typeof quotation, Params>('quotation', 'GET', '/quotations/{id}', quotation, { auth: 'required' });
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
