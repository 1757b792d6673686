import type { Amount } from '../contract/common';
import { formatPrice } from '../i18n/format';
import { t } from '../i18n/t';
import { amountOf } from '../money/money';

/**
 * What a proposal's delivery costs, as its checkout will charge it (domain/orders/checkout.ts, shippingPrice): only
 * when it is delivered, a pickup at the depot costing nothing. The proposal's totals are its lines', so the total its
 * order bills when delivered is said with it, where the buyer who signs it reads it: on its page, its PDF and its
 * mail alike. Nothing when it agreed no price.
 */
export function deliveryPriceText(deliveryHt: number | null, lines: Amount): string | null {
  if (deliveryHt === null) return null;
  if (deliveryHt === 0) return t('documents.quotation.deliveryIncluded');
  const delivered = amountOf(lines.ht + deliveryHt, lines.vat_rate);
  const price = (cents: number) => formatPrice(cents, { alwaysCents: true });
  return t('documents.quotation.deliveryPrice', { price: price(deliveryHt), ht: price(delivered.ht), ttc: price(delivered.ttc) });
}
