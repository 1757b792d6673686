import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getInvoices, getOrder, getOrders, getQuotation, getQuotations } from '../../shop-client/endpoints/commerce';

/**
 * The customer's documents: orders, quotations and invoices, a page at a
 * time, and one order or quotation. Keys carry the customer, so that another
 * account signing in on the same browser never sees the previous one's list.
 */
export const DOCUMENTS_PER_PAGE = 20;

const once = { revalidateOnFocus: false };
const paged = (page: number) => ({ query: { page, perPage: DOCUMENTS_PER_PAGE } });

export const useOrders = (customerId: number, page: number) => useSWR(['orders', customerId, page], () => shop(getOrders, paged(page)), once);
export const useQuotations = (customerId: number, page: number) => useSWR(['quotations', customerId, page], () => shop(getQuotations, paged(page)), once);
export const useInvoices = (customerId: number, page: number) => useSWR(['invoices', customerId, page], () => shop(getInvoices, paged(page)), once);

export const useOrder = (customerId: number, id: string) => useSWR(['order', customerId, id], () => shop(getOrder, { params: { id } }), once);
export const useQuotation = (customerId: number, id: string) => useSWR(['quotation', customerId, id], () => shop(getQuotation, { params: { id } }), once);
