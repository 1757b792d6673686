import type { Carrier } from '@trefima/domain/contract';
import { formMessages } from '@trefima/domain/forms/messages';
import { isPickupCarrier, isShippingOffered } from '@trefima/domain/orders/checkout';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';

/** The fields of POST /order a refusal may name, on the recap page. */
export type RecapField =
  | 'carrier_id'
  | 'payment_id'
  | 'delivery_address_id'
  | 'billing_address_id'
  | 'accept_cgv'
  | 'cart_token'
  | 'job_site_id'
  | 'purchase_order'
  | 'requested_delivery_date';

export interface RecapChoices {
  deliveryId: number | null;
  billingId: number | null;
  carrier: Carrier | undefined;
  paymentId: number | null;
  purchaseOrderRequired: boolean;
  purchaseOrder: string;
  /** ISO date, or empty */
  requestedDate: string;
  /** the cart's longest making, 0 when all is in stock: the carrier's first day already counts it */
  leadTimeDays: number;
  accept: boolean;
}

/**
 * What the buyer has still to choose or mend before the order is sent, each
 * said on its field, as the API would refuse it: nothing is sent that it
 * would refuse for a missing choice.
 */
export function missingChoices(c: RecapChoices): Partial<Record<RecapField, string>> {
  const found: Partial<Record<RecapField, string>> = {};
  if (!c.deliveryId) found.delivery_address_id = t('checkout.recap.deliveryMissing');
  if (!c.billingId) found.billing_address_id = t('checkout.recap.billingMissing');
  if (!c.carrier) found.carrier_id = t('checkout.recap.carrierMissing');
  if (!c.paymentId) found.payment_id = t('checkout.recap.paymentMissing');
  if (c.purchaseOrderRequired && !c.purchaseOrder) found.purchase_order = t('checkout.terms.purchaseOrderMissing');
  if (c.carrier && c.requestedDate && c.requestedDate < c.carrier.earliest_delivery) {
    const date = formatDate(c.carrier.earliest_delivery);
    found.requested_delivery_date = c.leadTimeDays > 0 ? t('checkout.terms.dateTooEarlyMade', { date }) : t('checkout.terms.dateTooEarly', { date });
  }
  if (!c.accept) found.accept_cgv = formMessages.salesConditions;
  return found;
}

/** The one message over the fields: the field's own when one is missing, the form's when several are. */
export const missingMessage = (found: Partial<Record<RecapField, string>>) => {
  const messages = Object.values(found);
  return messages.length > 1 ? formMessages.requiredAll : messages[0]!;
};

/**
 * The delivery's line of the totals: to choose, included in an accepted
 * quotation's price, offered past the carrier's threshold, free, or its price HT.
 * `agreedHt`: the delivery an accepted quotation agreed, null for none.
 */
export function shippingLabel(carrier: Carrier | undefined, productsHt: number, shippingHt: number, agreedHt: number | null): string {
  if (!carrier) return t('checkout.recap.shippingToChoose');
  if (agreedHt === 0 && !isPickupCarrier(carrier)) return t('checkout.carrier.included');
  if (agreedHt === null && isShippingOffered(carrier, productsHt)) return t('checkout.carrier.offered');
  if (shippingHt === 0) return t('checkout.carrier.free');
  return t('checkout.price.ht', { price: formatPrice(shippingHt) });
}
