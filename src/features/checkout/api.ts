import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { createOrder, getCarriers, getPayments } from '@trefima/domain/orders/endpoints';
import { getQuotation } from '@trefima/domain/quotations/endpoints';
import { useTerritory } from '../territory';

/**
 * The checkout's calls. Carriers follow the visitor's territory (the
 * previous list stays while the next one comes) and the cart's longest
 * making (`makingDays`, working days), which comes before each carrier's first
 * day; payment methods are the same everywhere.
 */
export function useCarriers(makingDays = 0) {
  const { planId } = useTerritory();
  return useSWR(['carriers', planId, makingDays], () => shop(getCarriers, makingDays ? { query: { lead_time_days: makingDays } } : {}), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

export const usePayments = () => useSWR(['payments'], () => shop(getPayments), { revalidateOnFocus: false });

export interface OrderRequest {
  cart_token: string;
  carrier_id: number;
  payment_id: number;
  delivery_address_id: number;
  billing_address_id: number;
  accept_cgv: true;
  complementary_information: string;
  job_site_id: number | null;
  purchase_order: string | null;
  /** YYYY-MM-DD, or null for as soon as possible */
  requested_delivery_date: string | null;
  /** what the page shows: the API refuses the order when its own totals differ */
  expected_amount: { ht: number; ttc: number };
}

export const placeOrder = (body: OrderRequest) => shop(createOrder, { body });

/** The accepted quotation a cart was made from (use-cart-quotation.ts keys it as the quotation's own page does). */
export const fetchQuotation = (id: number) => shop(getQuotation, { params: { id: String(id) } });
