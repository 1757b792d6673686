/**
 * The legal public holidays (jours fériés) of the three territories the shop
 * delivers to, so that a delivery delay counted in working days skips them.
 *
 * Only days the law makes jours fériés are here:
 * - the eleven national ones of the Code du travail, art. L3133-1;
 * - the commemoration of the abolition of slavery, loi n° 83-550 du 30 juin
 *   1983, dates set by décret n° 83-1003 du 23 novembre 1983 and written
 *   into the Code du travail, art. L3422-2 (loi n° 2016-1088, art. 8):
 *   22 mai in Martinique, 27 mai in Guadeloupe, 10 juin in Guyane.
 *
 * Left out on purpose, because no law makes them jours fériés there, though
 * many businesses close (usages, or some local collective agreements such
 * as the commerce agreement of Martinique or a Guyane avenant of 28 mai 2014
 * calling them « jours chômés locaux »): Vendredi saint, mardi gras,
 * mercredi des Cendres, mi-carême, 2 novembre (Défunts). The 21 juillet
 * (Victor Schœlcher) was set for Guadeloupe alone by an arrêté du gouverneur
 * of 8 juin 1914; the Government answered (question écrite n° 61289, AN,
 * 9e législature) that loi n° 83-550 made it caduc, replaced by the 27 mai.
 * Whether a carrier works those days is a business rule, not this module's.
 */

export type Territory = 'mtq' | 'gpe' | 'guf';

export type Holiday = { date: string; name: string };

/** The years the rules above are known to hold for (the 8 mai and the abolition day date from 1981 and 1983). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const ABOLITION: Record<Territory, string> = { mtq: '05-22', gpe: '05-27', guf: '06-10' };

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm
 * (Meeus, Astronomical Algorithms, ch. 8; valid for every Gregorian year).
 * Returned as [month, day].
 */
export function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return [Math.floor(n / 31), (n % 31) + 1];
}

/** The date `days` after Easter Sunday, as YYYY-MM-DD (UTC only as a calendar, no clock). */
function afterEaster(year: number, days: number): string {
  const [month, day] = easter(year);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Names are written as in running French text (« férié en Martinique (lundi
 * de Pâques) »): lower case but for proper names; capitalise for a label.
 */
function compute(year: number, territory: Territory): Holiday[] {
  const on = (monthDay: string, name: string) => ({ date: `${year}-${monthDay}`, name });
  const list = [
    on('01-01', 'jour de l’an'),
    { date: afterEaster(year, 1), name: 'lundi de Pâques' },
    on('05-01', 'fête du Travail'),
    on('05-08', 'victoire de 1945'),
    { date: afterEaster(year, 39), name: 'Ascension' },
    { date: afterEaster(year, 50), name: 'lundi de Pentecôte' },
    on('07-14', 'fête nationale'),
    on('08-15', 'Assomption'),
    on('11-01', 'Toussaint'),
    on('11-11', 'armistice de 1918'),
    on('12-25', 'Noël'),
    on(ABOLITION[territory], 'abolition de l’esclavage'),
  ];
  // Ascension can fall on 1 or 8 mai, Pentecôte on the abolition day (Guyane, 2019): one day, both names.
  const byDate = new Map<string, string>();
  for (const h of list) byDate.set(h.date, byDate.has(h.date) ? `${byDate.get(h.date)} et ${h.name}` : h.name);
  return [...byDate].map(([date, name]) => ({ date, name })).sort((x, y) => (x.date < y.date ? -1 : 1));
}

// A delay is counted day by day, each asking holidayOn: compute a year once per territory.
const cache = new Map<string, Holiday[]>();

function cached(year: number, territory: Territory): Holiday[] {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Jours fériés connus de ${FIRST_YEAR} à ${LAST_YEAR} seulement : ${year}`);
  }
  const key = `${territory}${year}`;
  const known = cache.get(key);
  if (known) return known;
  const computed = compute(year, territory);
  cache.set(key, computed);
  return computed;
}

/** The year's public holidays in the territory, one entry per date, sorted by date; a RangeError outside 2000–2100. */
export function holidaysOf(year: number, territory: Territory): Holiday[] {
  return cached(year, territory).map((h) => ({ ...h }));
}

/** The name of the holiday on a YYYY-MM-DD date in the territory, or null on an ordinary day. */
export function holidayOn(date: string, territory: Territory): string | null {
  return cached(Number(date.slice(0, 4)), territory).find((h) => h.date === date)?.name ?? null;
}
