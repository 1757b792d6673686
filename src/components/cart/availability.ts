import type { CartLine } from '../../contract';
import { withUnit } from '../../i18n/units';

export interface Availability {
  /** what the line says: in stock, how many are left, out of stock, or the production time */
  text: string;
  /** the stock is short of what the cart asks: the API refuses the order */
  short: boolean;
  /** low stock and shortages are worth a second look */
  tone: 'ok' | 'low' | 'out';
}

type Line = Pick<CartLine, 'quantity' | 'stock' | 'unit' | 'step' | 'lead_time_days'>;

/**
 * A cart line's availability. `wanted` is what the whole cart asks of the
 * product: two lengths of one sheet are two lines drawing on one stock, and
 * the order checks their sum. Stock counts as low once what would be left
 * is less than what the cart asks, or than one more step of the product.
 */
export function availabilityOf(line: Line, wanted = line.quantity): Availability {
  if (line.lead_time_days !== null) {
    const days = line.lead_time_days;
    return { text: `Fabriqué sur commande : ${days} jour${days > 1 ? 's' : ''} ouvré${days > 1 ? 's' : ''}`, short: false, tone: 'ok' };
  }
  if (line.stock <= 0) return { text: 'Rupture de stock', short: wanted > 0, tone: 'out' };
  const short = wanted > line.stock;
  if (line.stock - wanted < Math.max(wanted, line.step)) return { text: `Plus que ${withUnit(line.stock, line.unit)} en stock`, short, tone: short ? 'out' : 'low' };
  return { text: 'En stock', short, tone: 'ok' };
}

/** Why a short line keeps the cart from being ordered, and what to do. */
export function shortageAdvice(line: Pick<CartLine, 'stock' | 'unit'>): string {
  return line.stock <= 0
    ? 'Cet article n’est plus disponible : retirez-le du panier pour commander, ou contactez-nous pour connaître la date de réapprovisionnement.'
    : `Votre panier en demande plus que le stock (${withUnit(line.stock, line.unit)}) : réduisez la quantité ou retirez l’article pour commander.`;
}

/** What the cart asks of each product, all its lines together (as the order counts it). */
export function wantedByProduct(lines: Pick<CartLine, 'element_id' | 'quantity'>[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.element_id, (wanted.get(l.element_id) ?? 0) + l.quantity);
  return wanted;
}

/** Why 'Commander' cannot lead on: the products the cart asks more of than the stock; null when none. */
export function orderBlockedReason(lines: CartLine[]): string | null {
  const wanted = wantedByProduct(lines);
  const names = [...new Set(lines.filter((l) => availabilityOf(l, wanted.get(l.element_id)).short).map((l) => `« ${l.name} »`))];
  if (!names.length) return null;
  const which = names.length > 1 ? `${names.join(', ')} dépassent` : `${names[0]} dépasse`;
  return `Commande impossible pour le moment : la quantité de ${which} le stock disponible. Réduisez-la ou retirez l’article, ou demandez un devis.`;
}
