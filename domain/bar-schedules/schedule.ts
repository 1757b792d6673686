/**
 * A whole bar schedule worked out: each row's cut length, mass and problems,
 * and the totals by diameter. The editor runs it on every change and the API
 * on every schedule it receives or reads, so that what the customer sees and
 * what he is billed come from the same code.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Schedule columns" (total
 * number, mass per mark, summary by diameter and grade).
 */
import { checkRow, WARNING_RULES, type Problem } from './compliance';
import { massG, rowCutLengthMm, scheduleTotals, totalBars, type ScheduleRow, type ScheduleTotals } from './cut-length';
import { MESSAGES } from './messages';

/** The grades the shop's bars are made of (the catalogue's shaping products: B500B, certified). */
export const GRADES: readonly string[] = ['B500B'];
export const DEFAULT_GRADE = GRADES[0];

/** One line of a schedule as the customer gives it: a row and its grade. */
export interface ScheduleLine extends ScheduleRow {
  grade: string;
}

export interface LineProblem extends Problem {
  /** A warning lets the row through (see compliance.ts, WARNING_RULES). */
  warning: boolean;
}

export interface ComputedLine {
  totalBars: number;
  cutLengthMm: number | null;
  massG: number | null;
  problems: LineProblem[];
  /** No problem but warnings: the row can be made and billed. */
  sound: boolean;
}

export interface ComputedSchedule {
  lines: ComputedLine[];
  totals: ScheduleTotals;
  /** Every row sound, and at least one row. */
  sound: boolean;
}

/**
 * Every problem of a line, its grade's first: the one check of what the shop
 * can make, for the figures and the order as for the bending machine's file
 * (bvbs.ts), so that a row refused on one is refused on the other.
 */
export function lineProblems(line: ScheduleLine): LineProblem[] {
  const problems: LineProblem[] = checkRow(line).map((p) => ({ ...p, warning: WARNING_RULES.has(p.rule) }));
  if (!GRADES.includes(line.grade)) problems.unshift({ rule: 'grade', field: 'grade', message: MESSAGES.grade(line.grade, GRADES), warning: false });
  return problems;
}

export function computeLine(line: ScheduleLine): ComputedLine {
  const problems = lineProblems(line);
  const sound = problems.every((p) => p.warning);
  const counted = Number.isSafeInteger(line.members) && Number.isSafeInteger(line.barsEach);
  return { totalBars: counted ? totalBars(line) : 0, cutLengthMm: rowCutLengthMm(line), massG: massG(line), problems, sound };
}

/**
 * Totals count the sound rows only: a row the factory cannot make is not
 * steel the customer will get, and its figures may be nonsense.
 */
export function computeSchedule(lines: readonly ScheduleLine[]): ComputedSchedule {
  const computed = lines.map(computeLine);
  return { lines: computed, totals: summedTotals(lines, computed), sound: lines.length > 0 && computed.every((c) => c.sound) };
}

/**
 * The totals of lines already worked out (computeLine), the sound ones only,
 * without working any out again: what a caller that computed its lines a
 * chunk at a time sums (the API, on 10 000 rows).
 */
export function summedTotals(lines: readonly ScheduleLine[], computed: readonly ComputedLine[]): ScheduleTotals {
  const totals = scheduleTotals([]);
  const by = new Map<number, ScheduleTotals['byDiameter'][number]>();
  lines.forEach((line, i) => {
    const c = computed[i]!;
    if (!c.sound) totals.skippedRows++;
    if (!c.sound || c.cutLengthMm === null || c.massG === null) return;
    const t = by.get(line.diameterMm) ?? { diameterMm: line.diameterMm, bars: 0, lengthMm: 0, massG: 0 };
    t.bars += c.totalBars;
    t.lengthMm += c.totalBars * c.cutLengthMm;
    t.massG += c.massG;
    by.set(line.diameterMm, t);
  });
  totals.byDiameter = [...by.values()].sort((a, b) => a.diameterMm - b.diameterMm);
  totals.bars = totals.byDiameter.reduce((s, t) => s + t.bars, 0);
  totals.massG = totals.byDiameter.reduce((s, t) => s + t.massG, 0);
  return totals;
}
