// Making a NumberFormat costs far more than using one: a listing formats dozens of prices, a build hundreds of thousands.
const whole = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const withCents = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Prices and dates as the French site shows them. Money is integer cents,
 * excluding tax: "15 €", "15,45 €", "1 420 €"; 2 decimals only when fractional.
 */
export function formatPrice(cents: number, { symbol = '€' }: { symbol?: string | null } = {}): string {
  const n = (cents % 100 !== 0 ? withCents : whole).format(cents / 100);
  return symbol ? `${n}\u00a0${symbol}` : n;
}

/**
 * dd/mm/yyyy with the right month (the old site showed month - 1). A bare
 * date is taken as that calendar day; a date-time is read in the Antilles'
 * time zone, where the shop is.
 */
const antilles = new Intl.DateTimeFormat('fr-FR', { timeZone: 'America/Martinique', day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = antilles.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}
