/*
 * Dates as the French site shows them, apart from prices (format.ts): the
 * catalogue's templates show prices only, and a module's exports come as
 * one to every page that imports any of them.
 */
let antillesDate: Intl.DateTimeFormat | undefined;

/**
 * dd/mm/yyyy with the right month (the old site showed month - 1). A bare
 * date is taken as that calendar day; a date-time is read in the Antilles'
 * time zone, where the shop is.
 */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // Built once: a list of orders formats many dates, and each formatter costs far more than a format.
  antillesDate ??= new Intl.DateTimeFormat('fr-FR', { timeZone: 'America/Martinique', day: '2-digit', month: '2-digit', year: 'numeric' });
  const parts = antillesDate.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

const dayFormats: Partial<Record<'plain' | 'weekday', Intl.DateTimeFormat>> = {};

/**
 * A calendar day (YYYY-MM-DD) in words, « 12 décembre 2026 » or, with its
 * weekday, « samedi 12 décembre 2026 »: a day the buyer acts by (a
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
  return dayFormats[key].format(d);
}
