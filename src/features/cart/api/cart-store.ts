import { getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import type { CartResponse } from '@trefima/domain/contract';
import { currentPlanId } from '../../../shop-client/site-config';
import { cartMessageAtom, readStoredCart, storedCartAtom, validToken, type StoredCart } from '../state';

/**
 * The cart as this browser keeps it (its token, its count, SWR's copy): what
 * another feature needs of the cart to send it something and store its answer
 * (a bar schedule sent to the cart), without the cart's own actions
 * (actions.ts: adding, changing, loading), which that feature's page does not use.
 */
const store = getDefaultStore();
export const cartKey = (planId = currentPlanId()) => ['cart', planId] as const;

/** The valid token, from the atom once mounted, else from storage. An expired token is never sent. */
export function currentCartToken(): string | null {
  return validToken(store.get(storedCartAtom) ?? readStoredCart());
}

export function remember(res: CartResponse): CartResponse {
  const stored: StoredCart = { token: res.token, validUntil: res.expires_at, count: res.cart.total, totalHt: res.cart.amount.ht };
  store.set(storedCartAtom, stored);
  return res;
}

/** A cart answer another feature obtained (a bar schedule sent to the cart): stored, shown and announced like the cart's own. */
export function afterCartAnswer(res: CartResponse, announce: string) {
  remember(res);
  void mutate(cartKey(), res, { revalidate: false });
  store.set(cartMessageAtom, announce);
}
