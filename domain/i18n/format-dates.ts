/*
 * Dates as the French site shows them, apart from prices (format.ts): the
 * catalogue's templates show prices only, and a module's exports come as
 * one to every page that imports any of them.
 */
import { localDay, TIME_ZONES, type TimeZone } from '../calendar/time-zones';

/**
 * dd/mm/yyyy with the right month (the old site showed month - 1). A bare
 * date is taken as that calendar day; a date-time is read in `timeZone`:
 * a document's own (an order, an invoice, a quotation give theirs, so that
 * an order of 00:30 in Cayenne reads that day), the shop's for the rest.
 */
export function formatDate(iso: string, timeZone: TimeZone = TIME_ZONES.mtq): string {
  const day = localDay(iso, timeZone);
  return day && `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

const clocks = new Map<TimeZone, Intl.DateTimeFormat>();

/**
 * « 14 h 35 », « 0 h 05 »: a date-time's hour on the clock of `timeZone`, as
 * French writes an hour; no-break spaces so that a line never ends between
 * the hour and its minutes. For what ends at an hour (a payment's
 * reservation, an invitation's link), which a day alone would overstate.
 */
export function formatHour(at: string | number, timeZone: TimeZone): string {
  let f = clocks.get(timeZone);
  if (!f) clocks.set(timeZone, (f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })));
  const parts = f.formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(get('hour'))}\u00a0h\u00a0${get('minute')}`;
}

const dayFormats: Partial<Record<'plain' | 'weekday', Intl.DateTimeFormat>> = {};

/**
 * A calendar day (YYYY-MM-DD) in words, « 12 décembre 2026 », « 1er janvier
 * 2027 » or, with its weekday, « samedi 12 décembre 2026 »: a day the buyer acts by (a
 * quotation's last valid day, the first delivery day). Read as that day in
 * UTC, so that no time zone moves it to the day before; not a day: as given.
 */
export function formatDay(day: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(day) || Number.isNaN(d.getTime())) return day;
  const key = weekday ? 'weekday' : 'plain';
  dayFormats[key] ??= new Intl.DateTimeFormat('fr-FR', {
    ...(weekday && { weekday: 'long' }),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // French writes the first of the month as an ordinal, « 1er janvier », every other day as a number
  return dayFormats[key]
    .formatToParts(d)
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}
