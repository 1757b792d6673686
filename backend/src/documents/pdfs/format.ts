import type { Amount, DocumentLine } from '@trefima/domain/contract';
import { deliveryPriceText } from '@trefima/domain/quotations/delivery-price';
import { formatDecimal, formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, withUnit } from '@trefima/domain/i18n/units';
import { localDay, type TimeZone } from '@trefima/domain/calendar/time-zones';
import { formatDay } from '@trefima/domain/i18n/format-dates';

/** Money and dates as a French document writes them: "1 234,50 €", "26 novembre 2026". */
export const money = (cents: number) => formatPrice(cents, { alwaysCents: true });

/**
 * « 2 décembre 2026 », « 1er décembre 2026 », as the site writes a day
 * (formatDay): a bare date is that calendar day; a date-time is the day it
 * falls on in the document's time zone (its `time_zone`, which the site
 * reads it in too: domain/calendar/time-zones.ts). As given when it is no date.
 */
export function longDate(iso: string, timeZone: TimeZone): string {
  const day = localDay(iso, timeZone);
  return day ? formatDay(day) : iso;
}

/**
 * "12 barres", or "4 tôles" then their length for sheets cut to length
 * (priced per metre, counted in sheets): on two lines in a document's
 * narrow column, on one in a mail.
 */
export function quantityText(l: Pick<DocumentLine, 'quantity' | 'unit' | 'length'>, beforeLength = '\n'): string {
  if (l.length === null) return withUnit(l.quantity, l.unit);
  return `${withUnit(l.quantity, CUT_SHEET_UNIT)}${beforeLength}de ${formatDecimal(l.length)} m`;
}

/**
 * A schedule line is named by the schedule it was priced from, as the
 * workshop files it; a line the sales office added to a quotation says so.
 */
export function designation(l: DocumentLine): string {
  const name = l.schedule ? `${l.name}\nNomenclature N° ${l.schedule.number} / rév. ${l.schedule.revision}` : l.name;
  return l.added_by_office ? `${name}\n${t('documents.lines.addedByOffice')}` : name;
}

/** A quotation's delivery terms and their price, one under the other. */
export const deliveryTermsText = (q: { delivery_terms: string | null; delivery_ht: number | null; amount: Amount }) =>
  [q.delivery_terms, deliveryPriceText(q.delivery_ht, q.amount)].filter(Boolean).join('\n') || null;
