/**
 * A pasted block or a CSV file as the column-mapping step shows it, before
 * anything goes into the schedule: its separator, its header line if any,
 * and each column with its first values and the field it is read as: by its
 * header, or, in a table without one, by its place in the editor's grid (its
 * computed columns and row number included) or in the BS 8666 form,
 * whichever its values fit best.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Schedule columns".
 */
import { plainLine } from '@trefima/domain/forms/text-characters';
import { isTypeAndSize, readCount, readDiameter, readMillimetres, readShapeCode } from './cells-read';
import { DIAMETERS_MM } from '@trefima/domain/bar-schedules/diameters';
import { shape } from '@trefima/domain/bar-schedules/shapes';
import { isHeaderLine, resolveColumns, type Column, type ColumnTarget } from './table-import-headers';
import { BS8666_COLUMNS, EDITOR_COLUMNS } from './table-import-orders';
import { detectSeparator, splitRecords, type Separator } from './table-import-split';

export interface SourceColumn extends Column {
  /** its first values, for the buyer to see what it holds */
  samples: string[];
}

export interface SourceTable {
  separator: Separator;
  records: string[][];
  /** the header line's record, or -1 */
  headerAt: number;
  /** the first record that may hold a row */
  start: number;
  /** every column, in the table's order: `index` is its place */
  columns: SourceColumn[];
  /** how the columns were told: by their headers, or by their place in the editor's grid or the BS 8666 form */
  order: 'header' | 'editor' | 'bs8666';
  /** the lines holding something, below the header */
  rowCount: number;
}

/** Lines searched for the header: a schedule's title block comes above it. */
const HEADER_SEARCH = 20;
const SAMPLES = 3;
const SAMPLE_LENGTH = 40;
/** Lines whose values choose the order of a table without header. */
const FIT_ROWS = 50;

export const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');
const filled = (record: readonly string[]) => record.filter((cell) => cell.trim() !== '').length;

export function findHeader(records: readonly string[][]): number {
  return records.slice(0, HEADER_SEARCH).findIndex((record) => !isBlank(record) && isHeaderLine(record));
}

const ok = (read: object) => ('value' in read ? 1 : -1);

/** How well a cell fits a field: +1 read as such, −1 not, 0 for free text; a total that is members × bars in each counts twice. */
function fit(target: ColumnTarget, cell: string, row: (t: ColumnTarget) => string): number {
  switch (target) {
    case 'diameter': {
      const read = readDiameter(cell);
      return 'value' in read && DIAMETERS_MM.includes(read.value) ? 1 : -1;
    }
    case 'grade':
      return /^b\s*500\s*[abc]$/i.test(cell) ? 1 : isTypeAndSize(cell) ? 0 : -1;
    case 'members':
    case 'barsEach': {
      const read = readCount(cell);
      return 'value' in read && read.value > 0 ? 1 : -1;
    }
    case 'total': {
      const [total, members, each] = [cell, row('members'), row('barsEach')].map(readCount);
      if (!total || !('value' in total)) return -1;
      return 'value' in members! && 'value' in each! && members.value * each.value === total.value ? 2 : 0;
    }
    case 'shape': {
      const read = readShapeCode(cell);
      return 'value' in read && shape(read.value) ? 1 : -1;
    }
    case 'member':
    case 'mark':
    case 'ignored':
      return 0;
    default:
      return ok(readMillimetres(cell));
  }
}

function score(order: readonly Column[], rows: readonly string[][]): number {
  let sum = 0;
  for (const record of rows) {
    const at = (target: ColumnTarget) => record[order.find((c) => c.target === target)?.index ?? -1]?.trim() ?? '';
    for (const c of order) {
      const cell = record[c.index]?.trim() ?? '';
      if (cell !== '') sum += fit(c.target, cell, at);
    }
  }
  return sum;
}

const NUMBERED: readonly Column[] = [
  { index: 0, header: 'N°', target: 'ignored', note: 'rowNumber' },
  ...EDITOR_COLUMNS.map((c) => ({ ...c, index: c.index + 1 })),
];
/** In this order, the first best: the editor's own. */
const ORDERS: readonly [SourceTable['order'], readonly Column[]][] = [
  ['editor', EDITOR_COLUMNS],
  ['editor', NUMBERED],
  ['bs8666', BS8666_COLUMNS],
];

export function readSourceTable(text: string): SourceTable {
  const separator = detectSeparator(text, (records) => findHeader(records) >= 0);
  const records = splitRecords(text, separator);
  const headerAt = findHeader(records);
  let start = headerAt + 1;
  if (headerAt < 0) {
    // a title alone on its line is no row
    start = records.findIndex((record) => filled(record) >= 2);
    if (start < 0) start = records.length;
  }
  const data = records.slice(start);
  let order: SourceTable['order'] = 'header';
  let known: readonly Column[];
  let width: number;
  if (headerAt >= 0) {
    known = resolveColumns(records[headerAt]!);
    // cells past the header are a decimal comma not quoted (table-import.ts says so), not a column
    width = records[headerAt]!.length;
  } else {
    width = data.reduce((widest, record) => Math.max(widest, record.length), 0);
    const tried = data.filter((record) => !isBlank(record)).slice(0, FIT_ROWS);
    let best = -Infinity;
    known = [];
    for (const [name, columns] of ORDERS) {
      const s = score(columns, tried);
      if (s > best) [best, order, known] = [s, name, columns];
    }
  }

  const sampled = data.filter((record) => !isBlank(record));
  const samplesOf = (index: number) => {
    const out: string[] = [];
    for (const record of sampled) {
      const cell = plainLine(record[index] ?? '').trim();
      if (cell !== '') out.push(cell.slice(0, SAMPLE_LENGTH));
      if (out.length === SAMPLES) break;
    }
    return out;
  };
  const columns: SourceColumn[] = [];
  for (let index = 0; index < width; index++) {
    const column = known.find((c) => c.index === index);
    const samples = samplesOf(index);
    // a column without header nor values is no column
    if (column) columns.push({ ...column, samples });
    else if (samples.length > 0) columns.push({ index, header: '', target: 'ignored', note: 'unknown', samples });
  }
  return { separator, records, headerAt, start, columns, order, rowCount: sampled.length };
}
