import type { ColumnTarget, ColumnNote } from '../import/table-import-headers';
import type { SourceColumn } from '../import/table-import-source';
import { t } from '@trefima/domain/i18n/t';
import { TYPED_COLUMNS } from './columns';

/**
 * The choices of the column-mapping step: « Ignorer », each of the grid's
 * typed columns under the name its cells bear, then the total the schedule
 * works out (read as a check) and the BS 8666 form's shared E/r column.
 */
export const FIELD_CHOICES: readonly { value: ColumnTarget; label: string }[] = [
  { value: 'ignored', label: t('barSchedule.mapping.ignore') },
  ...TYPED_COLUMNS.map((c) => ({ value: c.field, label: c.name })),
  { value: 'total', label: t('barSchedule.mapping.total') },
  { value: 'E/R', label: t('barSchedule.mapping.eOrR') },
];

const LABELS = new Map(FIELD_CHOICES.map((c) => [c.value, c.label]));
export const fieldLabel = (target: ColumnTarget) => LABELS.get(target) ?? target;

/** A column as the buyer knows it: its title, or its place in a table without titles (whose headers are the order's guess). */
export const columnName = (c: SourceColumn, titled: boolean) => (titled && c.header) || t('barSchedule.mapping.untitled', { n: c.index + 1 });

const NOTES: Record<ColumnNote, string> = {
  computed: t('barSchedule.mapping.note.computed'),
  rowNumber: t('barSchedule.mapping.note.rowNumber'),
  drawing: t('barSchedule.mapping.note.drawing'),
  count: t('barSchedule.mapping.note.count'),
  duplicate: t('barSchedule.mapping.note.duplicate'),
  unknown: t('barSchedule.mapping.note.unknown'),
};

/**
 * What the buyer should know of a column's reading: why it was read so (while
 * it is), and what a total or a cut length is used for.
 */
export function columnHint(column: SourceColumn, target: ColumnTarget, targets: readonly ColumnTarget[]): string {
  const out: string[] = [];
  if (column.note && target === column.target && !(column.note === 'computed' && target === 'total')) out.push(NOTES[column.note]);
  if (target === 'total') {
    const both = targets.includes('members') && targets.includes('barsEach');
    out.push(both ? t('barSchedule.mapping.hint.totalChecked') : t('barSchedule.mapping.hint.totalBars'));
  }
  if (target === 'length') out.push(t('barSchedule.mapping.hint.length'));
  return out.join(' ');
}

/** What the whole mapping leaves out or fills in, said above the buttons. */
export function mappingNotes(targets: readonly ColumnTarget[]): string[] {
  const has = (target: ColumnTarget) => targets.includes(target);
  const notes: string[] = [];
  if (!has('diameter')) notes.push(t('barSchedule.mapping.noDiameter'));
  if (!has('shape') && !has('length')) notes.push(t('barSchedule.mapping.noShape'));
  if (!has('members') && (has('barsEach') || has('total'))) notes.push(t('barSchedule.mapping.oneMember'));
  if (!has('members') && !has('barsEach') && !has('total')) notes.push(t('barSchedule.mapping.noCount'));
  return notes;
}
