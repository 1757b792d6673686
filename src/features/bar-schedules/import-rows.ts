import { decodeBf2d } from '@trefima/domain/bar-schedules/bvbs-decode';
import type { FileCells, FileFigures } from '@trefima/domain/bar-schedules/bvbs-file';
import { isBvbs } from '@trefima/domain/bar-schedules/bvbs-read';
import { cellsFromRow, type CellField, type CellRow } from './import/cells';
import { cappedRemarks } from './import/import-messages';
import { importFromCell, importTable } from './import/table-import';
import { readSourceTable } from './import/table-import-source';
import { t, tn } from '@trefima/domain/i18n/t';

/**
 * What the editor makes of text from outside: a BVBS file from CAD software,
 * a CSV file or a block copied from a spreadsheet. The rows come as cells,
 * and the notes say in French what was read, left aside or doubtful.
 */
export interface Imported {
  rows: CellRow[];
  notes: string[];
}

const fileCells = (file: FileFigures): FileCells => ({ fileLength: String(file.lengthMm), fileMass: String(file.massKg) });

export function importText(text: string): Imported {
  if (isBvbs(text)) {
    const { lines, errors, notes } = decodeBf2d(text);
    return {
      // each row keeps the file's length and mass beside its cells (bvbs-file.ts)
      rows: lines.map((l) => ({ ...cellsFromRow({ ...l.row, grade: l.record.grade }), ...fileCells(l.file) })),
      // a line refused is a row lost: said before a length to check
      notes: [tn('barSchedule.import.bvbs', lines.length), ...cappedRemarks(errors), ...cappedRemarks(notes)],
    };
  }
  const table = importTable(text);
  const notes = [...table.problems];
  if (table.ignored.length) notes.push(t('barSchedule.import.ignored', { columns: table.ignored.join(', ') }));
  return { rows: table.rows, notes };
}

/**
 * A block pasted into a cell: with a header line, its columns are read by
 * their names; without, as a spreadsheet would, column after column from
 * the cell pasted into, the grid's computed columns in their places.
 */
export function pasteBlock(text: string, field: CellField): Imported {
  if (readSourceTable(text).headerAt >= 0) return importText(text);
  const table = importFromCell(text, field);
  return { rows: table.rows, notes: table.problems };
}
