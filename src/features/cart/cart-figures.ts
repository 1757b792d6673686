import type { CartLine } from '@trefima/domain/contract';
import { tn } from '@trefima/domain/i18n/t';

/*
 * What the cart page counts and weighs. A bar schedule's line is an article
 * (one lot of its mass), not units to add to the pieces. Its masses are
 * written by domain/units/mass-text.ts.
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
