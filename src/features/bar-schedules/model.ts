import type { BarScheduleHeader, BarPriceClass } from '@trefima/domain/bar-schedules/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { cellsFromRow, isBlankRow, parseCells, type CellErrors, type CellRow } from './import/cells';
import type { ScheduleTotals } from '@trefima/domain/bar-schedules/cut-length';
import { priceClassOf, priceSchedule, type PriceClass, type SchedulePrice } from '@trefima/domain/bar-schedules/pricing';
import { computeLine, type ComputedLine, type ScheduleLine } from '@trefima/domain/bar-schedules/schedule';

/**
 * The editor's schedule: the header, and each row as the text typed in its
 * cells. Rows are immutable: an edit replaces one row object, so that each
 * row's reading and figures are kept (a WeakMap by row) and one cell's edit
 * costs one row's calculation plus the sums.
 */
export interface DraftSchedule {
  header: BarScheduleHeader;
  rows: CellRow[];
  /** the saved schedule this draft edits, and the revision it was loaded at */
  saved: { id: number; number: string; revision: string } | null;
  /** changed since it was loaded or saved */
  dirty: boolean;
  /**
   * The name of its first save (shop-client/request-key.ts): saved again after that save's answer was lost, the
   * schedule made the first time takes the rows, and no second one is made. Absent from a draft stored before.
   */
  requestKey?: string;
}

export interface RowFigures {
  line: ScheduleLine;
  /** cells that could not be read, by field */
  cellErrors: CellErrors;
  computed: ComputedLine;
}

const cache = new WeakMap<CellRow, RowFigures>();
const blanks = new WeakMap<CellRow, boolean>();

/** isBlankRow, kept by row like the figures: the sums ask it of every row on every edit. */
export function isBlank(cells: CellRow): boolean {
  let b = blanks.get(cells);
  if (b === undefined) blanks.set(cells, (b = isBlankRow(cells)));
  return b;
}

export function figuresOf(cells: CellRow): RowFigures {
  let f = cache.get(cells);
  if (!f) {
    const { row, errors } = parseCells(cells);
    f = { line: row, cellErrors: errors, computed: computeLine(row) };
    cache.set(cells, f);
  }
  return f;
}

export interface ScheduleSummary {
  totals: ScheduleTotals;
  price: SchedulePrice | null;
  /** rows with something typed */
  filled: number;
  /** filled rows with a cell that cannot be read or a problem that is not a warning */
  wrong: number;
}

/** Totals of the sound rows by diameter, and their price when the prices are known: sums of the kept figures. */
export function summarise(rows: readonly CellRow[], classes: readonly PriceClass[] | null): ScheduleSummary {
  const by = new Map<number, { diameterMm: number; bars: number; lengthMm: number; massG: number }>();
  const priced: { row: ScheduleLine; massG: number }[] = [];
  let filled = 0;
  let wrong = 0;
  for (const cells of rows) {
    if (isBlank(cells)) continue;
    filled++;
    const { line, cellErrors, computed } = figuresOf(cells);
    if (!computed.sound || Object.keys(cellErrors).length || computed.cutLengthMm === null || computed.massG === null) {
      wrong++;
      continue;
    }
    const t = by.get(line.diameterMm) ?? { diameterMm: line.diameterMm, bars: 0, lengthMm: 0, massG: 0 };
    t.bars += computed.totalBars;
    t.lengthMm += computed.totalBars * computed.cutLengthMm;
    t.massG += computed.massG;
    by.set(line.diameterMm, t);
    priced.push({ row: line, massG: computed.massG });
  }
  const byDiameter = [...by.values()].sort((a, b) => a.diameterMm - b.diameterMm);
  return {
    totals: {
      byDiameter,
      bars: byDiameter.reduce((s, t) => s + t.bars, 0),
      massG: byDiameter.reduce((s, t) => s + t.massG, 0),
      skippedRows: wrong,
    },
    price: classes ? priceSchedule(priced, classes) : null,
    filled,
    wrong,
  };
}

export const priceClassesOf = (classes: readonly BarPriceClass[]): PriceClass[] => classes.map(priceClassOf);

/** What the API takes of the rows: the filled ones, as read, with the figures shown (the API works them out again). */
export function rowsForApi(rows: readonly CellRow[]): BarScheduleRowInput[] {
  return rows
    .filter((cells) => !isBlankRow(cells))
    .map((cells) => {
      const { line, computed } = figuresOf(cells);
      return {
        member: line.member ?? '',
        mark: line.mark ?? '',
        grade: line.grade,
        diameter: line.diameterMm,
        shape_code: line.shapeCode,
        dimensions: line.dims,
        given_length_mm: line.givenLengthMm ?? null,
        members: line.members,
        bars_per_member: line.barsEach,
        // what the customer saw: the API refuses the row if its own figures differ
        cut_length_mm: computed.cutLengthMm,
        mass_g: computed.massG,
      };
    });
}

/** A saved schedule's rows back into cells. */
export const cellsOfApiRows = (rows: readonly BarScheduleRowInput[]): CellRow[] =>
  rows.map((r) =>
    cellsFromRow({
      member: r.member,
      mark: r.mark,
      grade: r.grade,
      diameterMm: r.diameter,
      shapeCode: r.shape_code,
      dims: Object.fromEntries(Object.entries(r.dimensions ?? {}).filter(([, v]) => typeof v === 'number')),
      ...(r.given_length_mm !== null && r.given_length_mm !== undefined ? { givenLengthMm: r.given_length_mm } : {}),
      members: r.members,
      barsEach: r.bars_per_member,
    }),
  );
