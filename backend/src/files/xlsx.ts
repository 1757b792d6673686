import { posix } from 'node:path';
import { RowsGathered, type Cell, type Table } from './table';
import { partDecoder, XmlTokens, type XmlHandler } from './xml-tokens';
import { readEntry, streamEntry, type InflateBudget, type ZipEntry } from './zip';

/**
 * The first sheet of an XLSX, read as a stream: its rows are taken as they
 * are inflated and the sheet is abandoned at the row bound, so that a sheet
 * of a hundred thousand rows costs what its first few hundred cost. Text
 * kept in the shared strings is looked up afterwards, reading that part only
 * as far as the last string the rows taken use. Values are given as Excel
 * shows them: text trimmed (blank is empty), numbers, booleans, and dates
 * where the cell's number format is a date's.
 */

/** An XLSX this reader cannot follow (no sheet, a broken part). */
export class UnreadableSheet extends Error {}

// Excel 2003's width: a list of references and quantities never needs more, and a row cannot make the reader hold more.
const MAX_COLUMNS = 256;
// The built-in number formats that show a date or a time (ECMA-376 §18.8.30, and the East Asian ones).
const DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a custom number format shows a date: a d, m, y, h or s outside quoted text, escapes and [colour] or [$-locale] codes. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .toLowerCase()
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\])[^\]]*\]/g, '')
    .replace(/general/g, '');
  return /[dmyhs]/.test(bare);
}

/** Excel's day number as a date: days since 1899-12-30 (1900 counted as a leap year, as Lotus did), or since 1904-01-01. */
function excelDate(serial: number, epoch1904: boolean): Date {
  const days = epoch1904 ? serial + 1462 : serial < 60 ? serial + 1 : serial;
  return new Date(Math.round((days - 25569) * 86400000));
}

/** Excel writes a control character in text as `_x000D_`. */
const unescape = (text: string) => text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const trimmed = (text: string): Cell => unescape(text).trim() || null;

