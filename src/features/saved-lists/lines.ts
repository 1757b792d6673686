import type { CartLine } from '@trefima/domain/cart/contract';
import type { SavedListLine, SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { t, tn } from '@trefima/domain/i18n/t';

/** A price the buyer saw on the list that the cart now gives otherwise, both in cents HT. */
export interface MovedPrice {
  reference: string;
  name: string;
  was: number;
  now: number;
}

const sameLine = (a: { element_id: number; length: number | null }, b: { element_id: number; length: number | null }) =>
  a.element_id === b.element_id && (a.length ?? null) === (b.length ?? null);

/**
 * The unit prices that moved between the list as shown and the cart the API
 * answered. A list keeps no price (it is priced when read), so the only
 * change a buyer can be told of is against what he was looking at; a list
 * whose lines were not shown has none.
 */
export function movedPrices(shown: readonly SavedListLine[] | undefined, cart: readonly CartLine[]): MovedPrice[] {
  if (!shown) return [];
  return shown.flatMap((l) => {
    const now = l.unit_price_ht === null ? undefined : cart.find((c) => c.schedule === null && sameLine(c, l))?.unit_price_ht;
    return now === undefined || now === l.unit_price_ht ? [] : [{ reference: l.reference, name: l.name, was: l.unit_price_ht!, now }];
  });
}

/** The site filter's values: every list, the lists on no site, or one site's (its id). */
export type SiteFilter = 'all' | 'none' | number;

export const parseSiteFilter = (value: string): SiteFilter => (value === 'all' || value === 'none' ? value : Number(value));

export function filterBySite<T extends Pick<SavedListSummary, 'job_site'>>(lists: readonly T[], filter: SiteFilter): T[] {
  if (filter === 'all') return [...lists];
  if (filter === 'none') return lists.filter((l) => l.job_site === null);
  return lists.filter((l) => l.job_site?.job_site_id === filter);
}

/**
 * The API's refusals of a list's lines (`lines.3.quantity`) said against the
 * lines the buyer has: « HA12 – barre de 12 m : … » rather than an index.
 */
export function lineErrors(
  fields: Record<string, string>,
  lines: readonly { name: string }[] | undefined,
): { key: string; line: number; name: string | null; message: string }[] {
  return Object.entries(fields).flatMap(([key, message]) => {
    const m = /^lines\.(\d+)\./.exec(key);
    if (!m) return [];
    const at = Number(m[1]);
    return [{ key, line: at + 1, name: lines?.[at]?.name ?? null, message }];
  });
}

/** What a list holds, in words: « 3 produits », « 1 produit et 2 nomenclatures », « 1 nomenclature ». */
export function contentsOf(products: number, schedules: number): string {
  const items = tn('savedLists.card.lineCount', products);
  if (!schedules) return items;
  const steel = tn('savedLists.card.scheduleCount', schedules);
  return products ? t('savedLists.card.contents', { products: items, schedules: steel }) : steel;
}

/**
 * A sheet's cut length as the buyer types it in metres (« 4,5 » or « 4.5 », a half-typed « 4, » kept), and back:
 * null is a line with no length (not cut to length), '' a sheet's field left empty.
 */
export const lengthText = (metres: number | null): string | null => (metres === null ? null : String(metres).replace('.', ','));

/** The metres a length typed gives: nothing when empty, 0 (which the API refuses in French) when it does not read. */
export function metresOf(typed: string | null): number | null {
  if (typed === null || !typed.trim()) return null;
  // spaces (a pasted « 4 ») taken out, the decimal comma read
  const m = Number(typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return Number.isFinite(m) ? m : 0;
}
