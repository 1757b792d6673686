import type { Territory } from '@trefima/domain/calendar/holidays';
import type { Db } from '../db';
import { documentNumber } from '../shared/text';

/** The documents numbered in series: invoices (FAC) and credit notes (AV). */
export type SeriesKind = 'FAC' | 'AV';

/** « FAC-MTQ-2026-000007 »: the kind, the territory, the year of its day, the number in that series (six digits, more past a million). */
export const seriesNumber = (kind: SeriesKind, territory: Territory, year: number, n: number) => documentNumber(`${kind}-${territory.toUpperCase()}`, year, n);

/**
 * The next number of a series: one per kind, territory and year (CGI art.
 * 242 nonies A: a chronological, continuous sequence, in distinct series
 * where the business justifies them). A territory's documents are dated on
 * its own calendar, Guyane's an hour ahead of the Antilles': in one series
 * for all, a number could follow another of a later day. Called inside the
 * transaction that writes the document: rolled back, it gives its number
 * back, and the series has no gap.
 */
export function nextInSeries(db: Db, kind: SeriesKind, territory: Territory, year: number): string {
  const n = db
    .prepare(
      'INSERT INTO document_series (kind, territory, year, last) VALUES (?, ?, ?, 1) ON CONFLICT (kind, territory, year) DO UPDATE SET last = last + 1 RETURNING last',
    )
    .pluck()
    .get(kind, territory, year) as number;
  return seriesNumber(kind, territory, year, n);
}
