/**
 * Cut length of a schedule row, its mass, and the schedule's totals by
 * diameter. Lengths in whole millimetres, masses in whole grams, so that a
 * total is the exact sum of its rows.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bend deductions" (the
 * rounding step) and "Schedule columns" (total number, mass per mark).
 */
import { diameter } from './diameters';
import { MESSAGES } from './messages';
import { shape, values, type Dimensions } from './shapes';

/**
 * The one rounding rule of cut lengths: up to the next 5 mm. BS 8666 lets the
 * tool choose 5 or 25 mm; dimensions are whole multiples of 5 mm and the
 * invoice is the schedule's theoretical mass, so the finer step bills less
 * steel that is not delivered (a 25 mm step adds about 12 mm to a bar on
 * average, a 5 mm step about 2.5 mm).
 */
export const CUT_LENGTH_ROUNDING = { stepMm: 5, labelFr: MESSAGES.roundingRule } as const;

/** One line of a bar schedule (BS 8666 form). */
export interface ScheduleRow {
  /** Bar mark (repère). */
  mark?: string;
  /** Member (élément d'ouvrage). */
  member?: string;
  diameterMm: number;
  shapeCode: string;
  dims: Dimensions;
  /** Code 99 only: the length given with the sketch. */
  givenLengthMm?: number;
  members: number;
  barsEach: number;
}

const roundUp = (hundredthsMm: number) => Math.ceil(hundredthsMm / (100 * CUT_LENGTH_ROUNDING.stepMm)) * CUT_LENGTH_ROUNDING.stepMm;

/**
 * Cut length of one bar, rounded up to the step; null when it cannot be
 * worked out (unknown code or diameter, a dimension missing, code 99 without
 * its length). Nothing here says the row is sound: see compliance.ts.
 */
export function cutLengthMm(code: string, dims: Dimensions, diameterMm: number, givenLengthMm?: number): number | null {
  const spec = shape(code);
  const bar = diameter(diameterMm);
  if (!spec || !bar) return null;
  if (!spec.hundredthsMm) return givenLengthMm !== undefined && Number.isFinite(givenLengthMm) ? roundUp(100 * givenLengthMm) : null;
  if (spec.letters.some((l) => typeof dims[l] !== 'number' || !Number.isFinite(dims[l]))) return null;
  return roundUp(spec.hundredthsMm(values(dims), diameterMm, bar.minRadiusMm));
}

export const rowCutLengthMm = (row: ScheduleRow) => cutLengthMm(row.shapeCode, row.dims, row.diameterMm, row.givenLengthMm);

export const totalBars = (row: Pick<ScheduleRow, 'members' | 'barsEach'>) => row.members * row.barsEach;

const isCount = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * Mass of a whole row (every bar of the mark) in grams, rounded once to the
 * gram: bars × length × grams per metre / 1000. Null when the length is, or
 * when the counts are not whole numbers of bars.
 */
export function massG(row: ScheduleRow): number | null {
  const length = rowCutLengthMm(row);
  const bar = diameter(row.diameterMm);
  if (length === null || !bar || !isCount(row.members) || !isCount(row.barsEach)) return null;
  // an integer product below 2^53 for any row compliance.ts lets through (a 12 m bar, tooManyBars in limits.ts), so the division is exact enough to round
  return Math.round((totalBars(row) * length * bar.gramsPerMetre) / 1000);
}

export const massKg = (row: ScheduleRow): number | null => {
  const g = massG(row);
  return g === null ? null : g / 1000;
};

export interface DiameterTotal {
  diameterMm: number;
  bars: number;
  lengthMm: number;
  massG: number;
}

export interface ScheduleTotals {
  byDiameter: DiameterTotal[];
  bars: number;
  massG: number;
  /** Rows whose length or counts cannot be worked out, left out of the totals. */
  skippedRows: number;
}

/** Totals by diameter, in ascending order, and overall; sums of integers only. */
export function scheduleTotals(rows: readonly ScheduleRow[]): ScheduleTotals {
  const by = new Map<number, DiameterTotal>();
  let skippedRows = 0;
  for (const row of rows) {
    const length = rowCutLengthMm(row);
    const mass = massG(row);
    if (length === null || mass === null) {
      skippedRows++;
      continue;
    }
    const t = by.get(row.diameterMm) ?? { diameterMm: row.diameterMm, bars: 0, lengthMm: 0, massG: 0 };
    t.bars += totalBars(row);
    t.lengthMm += totalBars(row) * length;
    t.massG += mass;
    by.set(row.diameterMm, t);
  }
  const byDiameter = [...by.values()].sort((a, b) => a.diameterMm - b.diameterMm);
  return {
    byDiameter,
    bars: byDiameter.reduce((s, t) => s + t.bars, 0),
    massG: byDiameter.reduce((s, t) => s + t.massG, 0),
    skippedRows,
  };
}

/** For display: metres, kilograms, tonnes from the integer totals. */
export const metres = (lengthMm: number) => lengthMm / 1000;
export const kilograms = (grams: number) => grams / 1000;
export const tonnes = (grams: number) => grams / 1_000_000;
