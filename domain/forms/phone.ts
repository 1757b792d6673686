/**
 * Phone numbers, without zod: display code (addresses, orders) takes these
 * without loading the form schemas of rules.ts, which use them too.
 */

/**
 * The country codes of France's numbering plan (ARCEP's plan de numérotation,
 * ITU-T E.164 assignments): metropolitan France
 * (+33) and the overseas departments, whose numbers are dialled from abroad
 * with their own code: Guadeloupe, Saint-Martin and Saint-Barthélemy (+590),
 * Guyane (+594), Martinique (+596), La Réunion and Mayotte (+262). +269 is
 * Mayotte's code until 2007 (now the Comoros' alone), still found on old
 * Mayotte numbers; a Comorian number has 7 digits, so 9 after +269 can only
 * be a Mayotte number written the old way.
 * Each is followed by the 9-digit national number without its trunk 0.
 */
export const PHONE_PREFIXES = ['33', '262', '269', '590', '594', '596'] as const;

/** A normalized phone: 0 and 9 digits (national), or + a prefix and the 9 digits after the 0 (international). */
export const PHONE_RE = new RegExp(`^(?:0[1-9]\\d{8}|\\+(?:${PHONE_PREFIXES.join('|')})[1-9]\\d{8})$`);

/**
 * A phone as stored: spaces, dots, hyphens and brackets gone, 00 written +
 * (one form for one number), and the trunk 0 that many write in brackets
 * after the prefix ("+596 (0)696 12 34 56", a habit ITU-T E.123 advises
 * against) dropped, since it is not dialled from abroad.
 */
export function normalizePhone(v: string): string {
  return v
    .replace(/[\s.-]/g, '')
    .replace(/^((?:\+|00)\d{1,3})\(0\)/, '$1')
    .replace(/[()]/g, '')
    .replace(/^00/, '+');
}

export const isPhone = (v: string) => PHONE_RE.test(normalizePhone(v));

const pairs = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1 ');

/**
 * Display a phone as the French group it: "0596501234" becomes
 * "05 96 50 12 34"; an international number keeps its prefix, then the
 * national number without 0: one digit then pairs after +33 ("+33 6 96 12 34
 * 56"), three then pairs after an overseas code ("+596 696 12 34 56"), as
 * the overseas numbers start with the code of their territory (0596, 0696).
 * Also used while a number is typed: a prefix not yet complete, or unknown,
 * is left as typed rather than grouped as if it were a national number.
 */
export function formatPhone(v: string): string {
  const typed = v.trim();
  const compact = normalizePhone(typed);
  if (compact.startsWith('+')) {
    const digits = compact.slice(1);
    const prefix = PHONE_PREFIXES.find((p) => digits.startsWith(p));
    const national = prefix ? digits.slice(prefix.length) : '';
    // a trunk 0 kept without brackets, a 10th digit, a letter: not a number to group
    if (!prefix || /\D/.test(digits) || national.startsWith('0') || national.length > 9) return typed;
    const head = prefix === '33' ? 1 : 3;
    return [`+${prefix}`, national.slice(0, head), pairs(national.slice(head))].filter(Boolean).join(' ');
  }
  return pairs(v.replace(/\D/g, '').slice(0, 10));
}
