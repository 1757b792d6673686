import { countedRefusal } from '@trefima/domain/quick-order/counted';
import { fold, QUANTITY_NAME, unitAfterName, unitOf, type Thing, type Unit } from '@trefima/domain/quick-order/line-tokens';
import type { SoldAs } from '@trefima/domain/units/conversions';
import { CART_CSV_HEADER } from '../cart/cart-export';
import type { Cell, Table, TableRow } from '../files/spreadsheet-files';
import { amountOf, perMetre, text, unitIn } from './file-cells';
import { UnreadableFile } from '../files/spreadsheet-files';

/**
 * The rows of an uploaded spreadsheet as quick-order lines: columns found by
 * their header (« Référence », « Qté », « Unité »…) or, without one, the
 * reference first and the quantity second. A cell that cannot be read leaves
 * its line with a French problem, for the buyer to correct on the page.
 */

export const MAX_FILE_LINES = 500;
// A header is looked for among the first rows: those before the lines.
const HEADER_ROWS = 10;
/**
 * The rows of a file read at most: one line past the limit once the rows
 * before a header are set aside, enough to tell a file too long. The reader
 * stops there (a file of 100 000 rows is refused having read these).
 */
export const ROWS_TO_READ = MAX_FILE_LINES + HEADER_ROWS + 1;
const TOO_LONG = `Le fichier compte plus de ${MAX_FILE_LINES} lignes : partagez-le en plusieurs fichiers.`;

export interface FileLine {
  /** the line of the file, 1-based, as the spreadsheet numbers it */
  row: number;
  reference: string;
  quantity: number;
  unit: Unit;
  /** with 'piece': the thing the quantity counts (« 3 barres »), when its word names one */
  counted?: Thing;
  length: number | null;
  /** French, what to change; the field it is on */
  problem: { message: string; field: 'reference' | 'quantity' | 'length' } | null;
}

const HEADERS = {
  reference: /^(refs?|references?|refarticle|referencearticle|codearticle|codeproduit|code|article|sku)$/,
  quantity: /^(qtes?|qty|quantites?|quantity|nb|nombre)/,
  unit: /^(unites?|unit|u|uv|unitedevente)$/,
  length: /^(longueur|length)/,
};
type Column = keyof typeof HEADERS;
const LENGTH_NAME = /(?<![a-z])(?:longueurs?|length)(?![a-z])/;

/** The units a header row writes after the names of the quantity and length columns (« Quantité (kg) », « Longueur (mm) »); only known ones. */
interface HeaderUnits {
  quantity?: string;
  length?: string;
}

const headerKey = (c: Cell) =>
  typeof c === 'string'
    ? fold(c)
        .replace(/\(.*?\)/g, '')
        .replace(/[^a-z]/g, '')
    : '';
const blank = (row: Cell[]) => row.every((c) => text(c) === '');

/** The columns of each field and the index of the first data row; a header row is looked for among the first rows. */
function columnsOf(rows: TableRow[]): { start: number; at: Partial<Record<Column, number>>; units: HeaderUnits } {
  const first = rows[0]?.row ?? 0;
  for (let i = 0; i < rows.length && rows[i]!.row < first + HEADER_ROWS; i++) {
    const cells = rows[i]!.cells;
    const at: Partial<Record<Column, number>> = {};
    cells.forEach((c, k) => {
      const key = headerKey(c);
      const column = (Object.keys(HEADERS) as Column[]).find((name) => HEADERS[name].test(key));
      if (column && at[column] === undefined) at[column] = k;
    });
    if (at.reference !== undefined && at.quantity !== undefined) {
      const header = (c: Column) => (at[c] === undefined ? '' : text(cells[at[c]!] ?? null));
      const quantity = unitAfterName(header('quantity'), QUANTITY_NAME);
      const length = unitAfterName(header('length'), LENGTH_NAME);
      const units = { quantity: quantity && unitOf(quantity) ? quantity : undefined, length: length && perMetre(length) ? length : undefined };
      return { start: i + 1, at, units };
    }
    if (i === 0 && (at.reference !== undefined || at.quantity !== undefined) && !cells.some((c) => typeof c === 'number' || /\d/.test(text(c)))) {
      throw new UnreadableFile(
        'La ligne d’en-tête du fichier n’a pas à la fois une colonne « Référence » et une colonne « Quantité » : nommez-les ainsi, ou retirez l’en-tête (la référence en première colonne, la quantité en deuxième).',
      );
    }
  }
  return { start: 0, at: { reference: 0, quantity: 1 }, units: {} };
}

