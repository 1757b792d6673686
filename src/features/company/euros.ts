import { formatPrice } from '@trefima/domain/i18n/format';

/**
 * Euros as a person types them (« 1 500 », « 1500,50 €», « 12.5 ») into the
 * integer cents the API counts in, without going through a float that would
 * turn 0,29 € into 28 cents. Empty is null (no limit). What is no amount
 * comes back as typed, so that the domain's rule says why in French.
 */
export function centsOf(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const text = typed.replace(/[\s\u00a0\u202f€]/g, '');
  if (text === '') return null;
  const m = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return typed;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents as the field shows them again (« 1 500 », « 12,50 »); empty for none. */
export const eurosText = (cents: number | null) => (cents === null ? '' : formatPrice(cents, { symbol: null }));
