/**
 * The text a contractor pastes in the quick order page (a spreadsheet's
 * block, a mail, his own typing) read as lines of a reference and a
 * quantity, in either order. A line is read only when it can mean one thing:
 * anything else gets a French problem saying what to write, and the API
 * resolves the references that were read.
 *
 * Ambiguity rules (see line-tokens.ts for the separators):
 * - « 1 200 » with ordinary spaces is joined only inside a cell (tab,
 *   semicolon, quotes, a separating comma), or when a unit closes it
 *   (« 1 200 kg »); « HA12-12 1 200 » may be a bar count then a length, so it
 *   is a problem, not 1 200 bars. A no-break space between digit groups is
 *   what software writes for thousands, so it is always joined.
 * - 1,250 is French for 1,25; 1.250 may be either, so it is a problem.
 * - A reference holds a letter or a sign other than a digit, a point and a
 *   comma (HA12-12, 12-500); a bare number is the reference only when the
 *   other number is marked as the quantity by its unit (« 4000 12 pcs »).
 * - A word of letters after a number is its unit, refused when unknown
 *   (« HA12-12 10 seaux »), unless the line holds no other reference
 *   (« 10 SEAUX »: the API will say whether it exists).
 * - A count of things (« 10 barres », « 3 tôles ») is sent with the thing
 *   counted: the API refuses it for a product not sold by it (3 bars of a
 *   bundle sold by the tonne are no 3 tonnes); « 10 », « 10 x », « 10 pcs »
 *   count the units of sale of any product.
 */
import {
  fold,
  QUANTITY_NAME,
  thingOf,
  tokenize,
  unitAfterName,
  unitOf,
  UNIT_WORD,
  type Thing,
  type Token,
  type Unit,
} from '@trefima/domain/quick-order/line-tokens';
import { QUICK_ORDER_MESSAGES as M } from './messages';

export type { Unit } from '@trefima/domain/quick-order/line-tokens';

export interface QuickLine {
  /** 1-based, in the text as pasted, blank and header lines counted. */
  line: number;
  /** As typed, trimmed, upper-cased. */
  reference: string;
  quantity: number;
  unit: Unit;
  /** With 'piece': the thing counted (« 10 barres »: 'barre'), which the API checks against the product; absent for a plain count (« 10 », « 10 x »). */
  counted?: Thing;
  raw: string;
}

export interface LineProblem {
  line: number;
  raw: string;
  /** French, says what to change. */
  message: string;
}

export const MAX_LINE_LENGTH = 200;
export const MAX_LINES = 1000;

const NUMBER = /^[+\-−]?\d+(?:[.,]\d+)?$/;
const LEAD = /^[+\-−]?\d{1,3}$/;
const GROUP = /^\d{3}(?:[.,]\d+)?$/;
const POINT_THOUSANDS = /^[+\-−]?([1-9]\d{0,2})\.(\d{3})$/;
const REFERENCE = /^[a-z0-9][a-z0-9./-]*$/i;
// a line without a digit naming a column, French or English, accents aside: no order line can hold no digit and one of these
const HEADER_WORDS = new Set(
  'ref refs reference references code article articles produit designation libelle description qte qtes qty quantite quantites quantity nb nombre unite'.split(
    ' ',
  ),
);

interface Quantity {
  /** The numbers read as one, more than one when thousands were spaced. */
  parts: string[];
  unitWord?: string;
}
type Item = { kind: 'quantity'; quantity: Quantity } | { kind: 'reference' | 'unreadable' | 'bad'; typed: string };

const isBlank = (raw: string) => /^[\s;,"']*$/.test(raw);
const isHeader = (raw: string) =>
  // « Qté (m2) »: the 2 of a unit is no digit of a line
  !/\d/.test(raw.replace(/(?<![a-z\d])m[23](?![a-z\d])/gi, '')) &&
  fold(raw)
    .split(/[^a-z]+/)
    .some((word) => HEADER_WORDS.has(word));
/** A quantity's unit, with the thing it counts when its word names one (« barres »). */
interface Counting {
  unit: Unit;
  counted?: Thing;
}
const PLAIN: Counting = { unit: 'piece' };
/** The unit a word names and the thing it counts; undefined when it names none. */
function countingOf(word: string): Counting | undefined {
  const unit = unitOf(word);
  if (!unit) return undefined;
  const counted = thingOf(word);
  return counted ? { unit, counted } : { unit };
}

/**
 * The unit a header line gives its quantity column (« Quantité (kg) », « Qté t », « Qté (barres) »),
 * for the lines under it that write none; a line of spaced names is one cell.
 */
function headerUnit(raw: string): Counting | undefined {
  const cells = raw.split(/[\t;]/);
  for (const cell of cells) {
    const word = unitAfterName(cell, QUANTITY_NAME, { spaced: cells.length === 1 });
    const counting = word ? countingOf(word) : undefined;
    if (counting) return counting;
  }
  return undefined;
}
const numberOf = (q: Quantity) => q.parts.join(' ');
const typedOf = (q: Quantity) => (q.unitWord ? `${numberOf(q)} ${q.unitWord}` : numberOf(q));

/** Numbers with the thousands spaced after them and the unit that follows; any other token a reference or not. */
function readItems(tokens: Token[]): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (!NUMBER.test(token.text)) {
      const kind = REFERENCE.test(token.text) ? 'reference' : /^[+\-−\d.,]/.test(token.text) ? 'unreadable' : 'bad';
      items.push({ kind, typed: token.text });
      i++;
      continue;
    }
    const parts = [token.text];
    let j = i + 1;
    if (LEAD.test(token.text))
      while (tokens[j]?.cell === token.cell && GROUP.test(tokens[j]!.text) && !/[.,]/.test(parts.at(-1)!)) parts.push(tokens[j++]!.text);
    const unitWord = tokens[j] && UNIT_WORD.test(tokens[j]!.text) ? tokens[j++]!.text : undefined;
    items.push({ kind: 'quantity', quantity: { parts, unitWord } });
    i = j;
  }
  return items;
}

