import type { CartElement } from '@trefima/domain/contract';
import { shop } from '../../../shop-client/browser';
import { getCart, removeFromCart, updateCart } from '@trefima/domain/cart/endpoints';
import { convertToQuotation } from '@trefima/domain/quotations/endpoints';
import { ShopApiError } from '../../../shop-client/errors';
import type { BuyerUnit } from '@trefima/domain/units/conversions';
import { t } from '@trefima/domain/i18n/t';
import { apply, currentCartToken, forgetCart } from './actions';

/**
 * What the cart page does to its lines and its information: a quantity, a
 * removal, the complementary information, the quotation request. Apart from
 * actions.ts, which every page that knows the cart's token loads: only the
 * cart page loads these.
 */

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
