import useSWR from 'swr';
import { cartKey, loadCart } from '../lib/cart-actions';
import { readToken } from '../shop-client/session-events';
import { useSession } from './use-session';

/**
 * The cart's lines and totals for the visitor's territory. Changes go
 * through lib/cart-actions.ts, whose answers replace this data.
 */
export function useCart() {
  const { isLogged, isLoading: sessionLoading } = useSession();
  // The token atom is read once mounted, after SWR's first fetch has started:
  // the cookie says whether to ask for the customer's cart (whose local token may have lapsed).
  const { data, error, isLoading, mutate } = useSWR(sessionLoading ? null : cartKey(), () => loadCart(isLogged || readToken() !== null), {
    revalidateOnFocus: false,
  });
  return { cart: data ?? null, error, isLoading: isLoading || sessionLoading, mutate };
}