/** The value, or the problem of a quantity that says something other than a number of pieces, kg, t, m or m². */
function readQuantity(q: Quantity, line: number, reference: string, headed: Counting): ({ quantity: number } & Counting) | string {
  const joined = q.parts.join('');
  if (q.parts.length > 1 && q.unitWord === undefined) return M.spacedThousands(line, q.parts);
  const point = POINT_THOUSANDS.exec(joined);
  if (point) return M.pointThousands(line, joined, point[1]! + point[2]!, `${point[1]},${point[2]!.replace(/0+$/, '')}`.replace(/,$/, ''));
  const counting = q.unitWord === undefined ? headed : countingOf(q.unitWord);
  if (!counting) return M.unknownUnit(line, q.unitWord!);
  const quantity = Number(joined.replace(',', '.').replace('−', '-')) + 0;
  if (!(quantity > 0)) return M.notPositive(line, reference, typedOf(q));
  if (counting.unit === 'piece' && !Number.isInteger(quantity)) return M.fractionalPieces(line, reference, numberOf(q));
  return { quantity, ...counting };
}

/** The reference and the quantity of a line, or the problem that stops it being read; `headed`: the unit of a quantity that writes none. */
function readLine(raw: string, line: number, headed: Counting): Omit<QuickLine, 'line' | 'raw'> | string {
  const items = readItems(tokenize(raw).tokens);
  const typed = (kind: Item['kind']) => items.flatMap((item) => (item.kind === kind && 'typed' in item ? [item.typed] : []));
  const bad = typed('bad');
  if (bad.length > 0) return M.badReference(line, bad[0]!);
  const quantities = items.flatMap((item) => (item.kind === 'quantity' ? [item.quantity] : []));
  const mistyped = typed('unreadable');
  let references = typed('reference');
  // « 10 sacs »: the word after the number is the reference when there is none other
  const named = quantities.find((q) => q.unitWord !== undefined && !unitOf(q.unitWord) && REFERENCE.test(q.unitWord));
  if (references.length === 0 && mistyped.length === 0 && named) {
    references = [named.unitWord!];
    named.unitWord = undefined;
  }
  const lettered = references.filter((r) => /\p{L}/u.test(r));
  if (lettered.length > 1)
    return M.severalReferences(
      line,
      lettered.map((r) => r.toUpperCase()),
    );
  // beside a reference with a letter, one without is a quantity mistyped: 1/2, 12.5.3
  if (lettered.length === 1) mistyped.push(...references.filter((r) => r !== lettered[0]));
  else if (references.length > 1) return M.unreadableLine(line);
  let reference = lettered[0] ?? references[0];
  let quantity: Quantity;
  if (reference === undefined) {
    if (mistyped.length > 0) return M.unreadableLine(line);
    if (quantities.length === 1) return M.missingReference(line, typedOf(quantities[0]!));
    if (quantities.length !== 2) return M.unreadableLine(line);
    const [a, b] = quantities as [Quantity, Quantity];
    const bare = (q: Quantity) => q.unitWord === undefined && q.parts.length === 1 && REFERENCE.test(q.parts[0]!);
    const marked = (q: Quantity) => q.unitWord !== undefined && unitOf(q.unitWord) !== undefined;
    if (bare(a) && marked(b)) [reference, quantity] = [a.parts[0]!, b];
    else if (bare(b) && marked(a)) [reference, quantity] = [b.parts[0]!, a];
    else return M.whichIsReference(line, typedOf(a), typedOf(b));
  } else {
    reference = reference.toUpperCase();
    if (mistyped.length > 0) return M.unreadableQuantity(line, reference, mistyped[0]!);
    if (quantities.length === 0) return M.missingQuantity(line, reference);
    if (quantities.length > 1) return M.severalQuantities(line, reference, quantities.map(typedOf));
    quantity = quantities[0]!;
  }
  const read = readQuantity(quantity, line, reference, headed);
  return typeof read === 'string' ? read : { reference, ...read };
}

/** Each line read, or its problem; blank and header lines skipped, the lines numbered as in the text. */
export function parseQuickOrder(text: string): { lines: QuickLine[]; problems: LineProblem[] } {
  const lines: QuickLine[] = [];
  const problems: LineProblem[] = [];
  const source = text.replace(/^\uFEFF/, '');
  const breaks = /\r\n|\r|\n/g;
  let read = 0;
  // a header's unit holds for the lines under it, up to the next header (a second block pasted below)
  let headed = PLAIN;
  for (let line = 1, start = 0; start <= source.length; line++) {
    const end = breaks.exec(source);
    const raw = source.slice(start, end ? end.index : source.length);
    start = end ? end.index + end[0].length : source.length + 1;
    if (isBlank(raw)) continue;
    if (isHeader(raw)) {
      headed = headerUnit(raw) ?? PLAIN;
      continue;
    }
    if (read === MAX_LINES) {
      problems.push({ line, raw: raw.slice(0, MAX_LINE_LENGTH), message: M.tooManyLines(line, MAX_LINES) });
      break;
    }
    read++;
    if (raw.trim().length > MAX_LINE_LENGTH) {
      problems.push({ line, raw: `${raw.slice(0, MAX_LINE_LENGTH)}…`, message: M.tooLong(line, MAX_LINE_LENGTH) });
      continue;
    }
    const result = readLine(raw, line, headed);
    if (typeof result === 'string') problems.push({ line, raw, message: result });
    else lines.push({ line, ...result, raw });
  }
  return { lines, problems };
}
