/**
 * A spreadsheet as its reader hands it over: the rows that hold something,
 * each with its number as the spreadsheet shows it, and no more of them than
 * asked for. Blank rows are only counted, so that a file of a million empty
 * lines costs nothing to hold.
 */

export type Cell = string | number | boolean | Date | null;

export interface TableRow {
  /** 1-based, as the spreadsheet numbers it */
  row: number;
  cells: Cell[];
}

export interface Table {
  rows: TableRow[];
  /** true when reading stopped at the bound: the file has more rows than `rows` */
  more: boolean;
}

const isBlank = (cells: Cell[]) => cells.every((c) => c === null || c === '' || (typeof c === 'string' && !c.trim()));

/** Gathers a table's rows up to `max` that hold something; `add` answers false once the reader should stop. */
export class RowsGathered implements Table {
  rows: TableRow[] = [];
  more = false;

  constructor(private max: number) {}

  add(row: number, cells: Cell[]): boolean {
    if (isBlank(cells)) return true;
    if (this.rows.length === this.max) {
      this.more = true;
      return false;
    }
    this.rows.push({ row, cells });
    return true;
  }

  /** Plain data, as a worker answers it. */
  table(): Table {
    return { rows: this.rows, more: this.more };
  }
}
