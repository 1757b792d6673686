/**
 * One line of an imported table made into the editor's cells, and what it
 * states that the schedule works out again (total number, cut length)
 * checked against what the schedule works out.
 */
import { plainLine } from '@trefima/domain/forms/text-characters';
import { IMPORT_MESSAGES } from './import-messages';
import { isTypeAndSize, readCount, readMillimetres, readShapeCode } from './cells-read';
import { parseCells, type CellField, type CellRow } from './cells';
import { rowCutLengthMm } from '@trefima/domain/bar-schedules/cut-length';
import type { Column } from './table-import-headers';

/** Longer than any cell of a schedule: what is longer is a pasted mistake. */
export const MAX_CELL_LENGTH = 200;
const MILLIMETRE_FIELDS = new Set<string>(['A', 'B', 'C', 'D', 'E', 'F', 'R', 'E/R', 'length']);

/**
 * BS 8666 lets a schedule round lengths up to 5 or to 25 mm, and some tools
 * do not round them: a length given any of these ways agrees with ours.
 */
const sameLength = (given: number, ours: number) => (given > ours - 5 && given <= ours) || given === Math.ceil(ours / 25) * 25;

const shapeOf = (cells: CellRow) => {
  const read = readShapeCode(cells.shape ?? '');
  return 'value' in read ? read.value : undefined;
};

/**
 * What a table that does not give both counts means: no number of members,
 * one member per row; a total without bars in each, that total's bars (over
 * the members given, when it divides).
 */
export interface RowCounts {
  oneMember: boolean;
  barsFromTotal: boolean;
}

const NO_FILL: RowCounts = { oneMember: false, barsFromTotal: false };

export function readRow(record: readonly string[], columns: readonly Column[], line: number, note: (problem: string) => void, counts = NO_FILL): CellRow {
  const texts = new Map<Column['target'], string>();
  const mark = columns.find((c) => c.target === 'mark');
  const where = IMPORT_MESSAGES.line(line, mark && record[mark.index]?.trim().slice(0, 20));
  for (const column of columns) {
    let text = plainLine(record[column.index] ?? '').trim();
    if (text === '' || column.target === 'ignored') continue;
    if (text.length > MAX_CELL_LENGTH) {
      note(IMPORT_MESSAGES.cellCut(where, column.header, MAX_CELL_LENGTH));
      text = text.slice(0, MAX_CELL_LENGTH).trim();
    }
    // the header's unit goes with each number, where cells.ts reads it: 1,25 under Longueur (m) is 1,25 m
    if (column.unit && MILLIMETRE_FIELDS.has(column.target) && !/[a-z]$/i.test(text)) text = `${text} ${column.unit}`;
    texts.set(column.target, text);
  }

  const cells: CellRow = {};
  for (const [target, text] of texts) if (target !== 'E/R' && target !== 'total') cells[target as CellField] = text;
  // a grade column holding HA12 is a BS 8666 "type and size"
  if (cells.grade && !cells.diameter && isTypeAndSize(cells.grade)) {
    cells.diameter = cells.grade;
    delete cells.grade;
  }
  const code = shapeOf(cells);
  const eOrR = texts.get('E/R');
  const letter = code === '12' ? 'R' : 'E';
  if (eOrR !== undefined && cells[letter] === undefined) cells[letter] = eOrR;

  const total = texts.get('total');
  if (counts.barsFromTotal && total !== undefined && cells.barsEach === undefined) {
    if (counts.oneMember) cells.barsEach = total;
    else cells.barsEach = share(total, cells.members);
    if (cells.barsEach === undefined) delete cells.barsEach;
  } else if (total !== undefined) checkTotal(total, cells, where, note);
  if (counts.oneMember && cells.members === undefined && cells.barsEach !== undefined) cells.members = '1';
  // a length is given only to code 99, and kept where there is no code to work it out
  if (cells.length !== undefined && code !== undefined && code !== '99') {
    const given = readMillimetres(cells.length);
    delete cells.length;
    const ours = rowCutLengthMm(parseCells(cells).row);
    if ('value' in given && ours !== null && !sameLength(given.value, ours)) note(IMPORT_MESSAGES.lengthMismatch(where, given.value, ours));
  }
  return cells;
}

/** The bars in each of a total over its members, when it divides. */
function share(total: string, members: string | undefined): string | undefined {
  const [t, m] = [total, members ?? ''].map(readCount);
  return t && m && 'value' in t && 'value' in m && m.value > 0 && t.value % m.value === 0 ? String(t.value / m.value) : undefined;
}

function checkTotal(total: string, cells: CellRow, where: string, note: (problem: string) => void) {
  const [given, members, each] = [total, cells.members ?? '', cells.barsEach ?? ''].map(readCount);
  if (given && members && each && 'value' in given && 'value' in members && 'value' in each && given.value !== members.value * each.value)
    note(IMPORT_MESSAGES.totalMismatch(where, given.value, members.value * each.value));
}
