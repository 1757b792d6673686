import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getInvoices, getOrder, getOrders, getQuotation, getQuotations, reorder } from '../../shop-client/endpoints/commerce';
import { afterCartAnswer, currentCartToken } from '../cart/api/actions';

/**
 * The customer's documents: orders, quotations and invoices, a page at a
 * time, and one order or quotation. Keys carry the customer, so that another
 * account signing in on the same browser never sees the previous one's list.
 */
export const DOCUMENTS_PER_PAGE = 20;

const once = { revalidateOnFocus: false };
const paged = (page: number, jobSite: number | null = null) => ({
  query: { page, perPage: DOCUMENTS_PER_PAGE, ...(jobSite === null ? {} : { job_site: jobSite }) },
});

/** `jobSite`: the documents of one of the customer's job sites only. */
export const useOrders = (customerId: number, page: number, jobSite: number | null) =>
  useSWR(['orders', customerId, page, jobSite], () => shop(getOrders, paged(page, jobSite)), once);
export const useQuotations = (customerId: number, page: number, jobSite: number | null) =>
  useSWR(['quotations', customerId, page, jobSite], () => shop(getQuotations, paged(page, jobSite)), once);
export const useInvoices = (customerId: number, page: number) => useSWR(['invoices', customerId, page], () => shop(getInvoices, paged(page)), once);

export const useOrder = (customerId: number, id: string) => useSWR(['order', customerId, id], () => shop(getOrder, { params: { id } }), once);
export const useQuotation = (customerId: number, id: string) => useSWR(['quotation', customerId, id], () => shop(getQuotation, { params: { id } }), once);

/** « Commander à nouveau »: the order's lines in the cart, the cart's state and its live region told; what changed comes back to be shown. */
export async function orderAgain(id: number, announce: string) {
  const answer = await shop(reorder, { params: { id: String(id) }, body: { cart_token: currentCartToken() } });
  afterCartAnswer(answer.cart, announce);
  return answer;
}
