import { t } from '@trefima/domain/i18n/t';
import type { CellField } from './import/cells';
import { importColumns, importFromCell, type ImportedTable } from './import/table-import';
import type { ColumnTarget } from './import/table-import-headers';
import { readSourceTable, type SourceTable } from './import/table-import-source';
import type { Imported } from './import-rows';

/**
 * The editor's side of a table pasted or imported (CSV): read before the
 * column-mapping step, made into rows once the buyer applied it, or pasted
 * into the grid from a cell when it has no titles. Loaded with the first
 * paste or import, not with the page.
 */
export { readSourceTable, type SourceTable };

/** A BVBS file's shapes, which import-rows.ts reads: a fixed format, no columns to map (any group: a file of meshes is said to be one). */
export { isBvbs } from '@trefima/domain/bar-schedules/bvbs-read';

const withNotes = (table: ImportedTable): Imported => ({
  rows: table.rows,
  notes: [...table.problems, ...(table.ignored.length ? [t('barSchedule.import.ignored', { columns: table.ignored.join(', ') })] : [])],
});

export const rowsOfColumns = (source: SourceTable, targets: readonly ColumnTarget[]) => withNotes(importColumns(source, targets));

export const rowsFromCell = (text: string, field: CellField) => withNotes(importFromCell(text, field));
