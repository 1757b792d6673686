import { formatDecimal } from '../i18n/format';
import { t, tn } from '../i18n/t';

/*
 * Masses as the buyer reads them in the cart, on the recap, the order's page
 * and the PDFs, to one precision: kilograms to the tenth, tonnes to the
 * hundredth (« 1 234,5 kg », « 1,23 t »), so that a contractor checking his
 * truck finds the same figure on every paper.
 */

interface Weighed {
  /** null when the line's mass is not known (a service, a flat fee) */
  mass_kg: number | null;
}

/** `n` with exactly `decimals` decimals, as the site writes a number (« 533,0 »). */
function fixed(n: number, decimals: number): string {
  const written = formatDecimal(n, { decimals });
  const fraction = written.split(',')[1] ?? '';
  return `${written}${fraction ? '' : ','}${'0'.repeat(decimals - fraction.length)}`;
}

/** A mass in this precision, the unit placed by the caller's message when `symbol` is null. */
export const massKilograms = (kg: number, { symbol = true } = {}) => `${fixed(kg, 1)}${symbol ? ' kg' : ''}`;
export const massTonnes = (kg: number) => `${fixed(kg / 1000, 2)} t`;

/** The mass of the lines whose mass is known (kg, to the gram), and how many lines have none. */
export function totalMass(list: readonly Weighed[]): { kg: number; unknown: number } {
  const known = list.filter((l) => l.mass_kg !== null);
  const grams = known.reduce((sum, l) => sum + Math.round(l.mass_kg! * 1000), 0);
  return { kg: grams / 1000, unknown: list.length - known.length };
}

/** « Masse totale : 2 315,4 kg (2,32 t), hors 1 article sans masse connue »; null when no line's mass is known. */
export function totalMassText(list: readonly Weighed[]): string | null {
  const { kg, unknown } = totalMass(list);
  if (unknown === list.length) return null;
  const values = { kg: massKilograms(kg), t: massTonnes(kg) };
  return unknown ? tn('cart.mass.totalWithout', unknown, values) : t('cart.mass.total', values);
}
