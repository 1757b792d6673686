import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Order } from '@trefima/domain/contract';

/**
 * The checkout's choices between /adresse and /recapitulatif. Only ids are
 * kept, in sessionStorage (a reload keeps them, closing the tab forgets
 * them); they are checked against the customer's addresses, the territory's
 * carriers and the payment methods each time they are read (lib/checkout.ts).
 * Like every persisted atom here, the stored value is read once mounted.
 */
export interface CheckoutIds {
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  /** the billing address is the delivery address, when the buyer ticked it: a job site's address is no billing address */
  billingSameAsDelivery: boolean;
  carrierId: number | null;
  paymentId: number | null;
  /** the customer's job site the order is for; none: an order of his own */
  jobSiteId: number | null;
  /** the accepted quotation whose job site was chosen for its checkout (once: the buyer may choose another) */
  presetQuotationId: number | null;
}

export const CHECKOUT_KEY = 'trefima.checkout';
export const emptyCheckout: CheckoutIds = {
  deliveryAddressId: null,
  billingAddressId: null,
  billingSameAsDelivery: false,
  carrierId: null,
  paymentId: null,
  jobSiteId: null,
  presetQuotationId: null,
};

/** sessionStorage, or nothing (server rendering, storage refused): the choices then live in memory. */
function sessionStore(): Storage {
  try {
    return sessionStorage;
  } catch {
    return undefined as never;
  }
}
const sessionJson = createJSONStorage<CheckoutIds>(sessionStore);

export const checkoutIdsAtom = atomWithStorage<CheckoutIds>(CHECKOUT_KEY, emptyCheckout, sessionJson);

/** Sets some of the ids, keeping the others. */
export const patchCheckoutAtom = atom(null, (get, set, patch: Partial<CheckoutIds>) => {
  set(checkoutIdsAtom, { ...emptyCheckout, ...get(checkoutIdsAtom), ...patch });
});

/** The sales conditions box: ticked again after a reload, never stored. */
export const acceptCgvAtom = atom(false);

/*
 * What the buyer types on the recap is kept in the tab as the ids are: a reload (a phone that lost its network) finds
 * it there, and the order sends it, not the cart's text it had replaced.
 */
const sessionText = createJSONStorage<string | null>(sessionStore);
const sessionDay = createJSONStorage<string>(sessionStore);

/** The complementary information as edited on the recap; null while untouched (the cart's own text applies). */
export const complementaryInformationAtom = atomWithStorage<string | null>(`${CHECKOUT_KEY}.information`, null, sessionText);

/** The purchase-order number as typed on the recap; null while untouched (the site's own number applies). */
export const purchaseOrderAtom = atomWithStorage<string | null>(`${CHECKOUT_KEY}.purchase-order`, null, sessionText);

/** The delivery day asked for (YYYY-MM-DD), '' for as soon as possible. */
export const requestedDateAtom = atomWithStorage(`${CHECKOUT_KEY}.day`, '', sessionDay);

/** The order just placed, for /confirmation-commande; memory only, so a reload shows the way to /mes-commandes. */
export interface PlacedOrder {
  /** as the API answered it: how to pay, where it goes and the amounts are its own, never the checkout's choices */
  order: Order;
}
export const placedOrderAtom = atom<PlacedOrder | null>(null);

/** After an order: the carrier, payment, site, purchase order, day, sales conditions and text start over; the addresses stay preselected. */
export const resetCheckoutAtom = atom(null, (get, set) => {
  const { deliveryAddressId, billingAddressId, billingSameAsDelivery } = { ...emptyCheckout, ...get(checkoutIdsAtom) };
  set(checkoutIdsAtom, { ...emptyCheckout, deliveryAddressId, billingAddressId, billingSameAsDelivery });
  set(acceptCgvAtom, false);
  set(complementaryInformationAtom, null);
  set(purchaseOrderAtom, null);
  set(requestedDateAtom, '');
});
