import type { CartLine } from '@trefima/domain/contract';
import { withUnit } from '@trefima/domain/i18n/units';
import { stockUse, wantedByProduct } from '@trefima/domain/catalogue/stock';
import { availabilityOf as availabilityKind, availabilityText } from '@trefima/domain/catalogue/availability';
import { t, tn } from '@trefima/domain/i18n/t';

export interface Availability {
  /** what the line says: in stock, how many are left, out of stock, or the production time */
  text: string;
  /** the stock is short of what the cart asks: the API refuses the order */
  short: boolean;
  /** low stock and shortages are worth a second look */
  tone: 'ok' | 'low' | 'out';
}

type Line = Pick<CartLine, 'quantity' | 'length' | 'stock' | 'unit' | 'step' | 'lead_time_days'>;

/**
 * A cart line's availability. `wanted` is what the whole cart asks of the
 * product (domain/catalogue/stock.ts: metres of coil for sheets cut to length, whose
 * lengths draw on one stock), as the order checks it. Stock counts as low
 * once what would be left is less than what the cart asks, or than one more
 * step of the product.
 */
export function availabilityOf(line: Line, wanted = stockUse(line)): Availability {
  // made to order or out of stock: the words of the product page (domain/catalogue/availability.ts)
  const kind = availabilityKind(line);
  if (kind === 'made_to_order') return { text: availabilityText(line, false), short: false, tone: 'ok' };
  if (kind === 'out_of_stock') return { text: availabilityText(line, false), short: wanted > 0, tone: 'out' };
  const short = wanted > line.stock;
  if (line.stock - wanted < Math.max(wanted, stockUse({ quantity: line.step, length: line.length })))
    return { text: t('cart.availability.low', { stock: withUnit(line.stock, line.unit) }), short, tone: short ? 'out' : 'low' };
  return { text: t('cart.availability.in'), short, tone: 'ok' };
}

/** Why a short line keeps the cart from being ordered, and what to do. */
export function shortageAdvice(line: Pick<CartLine, 'stock' | 'unit'>): string {
  return line.stock <= 0 ? t('cart.availability.outAdvice') : t('cart.availability.shortAdvice', { stock: withUnit(line.stock, line.unit) });
}

/** Why 'Commander' cannot lead on: the products the cart asks more of than the stock; null when none. */
export function orderBlockedReason(lines: CartLine[]): string | null {
  const wanted = wantedByProduct(lines);
  const names = [
    ...new Set(lines.filter((l) => availabilityOf(l, wanted.get(l.element_id)).short).map((l) => t('cart.availability.productName', { name: l.name }))),
  ];
  if (!names.length) return null;
  return t('cart.availability.orderBlocked', { which: tn('cart.availability.exceed', names.length, { names: names.join(', ') }) });
}
