import type { Making } from '../calendar/working-days';
import type { Address, Amount, Carrier, Cart, CartLine } from '../contract';
import { formatDecimal } from '../i18n/format';
import { amountOf } from '../money/money';

/**
 * The pure rules of the cart page and the order pipeline: free shipping,
 * shipping price, totals computed as the API computes an order's, default
 * addresses. /adresse's own choices are in checkout-addresses.ts, the
 * confirmation's payment instructions in payment-instructions.ts: the other
 * pages load neither. A line's quantity rules are the cart's
 * (features/cart/quantity.ts).
 */

export type FreeShipping =
  { kind: 'none' } | { kind: 'reached'; carrier: string } | { kind: 'remaining'; remaining: number; threshold: number; carrier: string };

/** The free-shipping message of the cart, naming the carrier it is for: nothing where no carrier has a threshold. */
export function freeShippingStatus(fs: Cart['free_shipping']): FreeShipping {
  if (fs.threshold === null || fs.remaining === null || fs.carrier === null) return { kind: 'none' };
  return fs.remaining <= 0
    ? { kind: 'reached', carrier: fs.carrier }
    : { kind: 'remaining', remaining: fs.remaining, threshold: fs.threshold, carrier: fs.carrier };
}

/** A carrier's price HT for a cart total HT: nothing once the cart reaches its free-shipping threshold. */
export function carrierPrice(carrier: Pick<Carrier, 'price_ht' | 'free_shipping_threshold'>, cartHt: number): number {
  return carrier.free_shipping_threshold !== null && cartHt >= carrier.free_shipping_threshold ? 0 : carrier.price_ht;
}

/** A pickup at a depot (the seed's and the back office's `retrait-…` carriers): nothing is delivered, the depot is the address. */
export const isPickupCarrier = (carrier: Pick<Carrier, 'code'>) => carrier.code.startsWith('retrait-');

/**
 * The made-to-order line that holds an order back longest, or null when all
 * are in stock: the lines are made side by side, so the order waits for the
 * longest making, not for their sum. The same for the recap's first day as
 * for the API's check (backend orders/delivery-terms.ts).
 */
export function longestMaking(lines: Pick<CartLine, 'name' | 'lead_time_days'>[]): Making | null {
  let longest: Making | null = null;
  for (const l of lines) {
    if (l.lead_time_days && l.lead_time_days > (longest?.days ?? 0)) longest = { product: l.name, days: l.lead_time_days };
  }
  return longest;
}

/**
 * What the order pays for its carrier: an accepted quotation's agreed
 * delivery (`agreedHt`, cents HT, 0 when included) for any carrier that
 * delivers, whatever its threshold, since that is the price the buyer
 * accepted; else, and for a pickup, the carrier's own. The recap shows it,
 * the API (POST /order) charges it.
 */
export function shippingPrice(carrier: Pick<Carrier, 'code' | 'price_ht' | 'free_shipping_threshold'>, cartHt: number, agreedHt: number | null): number {
  return agreedHt !== null && !isPickupCarrier(carrier) ? agreedHt : carrierPrice(carrier, cartHt);
}

/** Whether a carrier that normally costs something is free for this cart ("Offerte"). */
export const isShippingOffered = (carrier: Pick<Carrier, 'price_ht' | 'free_shipping_threshold'>, cartHt: number) =>
  carrier.price_ht > 0 && carrierPrice(carrier, cartHt) === 0;

/** The order's amounts as the API computes them: shipping is added to HT, VAT is on the whole, rounded to the cent. */
export function orderTotals(productsHt: number, shippingHt: number, vatRate: number): Amount & { products_ht: number; shipping_ht: number } {
  return { products_ht: productsHt, shipping_ht: shippingHt, ...amountOf(productsHt + shippingHt, vatRate) };
}

/** "8,5" for 8.5: the rate as the French site writes it, without the % sign. */
export const formatRate = (rate: number) => formatDecimal(rate);

/** "6,5 m" for a sheet cut to length. */
export const formatLength = (metres: number) => `${formatDecimal(metres)} m`;

export type AddressChoice = Pick<Address, 'address_id' | 'is_default_delivery' | 'is_default_billing'>;

/**
 * The address to use: the stored choice while it is still one of the
 * customer's addresses, else the default of that kind, else the first one;
 * only among the `allowed` ones (a delivery address in the order's territory).
 */
export function resolveAddressId<A extends AddressChoice>(
  stored: number | null,
  all: A[],
  kind: 'delivery' | 'billing',
  allowed: (a: A) => boolean = () => true,
): number | null {
  const addresses = all.filter(allowed);
  if (stored !== null && addresses.some((a) => a.address_id === stored)) return stored;
  const preferred = addresses.find((a) => (kind === 'delivery' ? a.is_default_delivery : a.is_default_billing));
  return (preferred ?? addresses[0])?.address_id ?? null;
}

/** The checkout's address choices as kept between /adresse and /recapitulatif (src/features/checkout/state.ts). */
export interface AddressIds {
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  /** only when the buyer ticked it: a job site's address is no billing address */
  billingSameAsDelivery: boolean;
}

/** The billing address: the delivery one when the buyer said so, else his choice, else his default billing address (a company's own). */
export function billingAddressId<A extends AddressChoice>(ids: AddressIds, all: A[], deliveryId: number | null): number | null {
  return ids.billingSameAsDelivery ? deliveryId : resolveAddressId(ids.billingAddressId, all, 'billing');
}

/** The address the API just added: the one that was not in the list before. */
export function addedAddressId(before: Pick<Address, 'address_id'>[], after: Pick<Address, 'address_id'>[]): number | null {
  const known = new Set(before.map((a) => a.address_id));
  const added = after.filter((a) => !known.has(a.address_id)).map((a) => a.address_id);
  return added.length ? Math.max(...added) : null;
}

/** A stored id while it is still among the choices (and allowed), else null. */
export function keepChoice<T extends { id: number }>(stored: number | null, choices: T[], allowed: (c: T) => boolean = () => true): number | null {
  const found = choices.find((c) => c.id === stored);
  return found && allowed(found) ? found.id : null;
}
