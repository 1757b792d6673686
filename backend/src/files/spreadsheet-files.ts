import { parse } from 'csv-parse/sync';
import { LimitPassed } from './limits';
import { RowsGathered, type Table } from './table';
import { readXlsxTable } from './xlsx';
import { InflateBudget } from './zip';
import { safeZipListing } from './office-files';

/**
 * A file a buyer exports from his spreadsheet (a CSV as Excel writes it in
 * France, or an XLSX) read as a table of cells, never further than the rows
 * the caller asks for: the rest of a longer file is not read at all. This
 * picks the encoding and the delimiter, and refuses what is not a table
 * before any parser sees it.
 */

export type { Cell, Table, TableRow } from './table';

/** Why a file is not read: French, said on the upload's field. */
export class UnreadableFile extends Error {}

/** How far a table is read: its rows that hold something, and what its compressed parts may inflate to. */
export interface TableLimits {
  rows: number;
  inflatedBytes: number;
}

const ZIP = Buffer.from('504b0304', 'hex');
const COMPOUND = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const UTF8_BOM = Buffer.from('efbbbf', 'hex');
const UTF16LE_BOM = Buffer.from('fffe', 'hex');

const NOT_A_TABLE = 'Ce fichier n’est ni un CSV ni un classeur Excel (.xlsx) : enregistrez votre tableau dans l’un de ces formats.';

/** UTF-8 with or without its BOM, UTF-16 as Excel's « texte Unicode », else Windows-1252, which French Excel writes. */
export function decodeText(bytes: Buffer): string {
  if (bytes.subarray(0, 2).equals(UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** The delimiter the first lines agree on: tab, then semicolon, then comma (a French decimal comma loses to either other). */
export function delimiterOf(text: string): string {
  const lines: string[] = [];
  const line = /[^\r\n]*(\r\n|\r|\n|$)/g;
  for (let m = line.exec(text); m && m[0] && lines.length < 10; m = line.exec(text)) if (m[0].trim()) lines.push(m[0].replace(/[\r\n]+$/, ''));
  let best = ';';
  let bestCount = 0;
  for (const d of ['\t', ';', ',']) {
    const count = Math.min(...lines.map((l) => l.split(d).length - 1));
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best;
}

function readCsv(bytes: Buffer, maxRows: number): Table {
  let text = decodeText(bytes);
  // text has no NUL and few control characters; binary has many
  const control = text.slice(0, 4096).match(/[\x00-\x08\x0e-\x1f]/g)?.length ?? 0;
  if (control > 2) throw new UnreadableFile(NOT_A_TABLE);
  // « sep=; » on the first line is Excel's own way of naming the delimiter; blanked, so that lines keep their numbers
  const hint = /^sep=(.)(?=\r?\n)/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  const gathered = new RowsGathered(maxRows);
  let row = 0;
  try {
    parse(text, {
      delimiter: hint?.[1] ?? delimiterOf(text),
      relax_column_count: true,
      trim: true,
      // each record is taken here and none kept by the parser; past the bound, the throw stops it
      on_record: (record: string[]) => {
        if (!gathered.add(++row, record)) throw new RangeError('enough rows');
        return null;
      },
    });
  } catch {
    if (!gathered.more) throw new UnreadableFile('Le fichier CSV est mal formé (guillemets non refermés ?) : enregistrez-le de nouveau depuis votre tableur.');
  }
  return gathered.table();
}

function readXlsx(bytes: Buffer, limits: TableLimits): Table {
  const budget = new InflateBudget(limits.inflatedBytes);
  const listing = safeZipListing(bytes, budget);
  const types = listing?.parts['[Content_Types].xml'] ?? '';
  const isXlsx = listing?.entries.some((e) => e.name === 'xl/workbook.xml') && types.includes('spreadsheetml') && !/macroEnabled/i.test(types);
  if (!listing || !isXlsx) throw new UnreadableFile('Ce fichier n’est pas un classeur Excel (.xlsx) lisible, ou il contient des macros.');
  try {
    return readXlsxTable(bytes, listing.entries, budget, limits.rows);
  } catch (error) {
    if (error instanceof LimitPassed) throw error;
    throw new UnreadableFile('Le classeur Excel ne se lit pas : enregistrez-le de nouveau en .xlsx, ou en CSV.');
  }
}

/**
 * The first sheet of an XLSX, or the rows of a CSV, up to `limits.rows` rows
 * that hold something; an UnreadableFile for anything else, a LimitPassed
 * when an XLSX inflates past its bound.
 */
export function readTable(bytes: Buffer, limits: TableLimits): Table {
  if (bytes.length === 0) throw new UnreadableFile('Le fichier est vide.');
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes, limits);
  if (bytes.subarray(0, 8).equals(COMPOUND))
    throw new UnreadableFile('Les classeurs Excel 97-2003 (.xls) ne sont pas lus : enregistrez le fichier en .xlsx ou en CSV.');
  return readCsv(bytes, limits.rows);
}
