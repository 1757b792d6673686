import { getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import type { CartElement, CartResponse } from '@trefima/domain/contract';
import { shop } from '../../../shop-client/browser';
import { getCart, updateCart } from '@trefima/domain/cart/endpoints';
import { ShopApiError } from '../../../shop-client/errors';
import { sendUntilAnswered } from '../../../shop-client/send-until-answered';
import { cartMessageAtom, cartReplacedAtom, cartWritesAtom, storedCartAtom } from '../state';
import { t } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, withUnit } from '@trefima/domain/i18n/units';
import { cartKey, currentCartToken, remember } from './cart-store';

/**
 * Every change to the cart goes through here (apply), from a product page, a
 * listing, the cart page (its lines' own: line-actions.ts) or the
 * configurator. Each answer of the API replaces the list, the totals and the
 * count, and stores the token with its validity. Plain functions (not
 * hooks), so that a button can load them on click.
 */
const store = getDefaultStore();
const isCartKey = (key: unknown) => Array.isArray(key) && key[0] === 'cart';

/** Says on the cart page why it shows another cart (null: nothing to say any more). */
export const sayCartReplaced = (why: string | null) => store.set(cartReplacedAtom, why);

/** Fetches the cart (the customer's, when logged in without a cart token). Null when there is none. */
export async function loadCart(loggedIn: boolean): Promise<CartResponse | null> {
  const token = currentCartToken();
  if (!token && !loggedIn) return null;
  try {
    return remember(await shop(getCart, { query: { cart_token: token ?? undefined } }));
  } catch (e) {
    if (e instanceof ShopApiError && e.code === 'CART_EXPIRED') {
      forgetCart();
      return null;
    }
    throw e;
  }
}

/**
 * `announce`: what the cart's live region says once the API has answered (a function when the answer decides it), or
 * null when the caller says it, success or failure, in a live region of its own (the roof's bill): said twice, a
 * screen reader would read it twice.
 * `totals: false`: a change that leaves the totals as they are (the complementary information), which the page does
 * not announce as a new total on its way: said above the buttons, it moved them under a click (issue 43).
 */
export async function apply(
  change: (current?: CartResponse | null) => Promise<CartResponse>,
  announce: string | ((res: CartResponse) => string) | null,
  optimistic?: (c: CartResponse) => CartResponse,
  { totals = true } = {},
) {
  const key = cartKey();
  const current = store.get(storedCartAtom);
  const writes = totals ? 1 : 0;
  store.set(cartWritesAtom, (n) => n + writes);
  try {
    // the cart as it was (SWR's data for the key) handed to the change, for an announcement that compares
    const res = await mutate(key, async (cached?: CartResponse | null) => remember(await change(cached)), {
      optimisticData: optimistic ? (c?: CartResponse | null) => (c ? optimistic(c) : (c as unknown as CartResponse)) : undefined,
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
    if (announce !== null) store.set(cartMessageAtom, typeof announce === 'string' ? announce : announce(res!));
    return res!;
  } catch (e) {
    if (current) store.set(storedCartAtom, current);
    if (announce !== null) store.set(cartMessageAtom, e instanceof Error ? e.message : t('cart.error.unknown'));
    throw e;
  } finally {
    store.set(cartWritesAtom, (n) => n - writes);
  }
}

/** The cart's line of the element: the product, and for a sheet cut to length, that length (a bar schedule's are its own). */
const lineOf = (res: CartResponse | null | undefined, element: CartElement) =>
  res?.cart.list.find((l) => l.element_id === element.element_id && !l.schedule && Math.abs((l.length ?? 0) - (element.length ?? 0)) < 1e-6);

/**
 * Adds to the cart and announces what was added as the cart line counts it: whole units of sale with their unit, in
 * French (« 203 barres », « 12 panneaux »), also when the buyer typed an amount in his own unit (1,5 t, 500 kg), which
 * the API turns into whole units: the line after the answer, less the line before it when there was one.
 */
export function addToCart(element: CartElement, name: string) {
  let previous: CartResponse | null | undefined;
  const cartToken = currentCartToken() ?? undefined;
  // pressed again after its answer was lost (shop-client/send-until-answered.ts): in the cart once
  const what = [cartToken, element.element_id, element.quantity, element.unit ?? null, element.length ?? null];
  return sendUntilAnswered(what, (key) =>
    apply(
      (current) => {
        previous = current;
        return shop(updateCart, { body: { cart_token: currentCartToken() ?? undefined, elements: [{ ...element, mode: 'add' }], request_key: key } });
      },
      (res) => t('cart.actions.added', { name, quantity: addedOf(element, res, previous) }),
    ),
  );
}

/**
 * Lines added in one call, all or none (the roof configurator's bill, the mesh layout's panels), said by the caller in
 * its own live region: a line refused leaves the cart as it was, and the lines sent again after their answer was lost are in the
 * cart once (shop-client/send-until-answered.ts).
 */
export function addAllToCart(elements: CartElement[]) {
  const what = [currentCartToken() ?? undefined, elements];
  return sendUntilAnswered(what, (key) =>
    apply(
      () =>
        shop(updateCart, {
          body: { cart_token: currentCartToken() ?? undefined, elements: elements.map((e) => ({ ...e, mode: 'add' as const })), request_key: key },
        }),
      null,
    ),
  );
}

/** What an add put in the cart, as its line says it; the amount typed, in French, when the line before is unknown. */
function addedOf(element: CartElement, res: CartResponse, previous: CartResponse | null | undefined): string {
  const line = lineOf(res, element);
  const unit = line && (line.length !== null ? CUT_SHEET_UNIT : line.unit);
  if (!element.unit) return withUnit(element.quantity, unit ?? '').trim();
  if (!line || !unit) return withUnit(element.quantity, element.unit);
  // the line before, of this same cart only (not one an expired token left in the cache)
  const before = previous?.token === res.token ? lineOf(previous, element) : undefined;
  if (before) return withUnit(line.quantity - before.quantity, unit);
  // the API keeps the amount asked only on a line it made of it (backend/src/cart/cart-elements.ts)
  if (line.asked || (previous?.token === res.token && !before)) return withUnit(line.quantity, unit);
  return withUnit(element.quantity, element.unit);
}

/** After an order, a quotation, a logout: the browser forgets its cart. */
export function forgetCart() {
  store.set(storedCartAtom, null);
  void mutate((key) => isCartKey(key), null, { revalidate: false });
}

/**
 * Takes the cart token the API answered at login (the anonymous cart merged
 * into the customer's) and loads that cart, so the header shows it at once.
 */
export async function adoptCartToken(token: string | null) {
  if (token) store.set(storedCartAtom, { token, validUntil: new Date(Date.now() + 3 * 86400000).toISOString(), count: 0, totalHt: 0 });
  const cart = await loadCart(true).catch(() => null);
  await mutate(cartKey(), cart, { revalidate: false });
}

/** Prices follow the territory: after a change, the cart is fetched again. */
export async function refreshCart(loggedIn: boolean) {
  const cart = await loadCart(loggedIn).catch(() => null);
  await mutate(cartKey(), cart, { revalidate: false });
}
