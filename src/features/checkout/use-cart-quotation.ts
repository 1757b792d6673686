import useSWR from 'swr';
import type { CartResponse } from '@trefima/domain/contract';
import { fetchQuotation } from './api';

/**
 * The accepted quotation a cart was made from, for its checkout: the job
 * site it was asked for and the delivery price it agreed. Under the key the
 * quotation's own page reads it with (src/features/documents/api.ts), so
 * that coming from there asks nothing again. `loading` while it is asked:
 * the recap's totals wait for its delivery price.
 */
export function useCartQuotation(customerId: number, cart: CartResponse | null) {
  const id = cart?.cart.quotation?.id;
  const { data, error, isLoading } = useSWR(id === undefined ? null : ['quotation', customerId, String(id)], () => fetchQuotation(id!));
  return { quotation: data ?? null, loading: id !== undefined && isLoading && !data, error };
}
