import type { Cart } from '@trefima/domain/contract';
import { localDate } from '@trefima/domain/calendar/working-days';
import type { Territory } from '@trefima/domain/calendar/holidays';
import { CUT_SHEET_UNIT, unitPlural } from '@trefima/domain/i18n/units';

/**
 * A cart as the CSV French Excel opens as it is (UTF-8 with its BOM,
 * semicolons, decimal commas, CRLF) and the quick order reads back: the
 * quantity is in the unit of sale the `unité` column names, and the length
 * of a sheet cut to length has its own column. A sheet's line counts sheets,
 * each of that length: its unit is « tôles », not its price's 'ml', which
 * the quick order reads as metres.
 */

export const CART_CSV_HEADER = ['référence', 'quantité', 'unité', 'désignation', 'prix unitaire HT', 'total HT', 'longueur (m)'];

const decimal = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');
const euros = (cents: number) => decimal(cents / 100, 2);

/** A cell quoted when it must be; a text that a spreadsheet would run as a formula is made plain text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function cartCsv(cart: Cart): string {
  const rows = cart.list.map((l) => {
    // a bar schedule's steel goes as one lot; it is ordered again by duplicating the schedule, not by reference
    const what = l.schedule ? `${l.name} – nomenclature ${l.schedule.number} rév. ${l.schedule.revision}` : l.name;
    return [
      l.reference,
      String(l.quantity),
      l.schedule ? 'lot' : l.unit === 'ml' ? unitPlural(CUT_SHEET_UNIT, l.quantity) : l.unit,
      what,
      euros(l.unit_price_ht),
      euros(l.total_ht),
      l.length === null ? '' : decimal(l.length, 3).replace(/,?0+$/, ''),
    ];
  });
  return `\uFEFF${[CART_CSV_HEADER, ...rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** panier-2026-11-26.csv */
/** Named after the buyer's own day: late in the evening in the Antilles, UTC is already tomorrow. */
export const cartCsvName = (now: number, territory: Territory) => `panier-${localDate(now, territory)}.csv`;
