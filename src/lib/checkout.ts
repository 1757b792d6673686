import type { Address, Amount, Carrier, Cart } from '../contract';
import { formatDecimal } from '../i18n/format';

/**
 * The pure rules of the cart page and the order pipeline: quantities,
 * free shipping, shipping price, totals computed as the API computes an
 * order's, default addresses and payment instructions.
 */

/** A quantity the API accepts: at least the minimum, then by steps. */
export function isValidQuantity(quantity: number, min: number, step: number): boolean {
  return Number.isInteger(quantity) && quantity >= min && (quantity - min) % Math.max(step, 1) === 0;
}

/** The next valid quantity up (+1) or down (−1); never below the minimum. An off-step value snaps to the nearest step in that direction. */
export function stepQuantity(quantity: number, direction: 1 | -1, min: number, step: number): number {
  const s = Math.max(step, 1);
  if (!Number.isFinite(quantity) || quantity < min) return min;
  const offset = (quantity - min) / s;
  const index = direction === 1 ? Math.floor(offset) + 1 : Math.ceil(offset) - 1;
  return Math.max(min, min + index * s);
}

/** What a customer reads when a quantity is refused. */
export const quantityRule = (min: number, step: number) => (step > 1 ? `Se commande par ${step}, à partir de ${min}.` : `Quantité minimum : ${min}.`);

/** Parses what was typed in a quantity field ("12", " 12 "); null when it is not a whole number. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

export type FreeShipping = { kind: 'none' } | { kind: 'reached' } | { kind: 'remaining'; remaining: number; threshold: number };

/** The free-shipping message of the cart: nothing where the territory has no threshold. */
export function freeShippingStatus(fs: Cart['free_shipping']): FreeShipping {
  if (fs.threshold === null || fs.remaining === null) return { kind: 'none' };
  return fs.remaining <= 0 ? { kind: 'reached' } : { kind: 'remaining', remaining: fs.remaining, threshold: fs.threshold };
}

/** A carrier's price HT for a cart total HT: nothing once the cart reaches its free-shipping threshold. */
export function carrierPrice(carrier: Pick<Carrier, 'price_ht' | 'free_shipping_threshold'>, cartHt: number): number {
  return carrier.free_shipping_threshold !== null && cartHt >= carrier.free_shipping_threshold ? 0 : carrier.price_ht;
}

/** A pickup at a depot (the seed's and the back office's `retrait-…` carriers): nothing is delivered, the depot is the address. */
export const isPickupCarrier = (carrier: Pick<Carrier, 'code'>) => carrier.code.startsWith('retrait-');

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
  const ht = productsHt + shippingHt;
  const tva = Math.round((ht * vatRate) / 100);
  return { products_ht: productsHt, shipping_ht: shippingHt, ht, tva, ttc: ht + tva, vat_rate: vatRate };
}

/** "8,5" for 8.5: the rate as the French site writes it, without the % sign. */
export const formatRate = (rate: number) => formatDecimal(rate);

/** "6,5 m" for a sheet cut to length. */
export const formatLength = (metres: number) => `${formatDecimal(metres)} m`;

type AddressChoice = Pick<Address, 'address_id' | 'is_default_delivery' | 'is_default_billing'>;

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
interface AddressIds {
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  /** only when the buyer ticked it: a job site's address is no billing address */
  billingSameAsDelivery: boolean;
}

/** The billing address: the delivery one when the buyer said so, else his choice, else his default billing address (a company's own). */
export function billingAddressId<A extends AddressChoice>(ids: AddressIds, all: A[], deliveryId: number | null): number | null {
  return ids.billingSameAsDelivery ? deliveryId : resolveAddressId(ids.billingAddressId, all, 'billing');
}

/** The delivery address (among the `allowed` ones) and the billing address of /adresse. */
export function chosenAddressIds<A extends AddressChoice>(ids: AddressIds, all: A[], allowed: (a: A) => boolean = () => true) {
  const delivery = resolveAddressId(ids.deliveryAddressId, all, 'delivery', allowed);
  return { delivery, billing: billingAddressId(ids, all, delivery) };
}

/**
 * The job site an accepted quotation was asked for, chosen with its address
 * when that quotation's checkout opens; once per quotation, so that a buyer
 * who then picks another site, or none, keeps his choice. Nothing while the
 * site is not among the open ones (not read yet, or archived since).
 */
export function quotationSitePreset(
  ids: { presetQuotationId: number | null },
  quotation: { id: number; job_site: { job_site_id: number } | null },
  sites: readonly { job_site_id: number; archived: boolean; address: { address_id: number } }[],
): { jobSiteId: number; deliveryAddressId: number; presetQuotationId: number } | null {
  const wanted = quotation.job_site?.job_site_id;
  if (ids.presetQuotationId === quotation.id || wanted === undefined) return null;
  const site = sites.find((s) => s.job_site_id === wanted && !s.archived);
  return site ? { jobSiteId: site.job_site_id, deliveryAddressId: site.address.address_id, presetQuotationId: quotation.id } : null;
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

/** Who a cheque is made out and sent to: the seller, as GET /setting gives it (`company`). */
export interface Payee {
  name: string;
  street: string;
  zipcode: string;
  city: string;
}

/** What to do to pay, once the order is placed, by payment method code. */
export function paymentInstructions(code: string | null, amountTtc: string, number: string, payee: Payee): string[] {
  switch (code) {
    case 'virement':
      // the account itself is shown beside these lines, from the order's payment_instructions
      return [
        `Merci de virer ${amountTtc} TTC sur le compte ci-dessous, en indiquant la référence ${number}.`,
        'Votre commande est préparée dès réception du virement.',
      ];
    case 'cheque':
      return [
        `Merci de régler ${amountTtc} par chèque à l’ordre de ${payee.name}, en indiquant la référence ${number} au dos.`,
        `Envoyez-le à ${payee.name}, ${payee.street}, ${payee.zipcode} ${payee.city}, ou remettez-le au retrait.`,
      ];
    case 'carte-retrait':
      return [`Vous réglerez ${amountTtc} par carte bancaire, sur terminal, au retrait ou à la livraison.`];
    case 'compte-client':
      return [`Le montant de ${amountTtc} sera porté à votre compte client, payable à 30 jours fin de mois à réception de la facture.`];
    default:
      return [`Montant à régler : ${amountTtc}. Nous vous contactons pour le règlement.`];
  }
}
