import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { safeZipListing } from './office-files';

/**
 * A file a buyer exports from his spreadsheet (a CSV as Excel writes it in
 * France, or an XLSX) read as a table of cells. Kept parsers do the reading;
 * this only picks the encoding and the delimiter, and refuses what is not a
 * table before any parser sees it.
 */

export type Cell = string | number | boolean | Date | null;

/** Why a file is not read: French, said on the upload's field. */
export class UnreadableFile extends Error {}

// An XLSX of a few hundred lines inflates to a few megabytes; past this, it is not one.
const MAX_XLSX_EXPANDED = 20 * 1024 * 1024;

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
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim())
    .slice(0, 10);
  let best = ';';
  let bestCount = 0;
  for (const d of ['\t', ';', ',']) {
    const count = Math.min(...lines.map((l) => l.split(d).length - 1));
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best;
}

function readCsv(bytes: Buffer): Cell[][] {
  let text = decodeText(bytes);
  // text has no NUL and few control characters; binary has many
  const control = text.slice(0, 4096).match(/[\x00-\x08\x0e-\x1f]/g)?.length ?? 0;
  if (control > 2) throw new UnreadableFile(NOT_A_TABLE);
  // « sep=; » on the first line is Excel's own way of naming the delimiter; blanked, so that lines keep their numbers
  const hint = /^sep=(.)(?=\r?\n)/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  try {
    return parse(text, { delimiter: hint?.[1] ?? delimiterOf(text), relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new UnreadableFile('Le fichier CSV est mal formé (guillemets non refermés ?) : enregistrez-le de nouveau depuis votre tableur.');
  }
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const listing = safeZipListing(bytes);
  const expanded = listing?.entries.reduce((n, e) => n + e.originalSize, 0) ?? 0;
  const types = listing?.parts['[Content_Types].xml'] ?? '';
  const isXlsx = listing?.entries.some((e) => e.name === 'xl/workbook.xml') && types.includes('spreadsheetml') && !/macroEnabled/i.test(types);
  if (!isXlsx || expanded > MAX_XLSX_EXPANDED) throw new UnreadableFile('Ce fichier n’est pas un classeur Excel (.xlsx) lisible, ou il contient des macros.');
  try {
    const sheets = await readXlsxFile(bytes);
    return (sheets[0]?.data ?? []) as Cell[][];
  } catch {
    throw new UnreadableFile('Le classeur Excel ne se lit pas : enregistrez-le de nouveau en .xlsx, ou en CSV.');
  }
}

/** The first sheet of an XLSX, or the rows of a CSV; an UnreadableFile for anything else. */
export async function readTable(bytes: Buffer): Promise<Cell[][]> {
  if (bytes.length === 0) throw new UnreadableFile('Le fichier est vide.');
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes);
  if (bytes.subarray(0, 8).equals(COMPOUND))
    throw new UnreadableFile('Les classeurs Excel 97-2003 (.xls) ne sont pas lus : enregistrez le fichier en .xlsx ou en CSV.');
  return readCsv(bytes);
}
