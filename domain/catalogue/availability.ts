import { t, tn } from '../i18n/t';
import { withUnit } from '../i18n/units';

/**
 * A product's availability, as the order treats it: one derivation for the API's product and card answers
 * (`availability`), the product page, the listing card, the JSON-LD and the cart. A product with a production time
 * (`lead_time_days`) is made to order: the order holds no stock limit for it (backend/src/cart/cart-elements.ts),
 * whatever its stock says. Any other is in stock while some is left, and out of stock otherwise: the order refuses it.
 */
export const AVAILABILITIES = ['made_to_order', 'in_stock', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface Stocked {
  stock: number;
  /** working days to make a made-to-order product; null for a stocked one */
  lead_time_days: number | null;
}

export const availabilityOf = (p: Stocked): Availability => (p.lead_time_days !== null ? 'made_to_order' : p.stock > 0 ? 'in_stock' : 'out_of_stock');

/**
 * What a product page (`quantity`: « En stock (2 290 barres) ») or a listing card (« En stock ») says, in the cart's
 * words for the rest: « Fabriqué sur commande : 5 jours ouvrés », « Rupture de stock ».
 */
export function availabilityText(p: Stocked & { unit: string }, quantity: boolean): string {
  const a = availabilityOf(p);
  if (a === 'made_to_order') return tn('cart.availability.leadTime', p.lead_time_days ?? 0);
  if (a === 'out_of_stock') return t('cart.availability.out');
  return quantity ? t('product.stock.inStockQuantity', { quantity: withUnit(p.stock, p.unit) }) : t('product.stock.inStock');
}
