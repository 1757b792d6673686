import { t } from '../i18n/t';
import type { TimeZone } from '../calendar/time-zones';
import { formatHour } from '../i18n/format-dates';

/**
 * How long an order waiting for its card payment keeps its stock: long
 * enough for a 3-D Secure challenge and a second card, short enough that
 * an abandoned payment does not hold steel others would buy. Configurable
 * (the API's config); 30 minutes unless it says otherwise.
 */
export const DEFAULT_RESERVATION_MINUTES = 30;
const MINUTE = 60_000;

/**
 * The instant (ms since the epoch) the reservation of a payment started at
 * `startedAtMs` ends. Instants in ms are the same everywhere: only the words
 * of formatDeadline know a time zone. A reservation of no time, or of a part
 * of a minute, is a configuration error, not a deadline.
 */
export function reservationDeadline(startedAtMs: number, minutes = DEFAULT_RESERVATION_MINUTES): number {
  if (!Number.isSafeInteger(minutes) || minutes <= 0) throw new RangeError(`La réservation dure un nombre entier de minutes, au moins 1 (reçu : ${minutes}).`);
  return startedAtMs + minutes * MINUTE;
}

/** Whether the reservation is over at `nowMs`: at its deadline it is (« jusqu’à 14 h 35 » holds until then, not during 14 h 35). */
export const reservationPassed = (deadlineMs: number, nowMs: number) => nowMs >= deadlineMs;

/** What is left of it, in ms, never below 0: what a page waiting for the bank counts down from. */
export const reservationLeftMs = (deadlineMs: number, nowMs: number) => Math.max(0, deadlineMs - nowMs);

/** « 14 h 35 »: the deadline on the clock of the order's territory (its `time_zone`). */
export const formatDeadline = (deadlineMs: number, timeZone: TimeZone): string => formatHour(deadlineMs, timeZone);

/** « Réservé jusqu’à 14 h 35 »: the confirmation page's and the mail's line while the payment waits. */
export const reservedUntilText = (deadlineMs: number, timeZone: TimeZone) => t('payment.reservedUntil', { time: formatDeadline(deadlineMs, timeZone) });

const CLOCKS: Record<TimeZone, string> = {
  'America/Martinique': t('payment.follow.zone.mtq'),
  'America/Guadeloupe': t('payment.follow.zone.gpe'),
  'America/Cayenne': t('payment.follow.zone.guf'),
};

/** « heure de la Martinique »: whose clock a deadline is on, for a buyer away from his territory (ordering from Paris). */
export const clockName = (timeZone: TimeZone) => CLOCKS[timeZone];
