import { getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import type { CartElement, CartResponse } from '../../../contract';
import { shop } from '../../../shop-client/browser';
import { convertToQuotation, getCart, removeFromCart, updateCart } from '../../../shop-client/endpoints/commerce';
import { ShopApiError } from '../../../shop-client/errors';
import { currentPlanId } from '../../../shop-client/site-config';
import { cartMessageAtom, cartWritesAtom, readStoredCart, storedCartAtom, validToken, type StoredCart } from '../state';
import type { BuyerUnit } from '../../../lib/units/conversions';
import { t } from '../../../i18n/t';

/**
 * Every change to the cart goes through here, from a product page, a listing,
 * the cart page or the configurator. Each answer of the API replaces the
 * list, the totals and the count, and stores the token with its validity.
 * Plain functions (not hooks), so that a button can load them on click.
 */
const store = getDefaultStore();
export const cartKey = (planId = currentPlanId()) => ['cart', planId] as const;
const isCartKey = (key: unknown) => Array.isArray(key) && key[0] === 'cart';

/** The valid token, from the atom once mounted, else from storage. An expired token is never sent. */
export function currentCartToken(): string | null {
  return validToken(store.get(storedCartAtom) ?? readStoredCart());
}

export function remember(res: CartResponse): CartResponse {
  const stored: StoredCart = { token: res.token, validUntil: res.expires_at, count: res.cart.total, totalHt: res.cart.amount.ht };
  store.set(storedCartAtom, stored);
  return res;
}

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
 * `announce`: what the cart's live region says once the API has answered (a function when the answer decides it).
 * `totals: false`: a change that leaves the totals as they are (the complementary information), which the page does
 * not announce as a new total on its way: said above the buttons, it moved them under a click (issue 43).
 */
async function apply(
  change: () => Promise<CartResponse>,
  announce: string | (() => string),
  optimistic?: (c: CartResponse) => CartResponse,
  { totals = true } = {},
) {
  const key = cartKey();
  const current = store.get(storedCartAtom);
  const writes = totals ? 1 : 0;
  store.set(cartWritesAtom, (n) => n + writes);
  try {
    const res = await mutate(key, async () => remember(await change()), {
      optimisticData: optimistic ? (c?: CartResponse | null) => (c ? optimistic(c) : (c as unknown as CartResponse)) : undefined,
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
    store.set(cartMessageAtom, typeof announce === 'string' ? announce : announce());
    return res!;
  } catch (e) {
    if (current) store.set(storedCartAtom, current);
    store.set(cartMessageAtom, e instanceof Error ? e.message : t('cart.error.unknown'));
    throw e;
  } finally {
    store.set(cartWritesAtom, (n) => n - writes);
  }
}

/** A cart answer another feature obtained (a bar schedule sent to the cart): stored, shown and announced like the cart's own. */
export function afterCartAnswer(res: CartResponse, announce: string) {
  remember(res);
  void mutate(cartKey(), res, { revalidate: false });
  store.set(cartMessageAtom, announce);
}

export function addToCart(element: CartElement, name: string) {
  return apply(
    () => shop(updateCart, { body: { cart_token: currentCartToken() ?? undefined, elements: [{ ...element, mode: 'add' }] } }),
    t('cart.actions.added', { name, quantity: element.quantity }),
  );
}

type ShownLine = { id?: number; element_id: number; length: number | null; name: string };

/**
 * A change to a line the page shows, named by its number (`id`): a line another tab or device removed meanwhile is
 * not made again by it (the API answers 404); the cart as it is now replaces the page's, and `gone` says so.
 */
function changeShownLine(line: ShownLine, element: Omit<CartElement, 'element_id' | 'line_id' | 'length'>) {
  const token = currentCartToken() ?? undefined;
  const state = { gone: false };
  const change = async () => {
    try {
      return await shop(updateCart, {
        body: { cart_token: token, elements: [{ ...element, line_id: line.id, element_id: line.element_id, length: line.length }] },
      });
    } catch (e) {
      if (!(e instanceof ShopApiError && e.code === 'NOT_FOUND')) throw e;
      state.gone = true;
      return shop(getCart, { query: { cart_token: token } });
    }
  };
  return { change, state, gone: () => t('cart.actions.removedMeanwhile', { name: line.name }) };
}

export function setLineQuantity(line: ShownLine, quantity: number) {
  const { change, state, gone } = changeShownLine(line, { quantity });
  return apply(
    change,
    () => (state.gone ? gone() : quantity === 0 ? t('cart.actions.removed', { name: line.name }) : t('cart.actions.quantity', { name: line.name, quantity })),
    (c) => ({
      ...c,
      cart: {
        ...c.cart,
        list: c.cart.list
          .map((l) => (l.element_id === line.element_id && l.length === line.length ? { ...l, quantity, total_ht: l.unit_price_ht * quantity } : l))
          .filter((l) => l.quantity > 0),
      },
    }),
  );
}

/** A line's quantity given in the buyer's unit (2 t): the API makes whole units of sale of it and keeps what was asked. */
export function setLineInUnit(line: ShownLine, amount: number, unit: BuyerUnit, announce: string) {
  const { change, state, gone } = changeShownLine(line, { quantity: amount, unit });
  return apply(change, () => (state.gone ? gone() : announce));
}

export function removeLine(line: { id: number; name: string }) {
  const token = currentCartToken();
  if (!token) return Promise.reject(new Error(t('cart.actions.expired')));
  let gone = false;
  return apply(
    async () => {
      try {
        return await shop(removeFromCart, { body: { cart_token: token, id: line.id } });
      } catch (e) {
        // removed in another tab or on another device: what the buyer asked for is done, and the cart as it
        // is now replaces the line shown (rolled back, it would stay there, refused at every try)
        if (!(e instanceof ShopApiError && e.code === 'NOT_FOUND')) throw e;
        gone = true;
        return shop(getCart, { query: { cart_token: token } });
      }
    },
    () => (gone ? t('cart.actions.alreadyRemoved', { name: line.name }) : t('cart.actions.removed', { name: line.name })),
    (c) => ({ ...c, cart: { ...c.cart, list: c.cart.list.filter((l) => l.id !== line.id) } }),
  );
}

// the complementary information's save on its way: a quotation asked meanwhile waits for it (see requestQuotation)
let informationSave: Promise<unknown> | null = null;

export function saveComplementaryInformation(text: string) {
  const token = currentCartToken();
  const save = apply(
    () => shop(updateCart, { body: { cart_token: token ?? undefined, elements: [], complementary_information: text } }),
    t('cart.actions.informationSaved'),
    undefined,
    { totals: false },
  );
  informationSave = save;
  return save;
}

/**
 * The cart becomes a quotation request (a session is required), for one of the customer's job sites or none; the
 * next cart starts empty. It carries the text as typed, after the save that leaving the field started (the click
 * that left it): converted first, the cart would refuse that save, and its failure would bring the cart back.
 */
export async function requestQuotation(complementaryInformation?: string, jobSiteId: number | null = null) {
  await informationSave?.catch(() => undefined);
  const token = currentCartToken();
  if (!token) throw new Error(t('cart.actions.expired'));
  const quotation = await shop(convertToQuotation, {
    body: { cart_token: token, complementary_information: complementaryInformation, job_site_id: jobSiteId },
  });
  forgetCart();
  return quotation;
}

/** A quotation request for these lines only (the roof configurator's bill), priced by the API; the cart is left as it is. */
export function requestLinesQuotation(elements: CartElement[], complementaryInformation?: string) {
  return shop(convertToQuotation, { body: { elements, complementary_information: complementaryInformation } });
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
