import useSWR, { mutate } from 'swr';
import type { Quotation } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import type { ListFilters } from '../../lib/list-params';
import { saveFile } from '../../lib/save-file';
import { shop } from '../../shop-client/browser';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';
import { getCreditNotePdf, getCreditNotes, getDeliveryNotePdf, getInvoicePdf, getOrderPdf, getQuotationPdf } from '@trefima/domain/documents/endpoints';
import { getInvoices, getOrder, getOrders, reorder } from '@trefima/domain/orders/endpoints';
import {
  acceptQuotation as accept,
  askQuotationRevision,
  getQuotation,
  getQuotations,
  refuseQuotation as refuse,
  renewQuotation as renew,
} from '@trefima/domain/quotations/endpoints';
import { adoptCartToken, afterCartAnswer, currentCartToken } from '../cart';

/**
 * The customer's documents: orders, quotations and invoices, a page at a
 * time, and one order or quotation. Keys carry the customer, so that another
 * account signing in on the same browser never sees the previous one's list.
 */
export const DOCUMENTS_PER_PAGE = 20;

const once = { revalidateOnFocus: false };
const paged = (page: number, { jobSite, person }: ListFilters) => ({
  query: { page, perPage: DOCUMENTS_PER_PAGE, ...(jobSite === null ? {} : { job_site: jobSite }), ...(person === null ? {} : { person }) },
});

/** `filters`: the documents of one of the customer's job sites, or of one of his company's people, or both. */
export const useOrders = (customerId: number, page: number, filters: ListFilters) =>
  useSWR(['orders', customerId, page, filters.jobSite, filters.person], () => shop(getOrders, paged(page, filters)), once);
export const useQuotations = (customerId: number, page: number, filters: ListFilters) =>
  useSWR(['quotations', customerId, page, filters.jobSite, filters.person], () => shop(getQuotations, paged(page, filters)), once);
export const useInvoices = (customerId: number, page: number, filters: ListFilters) =>
  useSWR(['invoices', customerId, page, filters.jobSite, filters.person], () => shop(getInvoices, paged(page, filters)), once);

/** The customer's credit notes, all of them, newest first: each cancels an invoice. */
export const useCreditNotes = (customerId: number) => useSWR(['credit-notes', customerId], () => shop(getCreditNotes), once);

export const useOrder = (customerId: number, id: string) => useSWR(['order', customerId, id], () => shop(getOrder, { params: { id } }), once);
export const useQuotation = (customerId: number, id: string) => useSWR(['quotation', customerId, id], () => shop(getQuotation, { params: { id } }), once);

/**
 * « Commander à nouveau »: the order's lines in the cart, the cart's state and its live region told; what changed comes
 * back to be shown. Pressed again after its answer was lost on the way, under the same key: the lines are added once.
 */
export async function orderAgain(id: number, announce: string) {
  const cartToken = currentCartToken();
  const answer = await sendUntilAnswered(['reorder', id, cartToken], (key) =>
    shop(reorder, { params: { id: String(id) }, body: { cart_token: cartToken, request_key: key } }),
  );
  afterCartAnswer(answer.cart, announce);
  return answer;
}

const keyOf = (key: unknown) => (Array.isArray(key) ? key : []);

/**
 * A quotation the API answered after a move: in place of the one shown (its
 * key holds the id as the address had it, a string) without asking again,
 * and the lists read again, whose statuses and validity changed with it.
 */
function showQuotation(q: Quotation) {
  void mutate((key) => keyOf(key)[0] === 'quotation' && String(keyOf(key)[2]) === String(q.id), q, { revalidate: false });
  void mutate((key) => keyOf(key)[0] === 'quotations');
  return q;
}

const params = (id: number) => ({ params: { id: String(id) } });
const note = (message?: string) => (message?.trim() ? { message: message.trim() } : {});

/**
 * The proposal accepted, `revision` the one the buyer read (the API refuses it once another replaced it): the cart
 * becomes the quotation's (its lines and prices frozen), ready for the checkout.
 */
export async function acceptQuotation(id: number, revision: number) {
  const answer = await shop(accept, { ...params(id), body: { revision } }).catch((error: unknown) => {
    // refused, the quotation moved (another proposal, a colleague's answer): the page reads it again, to be read first
    void mutate((key) => keyOf(key)[0] === 'quotation' && String(keyOf(key)[2]) === String(id));
    throw error;
  });
  afterCartAnswer(answer.cart, t('documents.quotationActions.accepted', { number: answer.quotation.number }));
  showQuotation(answer.quotation);
  return answer;
}

/*
 * A refusal, a revision request or a renewal pressed again after its answer was lost on the way goes under the same key:
 * the API answers the move it made, where it would refuse a second one (the quotation is refused, or awaits the office).
 */

/** `revision`: the proposal the page shows; the API refuses the move once another replaced it (a colleague's revision answered). */
export const refuseQuotation = async (id: number, message?: string, revision?: number) =>
  showQuotation(
    await sendUntilAnswered(['refuse', id, message], (key) => shop(refuse, { ...params(id), body: { ...note(message), request_key: key, revision } })),
  );

/** The message is required: the form checks it first, the API again; `revision` as a refusal's. */
export const askRevision = async (id: number, message: string, revision?: number) =>
  showQuotation(
    await sendUntilAnswered(['revision', id, message], (key) => shop(askQuotationRevision, { ...params(id), body: { message, request_key: key, revision } })),
  );

/** An expired quotation asked again: the office studies it anew. */
export const renewQuotation = async (id: number, message?: string) =>
  showQuotation(await sendUntilAnswered(['renew', id, message], (key) => shop(renew, { ...params(id), body: { ...note(message), request_key: key } })));

/** An accepted quotation not ordered yet: its cart, frozen, becomes the browser's again, to go on to the checkout. */
export async function resumeQuotationCart(token: string) {
  await adoptCartToken(token);
  // an expired cart is forgotten as it loads: the checkout would find none
  if (currentCartToken() !== token) throw new Error(t('documents.quotationActions.resumeFailed'));
}

const PDFS = {
  quotation: getQuotationPdf,
  order: getOrderPdf,
  'delivery-note': getDeliveryNotePdf,
  invoice: getInvoicePdf,
  'credit-note': getCreditNotePdf,
} as const;
export type PdfKind = keyof typeof PDFS;

/** The API makes the PDF and names it; the session token it needs is why it is fetched, not linked. Resolves to its name. */
export async function downloadPdf(kind: PdfKind, id: number) {
  const file = await shop(PDFS[kind], params(id));
  saveFile(file);
  return file.name;
}
