import useSWR from 'swr';
import { cartKey, loadCart } from '../lib/cart-actions';
import { useSession } from './use-session';

/**
 * The cart's lines and totals for the visitor's territory. Changes go
 * through lib/cart-actions.ts, whose answers replace this data.
 */
export function useCart() {
  const { isLogged, isLoading: sessionLoading } = useSession();
  const { data, error, isLoading, mutate } = useSWR(sessionLoading ? null : cartKey(), () => loadCart(isLogged), {
    revalidateOnFocus: false,
  });
  return { cart: data ?? null, error, isLoading: isLoading || sessionLoading, mutate };
}
