import { FIRST_YEAR, LAST_YEAR, holidayOn, type Territory } from './holidays';

/**
 * Working days for delivery dates. Dates are YYYY-MM-DD calendar dates in
 * the territory: the caller gives the territory's local date (the order
 * placed at 21:00 in Cayenne is already the next day in Paris), and nothing
 * here reads a clock or a time zone. A working day is Monday to Friday and
 * not a public holiday of the territory (see holidays.ts).
 */

const DAY = 86_400_000;

/** « en Martinique »: all three names take « en ». */
export const TERRITORY_NAMES: Record<Territory, string> = { mtq: 'Martinique', gpe: 'Guadeloupe', guf: 'Guyane' };

/** Whether a string is an existing YYYY-MM-DD date within the years the holidays are known for (no 2026-02-30). */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const year = Number(date.slice(0, 4));
  // Date.UTC rolls 30 February over into March (and month 00 back a year): the date exists only if it comes back unchanged.
  return year >= FIRST_YEAR && year <= LAST_YEAR && toDate(toDays(date)) === date;
}

const toDays = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY;
const toDate = (days: number) => new Date(days * DAY).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday. */
const weekday = (date: string) => new Date(toDays(date) * DAY).getUTCDay();

function assertDate(date: string): void {
  if (!isValidDate(date)) throw new RangeError(`Date invalide : ${date}`);
}

// No summer time in the Antilles or in Guyane: the offsets hold all the year.
const UTC_OFFSET_HOURS: Record<Territory, number> = { mtq: -4, gpe: -4, guf: -3 };

/** The territory's own calendar date at `nowMs`: the date an order placed then is dated from. */
export const localDate = (nowMs: number, territory: Territory) => new Date(nowMs + UTC_OFFSET_HOURS[territory] * 3_600_000).toISOString().slice(0, 10);

/** "12/06/2026", as the buyer reads a date. */
export const formatDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export function isWorkingDay(date: string, territory: Territory): boolean {
  assertDate(date);
  const d = weekday(date);
  return d !== 0 && d !== 6 && holidayOn(date, territory) === null;
}

/**
 * The n-th working day after `date`, `date` itself never counted (an order
 * placed on Friday with n = 1 gives Monday, as one placed on Saturday does).
 * n = 0 gives `date` when it is a working day, else the next working day.
 * A RangeError past 2100, where the holidays are not known.
 */
export function addWorkingDays(date: string, n: number, territory: Territory): string {
  assertDate(date);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Nombre de jours ouvrés invalide : ${n}`);
  if (n === 0 && isWorkingDay(date, territory)) return date;
  let day = toDays(date);
  let left = Math.max(n, 1);
  while (left > 0) {
    day += 1;
    if (isWorkingDay(toDate(day), territory)) left -= 1;
  }
  return toDate(day);
}

/**
 * The first date a delivery may be asked for: the delay counted in working
 * days after the order date, and, for an order with a made-to-order product,
 * after its making (`makingWorkingDays`, the longest of the order's).
 * Making comes first and the carriage after, never both at once: a carrier's
 * delay is the time from goods ready at the factory to the site, and a
 * product made to order is ready only on its last day of making.
 */
export function earliestDelivery(orderDate: string, delayWorkingDays: number, territory: Territory, makingWorkingDays = 0): string {
  // without making the delay runs from the order date itself (a weekend order counts from Monday as from Friday)
  const ready = makingWorkingDays > 0 ? addWorkingDays(orderDate, makingWorkingDays, territory) : orderDate;
  return addWorkingDays(ready, delayWorkingDays, territory);
}

/** The made-to-order product that takes longest to make, and its working days of making. */
export interface Making {
  product: string;
  days: number;
}

const workingDays = (n: number) => (n > 1 ? `${n} jours ouvrés` : `${n} jour ouvré`);

/** The same day `months` later, or the month's last day when it has none (31 August + 6 months: 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDate(Date.UTC(year, month, Math.min(Number(date.slice(8, 10)), lastDay)) / DAY);
}

/** How far ahead a delivery may be asked for: plans change, and prices and stock are not held longer. */
export const MAX_MONTHS_AHEAD = 6;

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/**
 * Null when the buyer may ask for delivery on `requested` (a YYYY-MM-DD
 * string from the form, checked here), else what to change, in French.
 * `orderDate`, the delay and the making come from the shop and must be valid.
 */
export function checkRequestedDate(
  requested: string,
  orderDate: string,
  delayWorkingDays: number,
  territory: Territory,
  making: Making | null = null,
): string | null {
  const earliest = earliestDelivery(orderDate, delayWorkingDays, territory, making?.days ?? 0);
  const where = `en ${TERRITORY_NAMES[territory]}`;
  if (!isValidDate(requested)) return 'La date demandée n’existe pas : choisissez un jour dans le calendrier.';
  if (requested < earliest) {
    const before = `La livraison ne peut pas être demandée avant le ${formatDate(earliest)}`;
    if (making && making.days > 0) {
      return `${before} : la fabrication sur commande de « ${making.product} » prend ${workingDays(making.days)}, puis le délai de livraison est de ${workingDays(delayWorkingDays)} ${where}.`;
    }
    return `${before} : le délai est de ${workingDays(delayWorkingDays)} ${where}.`;
  }
  const latest = addMonths(orderDate, MAX_MONTHS_AHEAD);
  if (requested > latest) {
    return `La livraison ne peut pas être demandée après le ${formatDate(latest)} : choisissez une date dans les ${MAX_MONTHS_AHEAD} mois qui suivent la commande.`;
  }
  const holiday = holidayOn(requested, territory);
  if (holiday) return `Le ${formatDate(requested)} est férié ${where} (${holiday}) : choisissez un autre jour.`;
  if (!isWorkingDay(requested, territory)) {
    return `Le ${formatDate(requested)} est un ${WEEKDAYS[weekday(requested)]} : choisissez un jour ouvré, du lundi au vendredi.`;
  }
  return null;
}
