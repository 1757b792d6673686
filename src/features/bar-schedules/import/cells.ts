/**
 * A schedule row as the editor keeps it: the text of each cell as typed, so
 * that nothing typed is lost, read into a ScheduleRow for the calculations.
 * A cell that cannot be read gets a French text saying what to type
 * (cell-messages.ts) and stays out of the row, so that compliance.ts reports
 * what the row then lacks.
 */
import { LIMITS, readCount, readDiameter, readGrade, readMillimetres, readShapeCode, readText, readTurns, writeNumber, type Read } from './cells-read';
import type { ScheduleRow } from '@trefima/domain/bar-schedules/cut-length';
import { tooManyBars } from '@trefima/domain/bar-schedules/limits';
import { MESSAGES } from '@trefima/domain/bar-schedules/messages';
import { DEFAULT_GRADE } from '@trefima/domain/bar-schedules/schedule';
import { LETTERS, shape, type Dimensions } from '@trefima/domain/bar-schedules/shapes';

/** The editor's columns; `length` is the given cut length of code 99 only. */
export type CellField = 'member' | 'mark' | 'grade' | 'diameter' | 'shape' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'R' | 'length' | 'members' | 'barsEach';
export type CellRow = Partial<Record<CellField, string>>;
export type CellErrors = Partial<Record<CellField, string>>;
export type ParsedRow = ScheduleRow & { grade: string };

export const CELL_FIELDS: readonly CellField[] = ['member', 'mark', 'grade', 'diameter', 'shape', ...LETTERS, 'length', 'members', 'barsEach'];

/**
 * The row the cells stand for. A number the row needs but lacks (diameter,
 * counts) is 0 and a missing shape code '', which compliance.ts reports as
 * what to fill in. A length typed for a code other than 99 is kept, so that
 * compliance.ts asks for it to be cleared rather than it vanishing.
 */
export function parseCells(cells: CellRow): { row: ParsedRow; errors: CellErrors } {
  const errors: CellErrors = {};
  const read = <T>(field: CellField, reader: (typed: string) => Read<T>): T | undefined => {
    const typed = cells[field];
    if (typed === undefined || typed.trim() === '') return undefined;
    const result = reader(typed);
    if ('value' in result) return result.value;
    errors[field] = result.error;
    return undefined;
  };

  const shapeCode = read('shape', readShapeCode);
  const counted = shape(shapeCode ?? '')?.counts ?? [];
  const dims: Dimensions = {};
  for (const letter of LETTERS) {
    const value = read(letter, counted.includes(letter) ? readTurns : readMillimetres);
    if (value !== undefined) dims[letter] = value;
  }
  const member = read('member', (t) => readText(t, LIMITS.member));
  const mark = read('mark', (t) => readText(t, LIMITS.mark));
  const givenLengthMm = read('length', readMillimetres);
  const members = read('members', readCount);
  let barsEach = read('barsEach', readCount);
  // the API refuses a row of more bars than this: left out like a count past its bound, so that the draft is still saved
  if (members !== undefined && barsEach !== undefined && tooManyBars(members, barsEach)) {
    errors.barsEach = MESSAGES.totalBars(members * barsEach, LIMITS.amount);
    barsEach = undefined;
  }
  const row: ParsedRow = {
    ...(member !== undefined && { member }),
    ...(mark !== undefined && { mark }),
    grade: read('grade', readGrade) || DEFAULT_GRADE,
    diameterMm: read('diameter', readDiameter) ?? 0,
    shapeCode: shapeCode ?? '',
    dims,
    ...(givenLengthMm !== undefined && { givenLengthMm }),
    members: members ?? 0,
    barsEach: barsEach ?? 0,
  };
  return { row, errors };
}

/**
 * The cells of a row loaded from a BVBS file or a saved schedule: numbers
 * the French way without thousands separator (12,5). A diameter or count of
 * 0 is what parseCells makes of an empty cell, so it comes back empty.
 */
export function cellsFromRow(row: ScheduleRow & { grade?: string }): CellRow {
  const cells: CellRow = {};
  const put = (field: CellField, text: string | undefined) => {
    if (text) cells[field] = text;
  };
  const num = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? writeNumber(value) : undefined);
  const required = (value: number) => (value === 0 ? undefined : num(value));
  put('member', row.member);
  put('mark', row.mark);
  put('grade', row.grade);
  put('diameter', required(row.diameterMm));
  put('shape', row.shapeCode);
  for (const letter of LETTERS) put(letter, num(row.dims[letter]));
  put('length', num(row.givenLengthMm));
  put('members', required(row.members));
  put('barsEach', required(row.barsEach));
  return cells;
}

/** A row with nothing typed in it, which the editor neither checks nor saves. */
export const isBlankRow = (cells: CellRow) => Object.values(cells).every((text) => text === undefined || text.trim() === '');
