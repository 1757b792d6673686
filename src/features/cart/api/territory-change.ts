import { atom, getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import type { Amount, SalesPlan } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { formatRate } from '@trefima/domain/orders/checkout';
import { shop } from '../../../shop-client/browser';
import { getCart } from '@trefima/domain/cart/endpoints';
import { cartMessageAtom } from '../state';
import { loadCart } from './actions';
import { cartKey, currentCartToken } from './cart-store';

/*
 * Another territory chosen with a full cart: its prices and VAT change
 * (8,5 % in Martinique and Guadeloupe, none in Guyane). The cart says what
 * changed, both totals and both VATs (components/territory-change-notice.tsx),
 * and the header's live region announces it. Loaded by the territory dialog
 * once a territory is chosen, and by the cart page.
 */

type Plan = Pick<SalesPlan, 'id' | 'label'>;

export interface TerritoryChange {
  from: string;
  to: string;
  before: Amount;
  after: Amount;
}

/** The last change of territory that changed the cart's figures, until the buyer has read it. */
export const territoryChangeAtom = atom<TerritoryChange | null>(null);
const store = getDefaultStore();

/** « TVA 8,5 % », « TVA non applicable »: short, for the announcement. */
const vatShort = (rate: number) => (rate > 0 ? `TVA ${formatRate(rate)} %` : t('cart.territory.noVat'));

/**
 * The cart read again at the new territory's prices (as a change of
 * territory always did), and beside it as it was priced in the territory
 * left: what changed is kept and announced. `to` is already the visitor's.
 */
export async function afterTerritoryChange(from: Plan, to: Plan, loggedIn: boolean) {
  const token = currentCartToken();
  // a query's own sales_plan_id stands for the client's (shop-client/client.ts): the cart as the territory left priced it
  const query = { cart_token: token ?? undefined, sales_plan_id: from.id };
  const before = from.id !== to.id && (token || loggedIn) ? shop(getCart, { query }).catch(() => null) : null;
  const after = await loadCart(loggedIn).catch(() => null);
  await mutate(cartKey(), after, { revalidate: false });
  const was = (await before)?.cart.amount;
  const now = after?.cart.list.length ? after.cart.amount : null;
  if (!was || !now || (was.ttc === now.ttc && was.ht === now.ht && was.vat_rate === now.vat_rate)) return store.set(territoryChangeAtom, null);
  store.set(territoryChangeAtom, { from: from.label, to: to.label, before: was, after: now });
  const vat = was.vat_rate === now.vat_rate ? vatShort(now.vat_rate) : `${vatShort(was.vat_rate)} → ${vatShort(now.vat_rate)}`;
  store.set(cartMessageAtom, t('cart.territory.announce', { to: to.label, before: formatPrice(was.ttc), after: formatPrice(now.ttc), vat }));
}