/** The column of a cell reference (`B12` → 2), or 0 when it has none. */
function columnOf(reference: string | undefined): number {
  const letters = /^[A-Z]{1,3}/i.exec(reference ?? '')?.[0] ?? '';
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

/** Runs `onEvent` over a whole small part (the workbook, its relations, the styles). */
function readPart(buffer: Buffer, entry: ZipEntry | undefined, budget: InflateBudget, handler: Partial<XmlHandler>): void {
  if (!entry) return;
  const decode = partDecoder();
  new XmlTokens({ open: () => {}, close: () => {}, text: () => {}, ...handler }).push(decode(readEntry(buffer, entry, budget), true));
}

/** Streams a part to `handler` until `done()` says enough. */
function streamPart(buffer: Buffer, entry: ZipEntry, budget: InflateBudget, handler: XmlHandler, done: () => boolean): void {
  const decode = partDecoder();
  const tokens = new XmlTokens(handler);
  streamEntry(buffer, entry, budget, (piece) => {
    tokens.push(decode(piece));
    return !done();
  });
}

interface Workbook {
  sheet: string;
  epoch1904: boolean;
  sharedStrings: string | null;
  styles: string | null;
}

function workbookOf(buffer: Buffer, byName: Map<string, ZipEntry>, budget: InflateBudget): Workbook {
  let sheetId: string | null = null;
  let epoch1904 = false;
  readPart(buffer, byName.get('xl/workbook.xml'), budget, {
    open(name, a) {
      if (name === 'sheet' && sheetId === null) sheetId = a.id ?? '';
      if (name === 'workbookPr') epoch1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  const targets = new Map<string, string>();
  const byType: Record<string, string> = {};
  readPart(buffer, byName.get('xl/_rels/workbook.xml.rels'), budget, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Target) return;
      const path = a.Target.startsWith('/') ? a.Target.slice(1) : posix.normalize(posix.join('xl', a.Target));
      targets.set(a.Id ?? '', path);
      byType[(a.Type ?? '').split('/').pop()!] ??= path;
    },
  });
  const sheet = (sheetId !== null && targets.get(sheetId)) || 'xl/worksheets/sheet1.xml';
  if (!byName.has(sheet)) throw new UnreadableSheet(`no sheet at ${sheet}`);
  const part = (type: string, fallback: string) => [byType[type], fallback].find((p) => p && byName.has(p)) ?? null;
  return { sheet, epoch1904, sharedStrings: part('sharedStrings', 'xl/sharedStrings.xml'), styles: part('styles', 'xl/styles.xml') };
}

/** For each cell style (`s`), whether its number format shows a date. */
function dateStyles(buffer: Buffer, entry: ZipEntry | undefined, budget: InflateBudget): boolean[] {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  readPart(buffer, entry, budget, {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats.map((id) => (custom.has(id) ? isDateFormat(custom.get(id)!) : DATE_FORMATS.has(id)));
}

/** The shared strings numbered up to `last`, read no further. */
function sharedStrings(buffer: Buffer, entry: ZipEntry, budget: InflateBudget, last: number): string[] {
  const strings: string[] = [];
  let parts: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  streamPart(
    buffer,
    entry,
    budget,
    {
      open(name) {
        if (name === 'si') parts = [];
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && parts && !phonetic) inText = true;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si' && parts) {
          strings.push(parts.join(''));
          parts = null;
        }
      },
      text(text) {
        if (inText) parts!.push(text);
      },
    },
    () => strings.length > last,
  );
  return strings;
}

interface CellRead {
  column: number;
  type: string;
  style: number;
  value: string[] | null;
  inline: string[] | null;
}

/**
 * The first sheet's rows that hold something, at most `maxRows`: reading
 * stops at the next one (`more`). `entries` is the zip's checked listing.
 */
export function readXlsxTable(buffer: Buffer, entries: ZipEntry[], budget: InflateBudget, maxRows: number): Table {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const book = workbookOf(buffer, byName, budget);
  const isDate = dateStyles(buffer, book.styles ? byName.get(book.styles) : undefined, budget);
  const gathered = new RowsGathered(maxRows);
  const shared: { cells: Cell[]; at: number; index: number }[] = [];
  let stopped = false;
  let row = 0;
  let numbered = false;
  let cells: Cell[] = [];
  let column = 0;
  let cell: CellRead | null = null;
  let reading: 'v' | 't' | null = null;
  let phonetic = 0;

  const valueOf = ({ type, style, value, inline }: CellRead): Cell | { shared: number } => {
    const v = value?.join('') ?? '';
    switch (type) {
      case 's':
        return /^\d+$/.test(v.trim()) ? { shared: Number(v) } : null;
      case 'inlineStr':
        return trimmed(inline?.join('') ?? '');
      case 'str':
        return trimmed(v);
      case 'b':
        return v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : null;
      case 'e':
        return null;
      case 'd': {
        const date = new Date(v);
        return Number.isNaN(date.getTime()) ? trimmed(v) : date;
      }
    }
    if (!v.trim()) return null;
    const n = Number(v);
    if (!Number.isFinite(n)) return trimmed(v);
    return isDate[style] ? excelDate(n, book.epoch1904) : n;
  };

  streamPart(
    buffer,
    byName.get(book.sheet)!,
    budget,
    {
      open(name, a) {
        if (stopped) return;
        if (name === 'row') {
          numbered = Boolean(a.r && /^\d+$/.test(a.r));
          row = numbered ? Number(a.r) : row + 1;
          cells = [];
          column = 0;
        } else if (name === 'c') {
          column = columnOf(a.r) || column + 1;
          // a row without its number takes its first cell's
          const digits = /\d+$/.exec(a.r ?? '')?.[0];
          if (!numbered && digits) [row, numbered] = [Number(digits), true];
          cell = { column, type: a.t ?? 'n', style: Number(a.s ?? 0), value: null, inline: null };
        } else if (cell && name === 'v') {
          cell.value = [];
          reading = 'v';
        } else if (cell && name === 'is') cell.inline = [];
        else if (cell?.inline && name === 'rPh') phonetic++;
        else if (cell?.inline && name === 't' && !phonetic) reading = 't';
      },
      close(name) {
        if (stopped) return;
        if (name === 'v' || name === 't') reading = null;
        else if (name === 'rPh' && phonetic) phonetic--;
        else if (name === 'c' && cell) {
          const value = valueOf(cell);
          if (cell.column <= MAX_COLUMNS && value !== null) {
            while (cells.length < cell.column - 1) cells.push(null);
            if (value instanceof Object && 'shared' in value) {
              shared.push({ cells, at: cell.column - 1, index: value.shared });
              cells[cell.column - 1] = value.shared;
            } else cells[cell.column - 1] = value;
          }
          cell = null;
        } else if (name === 'row') stopped = !gathered.add(row, cells);
      },
      text(text) {
        if (!cell || !reading) return;
        if (reading === 'v') cell.value!.push(text);
        else cell.inline!.push(text);
      },
    },
    () => stopped,
  );

  const kept = new Set(gathered.rows.map((r) => r.cells));
  const used = shared.filter((s) => kept.has(s.cells));
  if (used.length) {
    const entry = book.sharedStrings ? byName.get(book.sharedStrings) : undefined;
    const strings = entry ? sharedStrings(buffer, entry, budget, Math.max(...used.map((s) => s.index))) : [];
    for (const s of used) s.cells[s.at] = s.index < strings.length ? trimmed(strings[s.index]!) : null;
  }
  return gathered.table();
}
