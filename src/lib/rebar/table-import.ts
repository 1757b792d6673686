/**
 * A table pasted from Excel or LibreOffice, or a CSV file, made into the
 * editor's rows: cells kept as text (cells.ts reads them), columns told by
 * their headers (table-import-headers.ts), and what the table states that
 * the schedule works out again (total, length) checked against it.
 */
import { CELL_MESSAGES } from './cell-messages';
import { SCHEDULE_LIMITS } from './limits';
import type { CellField, CellRow } from './cells';
import { detectSeparator, splitRecords } from './table-import-split';
import { BS8666_COLUMNS, isHeaderLine, resolveColumns, type Column } from './table-import-headers';
import { readRow } from './table-import-row';

export interface ImportedTable {
  rows: CellRow[];
  /** The columns read, with their header (E/R is shown as E). */
  columns: { field: CellField; header: string }[];
  /** Headers of the columns not read: unknown ones, and total, mass and revision, which the schedule works out or does not want. */
  ignored: string[];
  /** French texts for the user, the line numbers those of the spreadsheet. */
  problems: string[];
}

export const MAX_IMPORT_ROWS = SCHEDULE_LIMITS.rows;
export { MAX_CELL_LENGTH } from './table-import-row';
/** Lines searched for the header: a schedule's title block comes above it. */
const HEADER_SEARCH = 20;
/** Line by line remarks shown, beyond which a count stands for the rest. */
const MAX_LINE_PROBLEMS = 50;

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');
const filled = (record: readonly string[]) => record.filter((cell) => cell.trim() !== '').length;

function findHeader(records: readonly string[][]): number {
  const searched = records.slice(0, HEADER_SEARCH);
  return searched.findIndex((record) => !isBlank(record) && isHeaderLine(record));
}

export function importTable(text: string): ImportedTable {
  const separator = detectSeparator(text, (records) => findHeader(records) >= 0);
  const records = splitRecords(text, separator);
  const headerAt = findHeader(records);
  let columns: readonly Column[];
  let start: number;
  if (headerAt >= 0) {
    columns = resolveColumns(records[headerAt]!);
    start = headerAt + 1;
  } else {
    // a title alone on its line is no row
    start = records.findIndex((record) => filled(record) >= 2);
    if (start < 0) start = records.length;
    const width = records.slice(start).reduce((widest, record) => Math.max(widest, record.length), 0);
    columns = BS8666_COLUMNS.filter((c) => c.index < width);
  }

  const lineProblems: string[] = [];
  const rows: CellRow[] = [];
  let tooMany = false;
  const headerWidth = headerAt >= 0 ? records[headerAt]!.length : Infinity;
  for (let r = start; r < records.length; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    if (rows.length === MAX_IMPORT_ROWS) {
      tooMany = true;
      break;
    }
    const row = readRow(record, columns, r + 1, (problem) => lineProblems.push(problem));
    // with commas between cells, a decimal comma not put between quotes makes one cell two
    if (separator === ',' && record.slice(headerWidth).some((cell) => cell.trim() !== ''))
      lineProblems.push(CELL_MESSAGES.extraCells(CELL_MESSAGES.line(r + 1, row.mark?.slice(0, 20))));
    rows.push(row);
  }

  const read = columns.filter((c) => c.target !== 'ignored' && c.target !== 'total');
  return {
    rows,
    columns: read.map((c) => ({ field: c.target === 'E/R' ? 'E' : (c.target as CellField), header: c.header })),
    ignored: headerAt >= 0 ? columns.filter((c) => c.target === 'ignored' || c.target === 'total').map((c) => c.header) : [],
    problems: [
      ...(headerAt < 0 && rows.length > 0 ? [CELL_MESSAGES.noHeader()] : []),
      ...lineProblems.slice(0, MAX_LINE_PROBLEMS),
      ...(lineProblems.length > MAX_LINE_PROBLEMS ? [CELL_MESSAGES.moreProblems(lineProblems.length - MAX_LINE_PROBLEMS)] : []),
      ...(tooMany ? [CELL_MESSAGES.tooManyRows(MAX_IMPORT_ROWS)] : []),
    ],
  };
}
