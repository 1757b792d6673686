import type { Territory } from './holidays';

/**
 * Each territory's time zone, in which its buyers read a document's dates
 * (an order of 00:30 in Cayenne is of that day, while it is still the day
 * before in the Antilles). Small and apart from the holidays: the site's
 * date formatting loads it on many pages' first load.
 */
export const TIME_ZONES = { mtq: 'America/Martinique', gpe: 'America/Guadeloupe', guf: 'America/Cayenne' } as const satisfies Record<Territory, string>;
export type TimeZone = (typeof TIME_ZONES)[Territory];

/** A sales plan's zone by its target (`trefima_guf`); the shop's own for one it does not know. */
export const timeZoneOf = (target: string | undefined): TimeZone => TIME_ZONES[target?.replace(/^trefima_/, '') as Territory] ?? TIME_ZONES.mtq;

const dayFormats = new Map<TimeZone, Intl.DateTimeFormat>();

/**
 * The day (YYYY-MM-DD) a date-time falls on in `timeZone`; a bare day is
 * that day already; '' for what is no date. The site's dates and the
 * documents' PDFs and mails are read through it.
 */
export function localDay(iso: string, timeZone: TimeZone): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // one formatter a zone: a list formats many dates, and a formatter costs far more than a format
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = f.formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
