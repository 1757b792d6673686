let format: Intl.DateTimeFormat | undefined;

/**
 * « 12 décembre 2026 »: a quotation's last valid day, a date the buyer acts
 * by, written out. YYYY-MM-DD is a calendar day, not an instant: read in UTC,
 * so that no time zone moves it to the day before.
 */
export function longDate(day: string): string {
  format ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : format.format(d);
}
