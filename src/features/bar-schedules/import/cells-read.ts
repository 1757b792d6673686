/**
 * What people type in a schedule cell, read: numbers the French way or the
 * English way, a diameter behind its symbol or its bar type, a shape code
 * Excel shortened. Each reader gives the value, or the French text saying
 * what to type (cell-messages.ts).
 */
import { formatDecimal } from '@trefima/domain/i18n/format';
import { CELL_MESSAGES } from './cell-messages';
import { SCHEDULE_LIMITS } from '@trefima/domain/bar-schedules/limits';

export type Read<T> = { value: T } | { error: string };

export const LIMITS = SCHEDULE_LIMITS;

// \s takes in the no-break and narrow no-break spaces that French software puts between thousands
const NUMBER = /^([-+\u2212]?)(\d{1,3}(?:\s\d{3})+|\d*)(?:[.,](\d+))?$/;
const UNIT = /\s*(mm|cm|m)$/i;
const EXPONENT: Record<string, number> = { mm: 0, cm: 1, m: 3 };
// ∅ (the empty set) is what many keyboards give for Ø
const BAR_TYPE = /^(?:HA|[ØøΦφϕ⌀∅HT])\s*/i;

type Decimal = { value: number } | { unreadable: true } | { thousands: number; decimal: number };

/** A decimal times 10^exponent, computed from its digits so that 1,15 m is exactly 1150 mm. */
function readDecimal(typed: string, exponent: number): Decimal {
  const m = NUMBER.exec(typed.trim().replace(/^'/, ''));
  if (!m) return { unreadable: true };
  const [, sign = '', whole = '', fraction] = m;
  const digits = whole.replace(/\s/g, '');
  if (digits === '' && fraction === undefined) return { unreadable: true };
  // + 0 turns -0 into 0
  const of = (s: string) => Number(`${sign === '' || sign === '+' ? '' : '-'}${s}e${exponent}`) + 0;
  // 1.250 or 1,250: a thousands separator (English, or old French) as much as a decimal one
  if (exponent === 0 && fraction?.length === 3 && /^[1-9]\d{0,2}$/.test(whole))
    return { thousands: of(digits + fraction), decimal: of(`${digits}.${fraction}`) };
  return { value: of(`${digits || '0'}.${fraction ?? '0'}`) };
}

function bounded(d: Decimal, typed: string, unreadable: () => string, max: number): Read<number> {
  if ('unreadable' in d) return { error: unreadable() };
  if ('thousands' in d) return { error: CELL_MESSAGES.ambiguous(typed.trim(), d.thousands, d.decimal) };
  return Math.abs(d.value) > max ? { error: CELL_MESSAGES.tooLarge(max) } : d;
}

/** Millimetres: 1250, 1 250, 12,5, 12.5, 1250 mm; 125 cm and 1,25 m are converted. */
export function readMillimetres(typed: string): Read<number> {
  const unit = UNIT.exec(typed.trim());
  const number = unit ? typed.trim().slice(0, unit.index) : typed;
  return bounded(readDecimal(number, unit ? EXPONENT[unit[1]!.toLowerCase()]! : 0), typed, CELL_MESSAGES.millimetres, LIMITS.amount);
}

/** The turns of a helix (code 77's C): a number, not always whole. */
export const readTurns = (typed: string): Read<number> => bounded(readDecimal(typed, 0), typed, CELL_MESSAGES.turns, LIMITS.amount);

/** A whole number of members or bars. */
export function readCount(typed: string): Read<number> {
  const read = bounded(readDecimal(typed, 0), typed, CELL_MESSAGES.count, LIMITS.amount);
  return 'value' in read && !Number.isInteger(read.value) ? { error: CELL_MESSAGES.count() } : read;
}

/**
 * 12, Ø12, 12 mm, and the "type and size" of schedules: HA12 (haute
 * adhérence), H12 (BS 8666's high yield), T12 (its former name). Those are
 * all B500 bars; a type naming a grade (B12, C12) is refused rather than read
 * without its grade.
 */
export function readDiameter(typed: string): Read<number> {
  const bare = typed
    .trim()
    .replace(BAR_TYPE, '')
    .replace(/\s*mm$/i, '');
  return bounded(readDecimal(bare, 0), typed, CELL_MESSAGES.diameter, LIMITS.diameterMm);
}

/** A "type and size" such as HA12 or H12, which a grade column sometimes holds. */
export const isTypeAndSize = (typed: string) => /^(?:HA|H|T)\s*\d+$/i.test(typed.trim());

/** Two digits: Excel writes 00 as 0, and a cell typed as text starts with '. */
export function readShapeCode(typed: string): Read<string> {
  const m = /^'?\s*(\d{1,2})$/.exec(typed.trim());
  return m ? { value: m[1]!.padStart(2, '0') } : { error: CELL_MESSAGES.shapeCode() };
}

export function readText(typed: string, max: number): Read<string> {
  const text = typed.trim();
  return text.length > max ? { error: CELL_MESSAGES.tooLong(max) } : { value: text };
}

/** B500B however it is typed (b500b, B 500 B); any other grade as typed. */
export function readGrade(typed: string): Read<string> {
  const b500 = /^b\s*500\s*([abc])$/i.exec(typed.trim());
  return b500 ? { value: `B500${b500[1]!.toUpperCase()}` } : readText(typed, LIMITS.grade);
}

/**
 * A number as a cell shows it: 12,5, no thousands separator (the value goes
 * back into a field). Exact, so that it reads back the same; a fraction of
 * three digits gets a fourth, 1,1250, which readDecimal would otherwise take
 * for thousands.
 */
export function writeNumber(value: number): string {
  const plain = String(value + 0);
  if (/e/i.test(plain)) return formatDecimal(value, { decimals: 6, grouping: false });
  const [whole = '', fraction] = plain.split('.');
  const safe = fraction?.length === 3 && /^-?[1-9]\d{0,2}$/.test(whole) ? `${fraction}0` : fraction;
  return safe ? `${whole},${safe}` : whole;
}
