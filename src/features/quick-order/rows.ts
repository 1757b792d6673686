import type { QuickOrderLine } from '@trefima/domain/quick-order/contract';
import type { QuickLine } from '../../lib/quick-order/parse-lines';
import type { Thing } from '@trefima/domain/quick-order/line-tokens';

/*
 * The quick order's rows as the page keeps them: what the buyer pasted or
 * typed (text, so that nothing he types is lost or reformatted), and what the
 * API said of each. Pure: the page and its tests use it alike.
 */

export type RowUnit = QuickLine['unit'];

/** What the API said the product costs and has in stock, shown on the row before it goes to the cart. */
export type Offer = Pick<NonNullable<QuickOrderLine['product']>, 'unit_price_ht' | 'unit' | 'stock' | 'lead_time_days'>;

export interface Row {
  key: number;
  reference: string;
  quantity: string;
  unit: RowUnit;
  /** the thing a count named (« 3 barres »), sent with the row while it counts units, for the API to check against the product */
  counted?: Thing;
  /**
   * metres, for a sheet cut to length, as typed (« 3,5 » or « 3.5 », a half-typed « 3, » kept): null when the line
   * has none to give (no field shown), '' when its field is there and empty; a file or an exported cart gives it, or
   * the buyer once the API says the line needs one
   */
  length: string | null;
  /** the product the API found, once checked */
  name: string | null;
  message: string | null;
  /** the field the message is about, marked invalid and described by it */
  field: QuickOrderLine['field'];
  suggestions: { reference: string; name: string }[];
  offer: Offer | null;
}

let next = 0;
export const emptyRow = (): Row => ({
  key: ++next,
  reference: '',
  quantity: '',
  unit: 'piece',
  length: null,
  name: null,
  message: null,
  field: null,
  suggestions: [],
  offer: null,
});

/** 1,5 as the buyer reads it. */
export const frenchNumber = (n: number) => String(n).replace('.', ',');

const offerOf = ({ product: p }: QuickOrderLine): Offer | null =>
  p && { unit_price_ht: p.unit_price_ht, unit: p.unit, stock: p.stock, lead_time_days: p.lead_time_days };

/** The length of a line the API read, as the buyer reads it; an empty field when the API says one is needed. */
const lengthOf = (l: QuickOrderLine): string | null => (l.length != null ? frenchNumber(l.length) : l.message && l.field === 'length' ? '' : null);

const countedOf = (counted: Thing | undefined) => (counted ? { counted } : {});

/** Parsed lines as rows; French decimals kept as the buyer writes them. */
export const rowsOf = (lines: QuickLine[]): Row[] =>
  lines.map((l) => ({ ...emptyRow(), reference: l.reference, quantity: frenchNumber(l.quantity), unit: l.unit, ...countedOf(l.counted) }));

/** The lines of an uploaded file, as the API read them, with what it said of each; a quantity that did not read is left blank to be typed. */
export const rowsOfAnswer = (lines: QuickOrderLine[]): Row[] =>
  lines.map((l) => ({
    ...emptyRow(),
    reference: l.reference,
    quantity: l.field === 'quantity' && l.asked.amount === 0 ? '' : frenchNumber(l.asked.amount),
    unit: l.asked.unit,
    ...countedOf(l.asked.counted),
    length: lengthOf(l),
    name: l.product?.name ?? null,
    message: l.message,
    field: l.message ? l.field : null,
    suggestions: l.suggestions,
    offer: offerOf(l),
  }));

const amount = (s: string) =>
  Number(
    s
      .trim()
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  );

/** A length typed, in metres: nothing when empty, 0 (which the API refuses in French) when it does not read. */
const metres = (s: string | null) => {
  if (s === null || !s.trim()) return null;
  const m = amount(s);
  return Number.isFinite(m) ? m : 0;
};

/** The length a row's price is for: the number typed, when it reads. */
export const lengthIn = (r: Pick<Row, 'length'>) => metres(r.length) || null;

/** The rows worth sending: those with a reference. */
export const filled = (rows: Row[]) => rows.filter((r) => r.reference.trim());

/** The request's lines, in the order of `filled(rows)`; an unreadable quantity goes as NaN's stand-in 0, which the API refuses in French. */
export const linesOf = (rows: Row[]) =>
  filled(rows).map((r) => ({
    reference: r.reference.trim(),
    quantity: Number.isFinite(amount(r.quantity)) ? amount(r.quantity) : 0,
    unit: r.unit,
    ...countedOf(r.unit === 'piece' ? r.counted : undefined),
    ...lengthLine(r),
  }));
const lengthLine = (r: Row) => {
  const length = metres(r.length);
  return length === null ? {} : { length };
};

/** The API's reading put back on the rows it came from. */
export function withAnswer(rows: Row[], lines: QuickOrderLine[]): Row[] {
  const sent = filled(rows);
  return rows.map((r) => {
    const at = sent.indexOf(r);
    const l = at < 0 ? undefined : lines[at];
    return l
      ? {
          ...r,
          // the length's field stays once the API asked for it, even while the buyer changes something else
          length: r.length ?? lengthOf({ ...l, length: null }),
          name: l.product?.name ?? null,
          message: l.message,
          field: l.message ? l.field : null,
          suggestions: l.suggestions,
          offer: offerOf(l),
        }
      : r;
  });
}

/** Field errors of a refused send (`lines.3.reference`) on their rows, when the answer had no lines. */
export function withFieldErrors(rows: Row[], errors: Record<string, string>): Row[] {
  const sent = filled(rows);
  return rows.map((r) => {
    const at = sent.indexOf(r);
    const hit = Object.entries(errors).find(([k]) => k.startsWith(`lines.${at}.`));
    if (!hit) return r;
    const about = hit[0].split('.')[2];
    const field = about === 'quantity' || about === 'length' ? about : 'reference';
    return { ...r, length: field === 'length' ? (r.length ?? '') : r.length, message: hit[1], field };
  });
}
