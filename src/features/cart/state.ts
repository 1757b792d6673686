import { atom } from 'jotai';
import { persistedAtom } from '../../state/persisted-atom';
import { KEYS, readJson } from '../../state/storage';

/**
 * The cart as the browser keeps it: its token, the token's validity (three
 * days after the last change, as the API says) and a summary for the header.
 * The lines themselves are server data, fetched with SWR (features/cart/api/use-cart.ts).
 */
export interface StoredCart {
  token: string;
  /** ISO date-time after which the token is not to be sent */
  validUntil: string;
  count: number;
  totalHt: number;
}

export const storedCartAtom = persistedAtom<StoredCart | null>(KEYS.cart, null);

/** The token if it is still valid at `now`: an expired token is never sent. */
export function validToken(cart: StoredCart | null, now = Date.now()): string | null {
  return cart && Date.parse(cart.validUntil) > now ? cart.token : null;
}

export const readStoredCart = () => readJson<StoredCart>(KEYS.cart);

/** The last cart change, announced by the header's live region. */
export const cartMessageAtom = atom('');

/**
 * Why the cart page shows another cart than the one it showed: that one was ordered or made a quotation on another
 * device meanwhile. Shown on the page, where the buyer reads it, until his next change.
 */
export const cartReplacedAtom = atom<string | null>(null);

/** Cart changes sent and not answered yet: a line may show its new quantity at once, the totals are the API's to give. */
export const cartWritesAtom = atom(0);
