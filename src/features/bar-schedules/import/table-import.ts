/**
 * A table pasted from Excel or LibreOffice, or a CSV file, made into the
 * editor's rows: cells kept as text (cells.ts reads them), columns told by
 * their headers (table-import-headers.ts) or by their place
 * (table-import-source.ts), or as the buyer set them in the column-mapping
 * step, and what the table states that the schedule works out again
 * (total, length) checked against it.
 */
import { cappedRemarks, IMPORT_MESSAGES } from './import-messages';
import type { CellField, CellRow } from './cells';
import type { Column, ColumnTarget } from './table-import-headers';
import { EDITOR_COLUMNS } from './table-import-orders';
import { readRow, type RowCounts } from './table-import-row';
import { isBlank, readSourceTable, type SourceTable } from './table-import-source';
import { splitRecords } from './table-import-split';

export interface ImportedTable {
  rows: CellRow[];
  /** The columns read, with their header (E/R is shown as E). */
  columns: { field: CellField; header: string }[];
  /** Headers of the columns not read: unknown ones, and total, mass and revision, which the schedule works out or does not want. */
  ignored: string[];
  /** French texts for the user, the line numbers those of the spreadsheet. */
  problems: string[];
}

export { MAX_CELL_LENGTH } from './table-import-row';
/** The fields read and their columns: E/R shown as E, a total that gives the bars in each as those. */
const fieldsOf = (columns: readonly Column[], barsFromTotal = false) =>
  columns
    .filter((c) => c.target !== 'ignored' && (c.target !== 'total' || barsFromTotal))
    .map((c) => ({ field: c.target === 'E/R' ? 'E' : c.target === 'total' ? 'barsEach' : (c.target as CellField), header: c.header }));

/** The columns given the same field as an earlier one, each with that earlier column's place: only the first is read. */
export function duplicateTargets(targets: readonly ColumnTarget[]): Map<number, number> {
  const first = new Map<ColumnTarget, number>();
  const out = new Map<number, number>();
  targets.forEach((target, i) => {
    if (target === 'ignored') return;
    const earlier = first.get(target);
    if (earlier === undefined) first.set(target, i);
    else out.set(i, earlier);
  });
  return out;
}

/** The table's rows with its columns read as `targets` says (one per column of `source.columns`): the guess, or the buyer's. */
export function importColumns(source: SourceTable, targets: readonly ColumnTarget[]): ImportedTable {
  const twice = duplicateTargets(targets);
  const columns: Column[] = source.columns.map((c, i) => ({ ...c, target: twice.has(i) ? 'ignored' : (targets[i] ?? c.target) }));
  const has = (target: ColumnTarget) => columns.some((c) => c.target === target);
  // a schedule that counts no members counts one per row; a total alone is then each row's bars
  const counts: RowCounts = { oneMember: !has('members') && (has('barsEach') || has('total')), barsFromTotal: !has('barsEach') && has('total') };

  const lineProblems: string[] = [];
  const rows: CellRow[] = [];
  const { records, separator, headerAt } = source;
  const headerWidth = headerAt >= 0 ? records[headerAt]!.length : Infinity;
  for (let r = source.start; r < records.length; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    const row = readRow(record, columns, r + 1, (problem) => lineProblems.push(problem), counts);
    // with commas between cells, a decimal comma not put between quotes makes one cell two
    if (separator === ',' && record.slice(headerWidth).some((cell) => cell.trim() !== ''))
      lineProblems.push(IMPORT_MESSAGES.extraCells(IMPORT_MESSAGES.line(r + 1, row.mark?.slice(0, 20))));
    rows.push(row);
  }

  const guessed = source.columns.every((c, i) => c.target === columns[i]!.target);
  const total = columns.find((c) => c.target === 'total');
  return {
    rows,
    columns: fieldsOf(columns, counts.barsFromTotal),
    ignored:
      headerAt >= 0
        ? columns.filter((c) => c.header !== '' && (c.target === 'ignored' || (c.target === 'total' && !counts.barsFromTotal))).map((c) => c.header)
        : [],
    problems:
      rows.length === 0
        ? []
        : [
            ...(guessed && source.order === 'bs8666' ? [IMPORT_MESSAGES.noHeader()] : []),
            ...(guessed && source.order === 'editor' ? [IMPORT_MESSAGES.noHeaderEditor()] : []),
            ...(counts.oneMember && counts.barsFromTotal ? [IMPORT_MESSAGES.barsFromTotal(total!.header)] : []),
            ...(counts.oneMember && !counts.barsFromTotal ? [IMPORT_MESSAGES.oneMember()] : []),
            ...cappedRemarks(lineProblems),
          ],
  };
}

/** A pasted block or a CSV file, its columns read as their headers or their place say. */
export function importTable(text: string): ImportedTable {
  const source = readSourceTable(text);
  return importColumns(
    source,
    source.columns.map((c) => c.target),
  );
}

/**
 * A block without header pasted into a cell of the grid, as a spreadsheet
 * pastes: its columns are the grid's from that cell on, the computed ones
 * (total, drawing, mass) in their places, and its lines the rows from that
 * one down, blank lines included.
 */
export function importFromCell(text: string, field: CellField): ImportedTable {
  const records = splitRecords(text, '\t');
  const width = records.reduce((widest, record) => Math.max(widest, record.length), 0);
  const from = EDITOR_COLUMNS.findIndex((c) => c.target === field);
  const columns = EDITOR_COLUMNS.slice(Math.max(0, from), Math.max(0, from) + width).map((c, index) => ({ ...c, index }));
  const lineProblems: string[] = [];
  const rows = records.map((record, r) => readRow(record, columns, r + 1, (problem) => lineProblems.push(problem)));
  return {
    rows,
    columns: fieldsOf(columns),
    ignored: [],
    problems: cappedRemarks(lineProblems),
  };
}
