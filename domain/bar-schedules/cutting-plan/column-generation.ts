import type { Highs } from 'highs';
import type { NormalInstance } from './instance';
import { boundedKnapsack, greedyKnapsack } from './knapsack';

/*
 * The linear part of the optimiser (issue 47): Gilmore–Gomory column
 * generation on HiGHS, whose value rounded up is the plan's lower bound
 * (../shared/reference/cutting-stock.md, "Pattern formulation", "Lower
 * bounds"). solver.ts makes whole bars from what it generates.
 */

export interface Budget {
  deadline: number;
  cells: number;
  lpIterations: number;
  maxColumns: number;
  limitHit: boolean;
}

export const outOfTime = (budget: Budget) => {
  if (Date.now() > budget.deadline) budget.limitHit = true;
  return budget.limitHit;
};

/** A value that is a whole number but for float noise counts as that whole number when rounding up. */
const ceilOf = (x: number) => Math.ceil(x - 1e-9 * Math.max(1, Math.abs(x)) - 1e-7);

export interface Generated {
  columns: number[][];
  x: number[];
  lpValue: number;
  lpOptimal: boolean;
  /** ⌈LP⌉ when optimal, else the best Farley bound met (LP / the pricing's best value) */
  bound: number;
}

export const columnKey = (counts: readonly number[]) => counts.join(',');

/**
 * Column generation on the master LP min Σx s.t. Σ a_p x_p ≥ d, x ≥ 0, from
 * the given columns (cut down to the demands) and one single-type pattern
 * per type, a feasible start.
 */
export function columnGeneration(
  highs: Highs,
  instance: NormalInstance,
  demands: readonly number[],
  start: Iterable<readonly number[]>,
  budget: Budget,
  settle = false,
): Generated {
  const { stockLength: c, lengths } = instance;
  const m = lengths.length;
  const bounds = lengths.map((w, j) => Math.min(demands[j], Math.floor(c / w)));
  const columns: number[][] = [];
  const seen = new Set<string>();
  const model = highs.createModel({
    numCols: 0,
    numRows: m,
    colCost: [],
    colLower: [],
    colUpper: [],
    rowLower: demands.slice(),
    rowUpper: demands.map(() => highs.infinity),
    matrix: { format: 'csc', numRows: m, numCols: 0, starts: [0], indices: [], values: [] },
  });
  const add = (counts: number[]) => {
    const key = columnKey(counts);
    if (seen.has(key) || counts.every((a) => a === 0)) return false;
    seen.add(key);
    columns.push(counts);
    const indices: number[] = [];
    const values: number[] = [];
    counts.forEach((a, j) => {
      if (a > 0) {
        indices.push(j);
        values.push(a);
      }
    });
    model.addCol(1, 0, highs.infinity, { indices, values });
    return true;
  };
  try {
    model.options.set({ output_flag: false, presolve: 'off', solver: 'simplex' });
    for (const counts of start) add(counts.map((a, j) => Math.min(a, demands[j])));
    lengths.forEach((_, j) => add(lengths.map((_w, k) => (k === j ? bounds[j] : 0))));
    let bound = 0;
    let lpValue = Infinity;
    let lpOptimal = false;
    let x: number[] = [];
    for (;;) {
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) throw new Error(`master LP status ${model.getModelStatus()}`);
      budget.lpIterations -= Number(model.info.get('simplex_iteration_count'));
      lpValue = model.getObjectiveValue();
      const solution = model.getSolution();
      x = Array.from(solution.colValue);
      const duals = Array.from(solution.rowDual, (y) => Math.max(0, y));
      const exhausted = budget.cells <= 0 || budget.lpIterations <= 0 || columns.length >= budget.maxColumns || outOfTime(budget);
      // the greedy pattern while it is worth a column; the exact one (and its bound) when it is not, and once more at the end
      if (!exhausted) {
        const quick = greedyKnapsack(lengths, duals, bounds, c);
        if (quick.value > 1 + 1e-6 && add(quick.counts)) continue;
      }
      const priced = boundedKnapsack(lengths, duals, bounds, c);
      budget.cells -= priced.cells;
      if (priced.value <= 1 + 1e-9) {
        lpOptimal = true;
        bound = Math.max(bound, ceilOf(lpValue));
        break;
      }
      // Farley: no column is worth more than priced.value, so LP ≥ lpValue / priced.value
      bound = Math.max(bound, ceilOf(lpValue / priced.value));
      // a dive needs the LP's value rounded up, not its last decimals: once the bound reaches it, it is known
      if (exhausted || (settle && bound >= ceilOf(lpValue))) break;
      if (!add(priced.counts)) break; // numerical stall: the best column is there already
    }
    return { columns: columns.slice(0, x.length), x, lpValue, lpOptimal, bound };
  } finally {
    model.dispose();
  }
}
