import type { CellField } from '../import/cells';
import { t } from '@trefima/domain/i18n/t';

/**
 * The editor's columns in the order of a BS 8666 schedule (see
 * ../shared/reference/rebar-schedules.md, "Schedule columns"), in French.
 * Typed columns hold an input; the others show a figure the calculation
 * module works out.
 */
export interface TypedColumn {
  field: CellField;
  label: string;
  /** the full name, for the input's accessible name */
  name: string;
  /** a number typed: right-aligned, numeric keyboard on phones */
  numeric: boolean;
  /** the input's width: every column, the computed ones with them, fits a 1280 px window (e2e/bar-schedule-imports.spec.ts) */
  widthCh: number;
}

export const TYPED_COLUMNS: readonly TypedColumn[] = [
  { field: 'member', label: t('barSchedule.col.member'), name: t('barSchedule.col.memberName'), numeric: false, widthCh: 10 },
  { field: 'mark', label: t('barSchedule.col.mark'), name: t('barSchedule.col.markName'), numeric: false, widthCh: 5 },
  { field: 'grade', label: t('barSchedule.col.grade'), name: t('barSchedule.col.gradeName'), numeric: false, widthCh: 5 },
  { field: 'diameter', label: t('barSchedule.col.diameter'), name: t('barSchedule.col.diameterName'), numeric: true, widthCh: 4 },
  { field: 'members', label: t('barSchedule.col.members'), name: t('barSchedule.col.membersName'), numeric: true, widthCh: 5 },
  { field: 'barsEach', label: t('barSchedule.col.barsEach'), name: t('barSchedule.col.barsEachName'), numeric: true, widthCh: 5 },
  { field: 'shape', label: t('barSchedule.col.shape'), name: t('barSchedule.col.shapeName'), numeric: true, widthCh: 4 },
  { field: 'A', label: 'A', name: t('barSchedule.col.dimension', { letter: 'A' }), numeric: true, widthCh: 5 },
  { field: 'B', label: 'B', name: t('barSchedule.col.dimension', { letter: 'B' }), numeric: true, widthCh: 5 },
  { field: 'C', label: 'C', name: t('barSchedule.col.dimension', { letter: 'C' }), numeric: true, widthCh: 5 },
  { field: 'D', label: 'D', name: t('barSchedule.col.dimension', { letter: 'D' }), numeric: true, widthCh: 5 },
  { field: 'E', label: 'E', name: t('barSchedule.col.dimension', { letter: 'E' }), numeric: true, widthCh: 5 },
  { field: 'F', label: 'F', name: t('barSchedule.col.dimension', { letter: 'F' }), numeric: true, widthCh: 5 },
  { field: 'R', label: 'R', name: t('barSchedule.col.radius'), numeric: true, widthCh: 4 },
  { field: 'length', label: t('barSchedule.col.length'), name: t('barSchedule.col.lengthName'), numeric: true, widthCh: 6 },
];

export const FIELD_INDEX = new Map(TYPED_COLUMNS.map((c, i) => [c.field, i]));

/** The row's fields as the calculation module names them, to the editor's cells. */
export const CELL_OF_PROBLEM: Record<string, CellField> = {
  diameterMm: 'diameter',
  shapeCode: 'shape',
  givenLengthMm: 'length',
  members: 'members',
  barsEach: 'barsEach',
  grade: 'grade',
  cutLength: 'length',
};
