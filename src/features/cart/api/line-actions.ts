import type { CartElement, CartResponse } from '@trefima/domain/contract';
import { shop } from '../../../shop-client/browser';
import { getCart, removeFromCart, updateCart } from '@trefima/domain/cart/endpoints';
import { convertToQuotation } from '@trefima/domain/quotations/endpoints';
import { ShopApiError } from '../../../shop-client/errors';
import type { BuyerUnit } from '@trefima/domain/units/conversions';
import { t } from '@trefima/domain/i18n/t';
import { apply, forgetCart, sayCartReplaced } from './actions';
import { currentCartToken } from './cart-store';

/**
 * What the cart page does to its lines and its information: a quantity, a
 * removal, the complementary information, the quotation request. Apart from
 * actions.ts, which every page that knows the cart's token loads: only the
 * cart page loads these.
 */

type ShownLine = { id?: number; element_id: number; length: number | null; name: string };

/**
 * What became of a line the page shows, when the API refused a change to it: removed meanwhile (404), or its whole
 * cart ordered or turned into a quotation on another device (409 CART_CLOSED); undefined for any other refusal.
 */
function meanwhileOf(e: unknown): 'gone' | 'closed' | undefined {
  if (!(e instanceof ShopApiError)) return undefined;
  return e.code === 'NOT_FOUND' ? 'gone' : e.code === 'CART_CLOSED' ? 'closed' : undefined;
}

/**
 * A change to a line the page shows (`send`), named by its number. When another tab or device removed the line
 * meanwhile (`gone` says so), or ordered its whole cart, the change is not made again: the cart as the API now answers
 * it (the same, or the one to go on with) replaces the page's, where rolled back it would stay there, refused at every
 * try. `said(done)`: what the buyer is told, `done` when the change was made.
 */
function changeShownLine(name: string, token: string | undefined, send: () => Promise<CartResponse>, gone: string) {
  let meanwhile: 'gone' | 'closed' | undefined;
  const change = async () => {
    try {
      return await send();
    } catch (e) {
      meanwhile = meanwhileOf(e);
      if (!meanwhile) throw e;
      const now = await shop(getCart, { query: { cart_token: token } });
      if (meanwhile === 'closed') sayCartReplaced(t('cart.view.closedMeanwhile'));
      return now;
    }
  };
  const said = (done: string) => (meanwhile === 'closed' ? t('cart.actions.closedMeanwhile', { name }) : meanwhile === 'gone' ? gone : done);
  return { change, said };
}

/** A line's quantity, as the cart page changes it. */
function changeQuantity(line: ShownLine, element: Omit<CartElement, 'element_id' | 'line_id' | 'length'>) {
  const token = currentCartToken() ?? undefined;
  const body = { cart_token: token, elements: [{ ...element, line_id: line.id, element_id: line.element_id, length: line.length }] };
  return changeShownLine(line.name, token, () => shop(updateCart, { body }), t('cart.actions.removedMeanwhile', { name: line.name }));
}

export function setLineQuantity(line: ShownLine, quantity: number) {
  const { change, said } = changeQuantity(line, { quantity });
  return apply(
    change,
    () => said(quantity === 0 ? t('cart.actions.removed', { name: line.name }) : t('cart.actions.quantity', { name: line.name, quantity })),
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
  const { change, said } = changeQuantity(line, { quantity: amount, unit });
  return apply(change, () => said(announce));
}

export function removeLine(line: { id: number; name: string }) {
  const token = currentCartToken();
  if (!token) return Promise.reject(new Error(t('cart.actions.expired')));
  // removed in another tab or on another device: what the buyer asked for is done
  const send = () => shop(removeFromCart, { body: { cart_token: token, id: line.id } });
  const { change, said } = changeShownLine(line.name, token, send, t('cart.actions.alreadyRemoved', { name: line.name }));
  return apply(
    change,
    () => said(t('cart.actions.removed', { name: line.name })),
    (c) => ({ ...c, cart: { ...c.cart, list: c.cart.list.filter((l) => l.id !== line.id) } }),
  );
}

// the complementary information's save on its way: a quotation asked meanwhile waits for it (see requestQuotation)
let informationSave: Promise<unknown> | null = null;

/**
 * The complementary information, saved with the cart; what the buyer is told comes back with the answer. Typed on a
 * cart ordered or turned into a quotation meanwhile on another device (409 CART_CLOSED), it is not lost: it goes to the
 * cart to go on with, which the page then shows, and the buyer is told it is not on what was ordered.
 */
export function saveComplementaryInformation(text: string) {
  const token = currentCartToken();
  const send = (cartToken: string | undefined) => shop(updateCart, { body: { cart_token: cartToken, elements: [], complementary_information: text } });
  let said = t('cart.actions.informationSaved');
  const change = async () => {
    try {
      return await send(token ?? undefined);
    } catch (e) {
      if (meanwhileOf(e) !== 'closed') throw e;
      const current = await shop(getCart, { query: { cart_token: token ?? undefined } });
      const kept = await send(current.token ?? undefined);
      said = t('cart.actions.informationMoved');
      sayCartReplaced(said);
      return kept;
    }
  };
  const save = apply(change, () => said, undefined, { totals: false });
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
