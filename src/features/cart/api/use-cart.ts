import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { loadCart } from './actions';
import { cartKey } from './cart-store';
import { cartWritesAtom } from '../state';
import { readToken } from '../../../shop-client/session-events';
import { useSession } from '../../session';
import { useTerritory } from '../../territory';

/**
 * The cart's lines and totals for the visitor's territory. Changes go
 * through api/actions.ts, whose answers replace this data. Another
 * territory is another key: the cart is read again at its prices and VAT;
 * meanwhile the previous answer stays on screen with `isLoading` set, so
 * that a page can say it is being updated and hold its buttons. `writing`:
 * a change is on its way, whose answer brings the totals.
 */
export function useCart() {
  const { isLogged, isLoading: sessionLoading } = useSession();
  const { planId } = useTerritory();
  // The token atom is read once mounted, after SWR's first fetch has started:
  // the cookie says whether to ask for the customer's cart (whose local token may have lapsed).
  const { data, error, isLoading, mutate } = useSWR(sessionLoading ? null : cartKey(planId), () => loadCart(isLogged || readToken() !== null), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const writing = useAtomValue(cartWritesAtom) > 0;
  return { cart: data ?? null, error, isLoading: isLoading || sessionLoading, writing, mutate };
}
