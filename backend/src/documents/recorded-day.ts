import { isValidDate } from '@trefima/domain/calendar/working-days';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import { longDate } from './pdfs/format';

/** How a recorded day's problems are said: the fact recorded, and why it cannot come before its document. */
export interface DayWords {
  /** « La date de règlement », « La date du remboursement » */
  what: string;
  /** the sentence for a day before the document was issued, given that day said in full */
  before: (issuedOn: string) => string;
}

/**
 * What is wrong with a day the office says something was done on (an invoice paid, a credit note refunded), or null:
 * a real AAAA-MM-JJ day, not before its document was issued, not to come. Both bounds are days of the territory's own
 * calendar, never UTC's: an evening in Guyane is already tomorrow in UTC.
 */
export function recordedDayProblem(day: string, { issuedOn, today, zone }: { issuedOn: string; today: string; zone: TimeZone }, words: DayWords) {
  if (!isValidDate(day)) return `${words.what} est une date AAAA-MM-JJ qui existe, par exemple 2026-12-01.`;
  if (day < issuedOn) return words.before(longDate(issuedOn, zone));
  if (day > today) return `${words.what} ne peut pas être à venir : nous sommes le ${longDate(today, zone)}.`;
  return null;
}
