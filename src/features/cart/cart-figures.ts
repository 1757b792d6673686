import type { CartLine } from '../../contract';
import { formatDecimal } from '../../i18n/format';
import { t, tn } from '../../i18n/t';

/*
 * What the cart page counts and weighs. A bar schedule's line is an article
 * (one lot of its mass), not units to add to the pieces; every mass in the
 * cart is written to one precision: kilograms to the tenth, tonnes to the
 * hundredth (« 1 234,5 kg », « 1,23 t »).
 */

type Counted = Pick<CartLine, 'quantity' | 'schedule'>;

/** « 5 articles (11 unités, 2 lignes de nomenclature) ». */
export function articlesHeading(list: readonly Counted[]): string {
  const scheduleLines = list.filter((l) => l.schedule).length;
  const units = list.reduce((sum, l) => sum + (l.schedule ? 0 : l.quantity), 0);
  const parts = [scheduleLines < list.length ? tn('cart.view.units', units) : null, scheduleLines ? tn('cart.view.scheduleLines', scheduleLines) : null].filter(
    Boolean,
  );
  return tn('cart.view.articles', list.length, { units: parts.join(', ') });
}

/** `n` with exactly `decimals` decimals, as the site writes a number (« 533,0 »). */
function fixed(n: number, decimals: number): string {
  const written = formatDecimal(n, { decimals });
  const fraction = written.split(',')[1] ?? '';
  return `${written}${fraction ? '' : ','}${'0'.repeat(decimals - fraction.length)}`;
}

/** A mass in the cart's precision, the unit placed by the caller's message when `symbol` is null. */
export const cartKilograms = (kg: number, { symbol = true } = {}) => `${fixed(kg, 1)}${symbol ? ' kg' : ''}`;
export const cartTonnes = (kg: number) => `${fixed(kg / 1000, 2)} t`;

/** The mass of the lines whose mass is known (kg, to the gram), and how many lines have none. */
export function cartMass(list: readonly Pick<CartLine, 'mass_kg'>[]): { kg: number; unknown: number } {
  const known = list.filter((l) => l.mass_kg !== null);
  const grams = known.reduce((sum, l) => sum + Math.round(l.mass_kg! * 1000), 0);
  return { kg: grams / 1000, unknown: list.length - known.length };
}

/** « Masse totale : 2 315,4 kg (2,32 t), hors 1 article sans masse connue »; null when no line's mass is known. */
export function cartMassText(list: readonly Pick<CartLine, 'mass_kg'>[]): string | null {
  const { kg, unknown } = cartMass(list);
  if (unknown === list.length) return null;
  const values = { kg: cartKilograms(kg), t: cartTonnes(kg) };
  return unknown ? tn('cart.mass.totalWithout', unknown, values) : t('cart.mass.total', values);
}
