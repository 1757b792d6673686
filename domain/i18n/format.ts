// No Intl.NumberFormat for money: the first one a page builds loads the
// locale's ICU data, about 15 ms of main thread on a phone (60 ms under
// Lighthouse's 4x slowdown), and it happened inside hydration since every
// price formats its amount. Whole cents need only integer arithmetic; the
// output is Intl's for fr-FR (U+202F between thousands, a comma before the
// cents, hyphen-minus before a negative amount), checked in format.test.ts.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Prices as the French site shows them (dates: format-dates.ts, apart so
 * that the catalogue's pages do not carry them). Money is integer cents,
 * excluding tax: "15 €", "15,45 €", "1 420 €"; 2 decimals only when fractional,
 * or always with `alwaysCents` ("15,00 €"), as documents, mails and transfer
 * instructions write an amount.
 */
export function formatPrice(cents: number, { symbol = '€', alwaysCents = false }: { symbol?: string | null; alwaysCents?: boolean } = {}): string {
  const n = Number.isSafeInteger(cents) ? formatCents(cents, alwaysCents) : formatWithIntl(cents, alwaysCents);
  return symbol ? `${n}\u00a0${symbol}` : n;
}

function formatCents(cents: number, alwaysCents: boolean): string {
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(THOUSANDS, '\u202f');
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}${euros}${rest || alwaysCents ? `,${String(rest).padStart(2, '0')}` : ''}`;
}

/** Not whole cents (should not happen: the API's money is integer cents): Intl rounds. */
function formatWithIntl(cents: number, alwaysCents: boolean): string {
  const fractional = alwaysCents || cents % 100 !== 0;
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: fractional ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * A decimal as the French site writes it (Intl's fr-FR output, without
 * loading its data): "4,28", "12", "1 234,5". At most `decimals` decimals,
 * trailing zeros dropped; `grouping: false` for a value put back in a field,
 * where the thousands separator would not parse.
 */
export function formatDecimal(n: number, { decimals = 2, grouping = true }: { decimals?: number; grouping?: boolean } = {}): string {
  const fixed = roundedHalfUp(Math.abs(n), decimals).toFixed(decimals);
  const [whole, fraction = ''] = fixed.split('.');
  const digits = fraction.replace(/0+$/, '');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouping ? whole!.replace(THOUSANDS, '\u202f') : whole}${digits ? `,${digits}` : ''}`;
}

/**
 * `n` (not negative) rounded to `decimals` as it is written, a half up, as Intl does: toFixed rounds the binary value,
 * and 1,95 (1,94999…) came out 1,9. Shifting the written figure's point (« 1.95e1 ») is exact.
 */
function roundedHalfUp(n: number, decimals: number): number {
  const written = String(n);
  if (written.includes('e')) return n;
  return Number(`${Math.round(Number(`${written}e${decimals}`))}e-${decimals}`);
}

/** A rate in percent as French writes it, its sign kept to the figure: "8,5 %", "5 %". */
export const formatPercent = (rate: number) => `${formatDecimal(rate)}\u00a0%`;

/**
 * A mass kept in grams, written to the gram as the bar schedules and the
 * documents write it: "1 234,5 kg", "78,178 kg", "0,078 t"; `symbol: null`
 * for a message that places the unit itself.
 */
export const formatKilograms = (grams: number, { symbol = 'kg' }: { symbol?: string | null } = {}) =>
  withSymbol(formatDecimal(grams / 1e3, { decimals: 3 }), symbol);
export const formatTonnes = (grams: number, { symbol = 't' }: { symbol?: string | null } = {}) =>
  withSymbol(formatDecimal(grams / 1e6, { decimals: 3 }), symbol);

const withSymbol = (n: string, symbol: string | null) => (symbol ? `${n} ${symbol}` : n);

/**
 * A SIRET as INSEE writes it, « 841 257 369 00014 » (the SIREN in threes, then
 * the establishment's five digits), no-break spaces so that it never breaks
 * across lines; anything but 14 digits as given.
 */
export const formatSiret = (siret: string) =>
  /^\d{14}$/.test(siret) ? `${siret.slice(0, 3)}\u00a0${siret.slice(3, 6)}\u00a0${siret.slice(6, 9)}\u00a0${siret.slice(9)}` : siret;