/**
 * The shop's own cart export (cart-export.ts), known by its header: before sheets were written « tôles », it wrote a
 * sheet's line as its count of sheets in the unit of their price, « 4 ; ml ; … ; 4,35 », 4 sheets of 4,35 m, which
 * anywhere else is 4 metres. Such a cart, kept and read back to order it again, means what it meant.
 */
const isCartExport = (header: Cell[] | undefined) =>
  header !== undefined &&
  header.length >= CART_CSV_HEADER.length &&
  CART_CSV_HEADER.every((name, k) => text(header[k] ?? null).replace(/^\uFEFF/, '') === name);

/**
 * Every data row of the table as a line, numbered as in the file; `soldAs`
 * gives how a reference is sold (its unit of sale), if known. A table read up
 * to its bound (`more`) is a file too long, like one with more lines than the limit.
 */
export function fileLines(table: Table, soldAs: (reference: string) => (SoldAs & { reference: string }) | null): FileLine[] {
  const rows = table.rows.filter((r) => !blank(r.cells));
  const { start, at, units } = columnsOf(rows);
  const exported = start > 0 && isCartExport(rows[start - 1]!.cells);
  if (table.more || rows.length - start > MAX_FILE_LINES) throw new UnreadableFile(TOO_LONG);
  const lines: FileLine[] = [];
  // counts of things the product is not sold by: lines read all the same, said once the file is known to hold some
  const refused: { line: FileLine; message: string }[] = [];
  // lines with a reference and a quantity that read: none, and the file's columns are not what the reader took them for
  let readable = 0;
  for (const { row, cells } of rows.slice(start)) {
    const cell = (c: Column) => (at[c] === undefined ? null : (cells[at[c]!] ?? null));
    const reference = text(cell('reference')).toUpperCase();
    const line: FileLine = { row, reference, quantity: 0, unit: 'piece', length: null, problem: null };
    lines.push(line);
    const fail = (message: string, field: 'reference' | 'quantity' | 'length') => void (line.problem ??= { message, field });
    if (!reference) fail(`Ligne ${row} : la référence manque.`, 'reference');
    const product = reference ? soldAs(reference) : null;
    const q = amountOf(cell('quantity'), row, 'la quantité');
    let word = '';
    if (typeof q === 'string') fail(q, 'quantity');
    else {
      if (reference) readable++;
      // the nearest to the number says it: a unit typed in its cell is about this number alone, a unit column about its
      // row, the header about the whole column; « 1,5 t » under « Quantité (kg) » is what the buyer meant for this line
      word = q.unitWord || text(cell('unit')) || units.quantity || '';
      const read = unitIn(word, product?.unit ?? null);
      // a unit not known gives no quantity to send (the line's is left to type, its message naming what was typed):
      // counted as pieces, « 12 brs » of a bundle sold by the tonne went to the cart as 12 t
      if (read) Object.assign(line, read, { quantity: q.amount });
      else {
        const typed = `${String(q.amount).replace('.', ',')} ${word}`;
        fail(`Ligne ${row} : l’unité « ${word} » n’est pas connue : tapez la quantité (${typed}) en pièces, ou en kg, t, m ou m².`, 'quantity');
      }
    }
    if (text(cell('length'))) {
      const l = amountOf(cell('length'), row, 'la longueur');
      if (typeof l === 'string') fail(l, 'length');
      else {
        const word = l.unitWord || units.length || 'm';
        const per = perMetre(word);
        if (!per) fail(`Ligne ${row} : l’unité de longueur « ${word} » n’est pas connue : indiquez la longueur en m, cm ou mm.`, 'length');
        // divided, not × 0,001: 4 350 mm is 4,35 m, not 4,3500000000000005
        else line.length = l.amount / per;
      }
    }
    if (exported && line.unit === 'm' && fold(word) === 'ml' && line.length !== null) Object.assign(line, { unit: 'piece', counted: 'tôle' });
    // a count of things the product is not sold by, once its length is known (a sheet's units depend on it)
    const refusal = product && line.unit === 'piece' ? countedRefusal(line.counted, product, line.length) : null;
    if (refusal) refused.push({ line, message: `Ligne ${row} : ${refusal}` });
  }
  if (!readable) {
    throw new UnreadableFile(
      lines.length
        ? 'Aucune ligne du fichier n’a une référence et une quantité lisibles : la référence en première colonne, la quantité en deuxième, ou des colonnes « Référence » et « Quantité ».'
        : 'Le fichier ne contient aucune ligne à commander.',
    );
  }
  for (const { line, message } of refused) line.problem ??= { message, field: 'quantity' };
  return lines;
}
