import { readJson, TYPED, writeJson } from '../../state/storage';
import { THINGS, type Thing } from '@trefima/domain/quick-order/things';
import { emptyRow, frenchNumber, type Offer, type Row, type RowUnit } from './rows';

/**
 * The quick order kept for the tab's session, as the mesh layout's slab is:
 * a buyer who corrected a long file, then looked at the cart or a product
 * page, or reloaded, finds his rows and his pasted text again. Only text he
 * typed and what the API said of it; read back field by field.
 */
const STORAGE_KEY = TYPED.quickOrder;
const UNITS: readonly RowUnit[] = ['piece', 'kg', 't', 'm', 'm2'];

export interface StoredOrder {
  text: string;
  rows: Row[];
}

/** Nothing typed: nothing kept. */
export const storeOrder = (order: StoredOrder) =>
  writeJson(STORAGE_KEY, !order.text && order.rows.every((r) => !r.reference && !r.quantity && !r.length) ? null : order, 'session');

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');
const textOrNull = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : null);

function rowOf(v: unknown): Row | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  const field = r.field === 'reference' || r.field === 'quantity' || r.field === 'length' ? r.field : null;
  const suggestions = Array.isArray(r.suggestions)
    ? r.suggestions.slice(0, 10).flatMap((s) => (s && typeof s === 'object' ? [{ reference: text(s.reference), name: text(s.name) }] : []))
    : [];
  return {
    ...emptyRow(),
    reference: text(r.reference),
    quantity: text(r.quantity, 40),
    unit: UNITS.includes(r.unit as RowUnit) ? (r.unit as RowUnit) : 'piece',
    ...(THINGS.includes(r.counted as Thing) ? { counted: r.counted as Thing } : {}),
    // as typed; a number is what an earlier version kept
    length: typeof r.length === 'string' ? r.length.slice(0, 40) : typeof r.length === 'number' && Number.isFinite(r.length) ? frenchNumber(r.length) : null,
    name: textOrNull(r.name),
    message: textOrNull(r.message),
    field,
    suggestions,
    offer: offerOf(r.offer),
  };
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** The price and stock the API gave, when they read back whole (else the next check gives them again). */
function offerOf(v: unknown): Offer | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const stock = count(o.stock);
  if (stock === null || typeof o.unit !== 'string') return null;
  return { unit_price_ht: count(o.unit_price_ht), unit: o.unit.slice(0, 40), stock, lead_time_days: count(o.lead_time_days) };
}

/** The stored order, or null when there is none (or it does not read). */
export function readOrder(): StoredOrder | null {
  const v = readJson<Record<string, unknown>>(STORAGE_KEY, 'session');
  if (!v || typeof v !== 'object' || !Array.isArray(v.rows)) return null;
  const rows = v.rows.flatMap((r) => rowOf(r) ?? []);
  return { text: text(v.text, 200_000), rows: rows.length ? rows : [emptyRow()] };
}
