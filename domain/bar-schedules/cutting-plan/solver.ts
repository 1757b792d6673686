import type { Highs } from 'highs';
import { barsOf, cutsOf, ffdCounts, mergePatterns, type CountPattern, type LengthPattern } from './ffd';
import { forgetHighs, loadHighs } from './highs';
import { normalise, totalLengthBound, type CspInstance, type NormalInstance } from './instance';
import { columnGeneration, columnKey, outOfTime, type Budget, type Generated } from './column-generation';

/*
 * The optimiser (issue 47), after ../shared/reference/cutting-stock.md:
 * Gilmore–Gomory column generation ("Pattern formulation") on HiGHS, its
 * value rounded up as the lower bound ("Lower bounds"), then whole bars, in
 * this order, each step only while the plan is above the bound:
 * 1. the LP's patterns rounded down, what they leave cut by first-fit decreasing;
 * 2. a dive (see dive()), which reaches the bound on the Wäscher instances
 *    that rounding misses (their LP sits just under an integer);
 * 3. HiGHS's integer program over every pattern generated, on models small
 *    enough, as the reference says those instances were first solved.
 * FFD's plan is computed first: the comparison, and the answer if all else fails.
 *
 * Deterministic: the instance is normalised (sorted, merged), HiGHS runs on
 * one thread with its fixed seed, ties break by index, and the limits that
 * stop a search early are counts (pricing cells, simplex iterations, columns,
 * dive steps, branch-and-bound nodes), the same on every run and machine.
 * The one exception is the wall-clock limit, a safety net: a solve it stops
 * may end differently on another run, so a plan is the same for the same
 * input only while that limit is not hit (`limitHit` says when it was).
 */

export interface SolveOptions {
  /** wall-clock budget of the whole solve in ms, the safety net (default 10 000) */
  timeLimitMs?: number;
  /** pricing table cells, all column generations together (default 6·10⁸, a second or two) */
  pricingCells?: number;
  /** simplex iterations, all master LPs together (default 60 000) */
  lpIterations?: number;
  /** columns of one master LP (default 3 000) */
  maxColumns?: number;
  /** master LPs the dive may solve (default 300) */
  diveNodes?: number;
  /** branch-and-bound nodes of the integer program (default 2 000) */
  mipNodes?: number;
  /** the integer program runs only when patterns × piece types is at most this (default 200 000) */
  mipSize?: number;
}

export interface CspSolution {
  /** stock pieces the plan uses */
  bars: number;
  /** no plan can use fewer: the LP rounded up (or, if column generation stopped early, Farley's bound), at least L1 */
  lowerBound: number;
  /** the first master LP's value: the linear relaxation's when `lpOptimal` */
  lpValue: number;
  lpOptimal: boolean;
  /** cuts longest first; each pattern used `repeat` times; exactly the demand, no piece over */
  patterns: LengthPattern[];
  /** first-fit decreasing's count, for comparison */
  ffdBars: number;
  /** how the answer was reached */
  method: 'ffd' | 'rounding' | 'dive' | 'mip';
  /** the wall-clock limit stopped a step: the answer may differ on another run */
  limitHit: boolean;
  /** patterns generated in all, and master LPs solved by the dive */
  columns: number;
  diveNodes: number;
  /** the deterministic work done: pricing table cells and simplex iterations */
  work: { pricingCells: number; lpIterations: number };
  ms: number;
}

/** The same, on the normalised instance's types: what planCuts uses. */
export interface NormalSolution extends Omit<CspSolution, 'patterns'> {
  instance: NormalInstance;
  counts: CountPattern[];
}

const DEFAULTS = {
  timeLimitMs: 10_000,
  pricingCells: 6e8,
  lpIterations: 60_000,
  maxColumns: 3_000,
  diveNodes: 300,
  mipNodes: 2_000,
  mipSize: 200_000,
};

/** What is left of the solve's limits, shared by its steps. */
/**
 * Whole bars from patterns that may cut more than asked: the surplus pieces
 * are taken off, from the last patterns first (the rounding's repair and the
 * dive's last steps, the least full), leaving longer offcuts.
 */
export function trimSurplus(instance: NormalInstance, patterns: readonly CountPattern[]): CountPattern[] {
  const m = instance.lengths.length;
  const made = new Array<number>(m).fill(0);
  for (const p of patterns) p.counts.forEach((a, j) => (made[j] += a * p.repeat));
  let list = patterns.map((p) => ({ counts: p.counts.slice(), repeat: p.repeat }));
  for (let j = 0; j < m; j++) {
    let surplus = made[j] - instance.demands[j];
    if (surplus < 0) throw new Error(`type ${j} short of ${-surplus} pieces`);
    for (let i = list.length - 1; i >= 0 && surplus > 0; i--) {
      const p = list[i];
      const per = p.counts[j];
      if (per === 0) continue;
      const whole = Math.min(p.repeat, Math.floor(surplus / per));
      surplus -= whole * per;
      const partial = surplus > 0 && whole < p.repeat ? surplus : 0;
      surplus -= partial;
      const parts: CountPattern[] = [];
      const untouched = p.repeat - whole - (partial > 0 ? 1 : 0);
      if (untouched > 0) parts.push({ counts: p.counts, repeat: untouched });
      if (partial > 0) parts.push({ counts: p.counts.map((a, k) => (k === j ? a - partial : a)), repeat: 1 });
      if (whole > 0) parts.push({ counts: p.counts.map((a, k) => (k === j ? 0 : a)), repeat: whole });
      list = [...list.slice(0, i), ...parts, ...list.slice(i + 1)];
    }
  }
  return mergePatterns(list);
}

const madeBy = (m: number, patterns: readonly CountPattern[]) => {
  const made = new Array<number>(m).fill(0);
  for (const p of patterns) p.counts.forEach((a, j) => (made[j] += a * p.repeat));
  return made;
};

/** The LP's patterns rounded down, what they leave cut by FFD: covers `demands`, perhaps with pieces over. */
function roundAndRepair(instance: NormalInstance, demands: readonly number[], generated: Generated): CountPattern[] {
  const kept: CountPattern[] = [];
  generated.columns.forEach((counts, p) => {
    const repeat = Math.floor(generated.x[p] + 1e-9);
    if (repeat > 0) kept.push({ counts, repeat });
  });
  const made = madeBy(demands.length, kept);
  return [
    ...kept,
    ...ffdCounts(
      instance,
      demands.map((d, j) => Math.max(0, d - made[j])),
    ),
  ];
}

/**
 * A dive for a plan of `target` bars (the lower bound): fix a pattern the LP
 * uses at the whole number nearest its value, solve the LP of what is left by
 * column generation, and so on; the patterns the LP uses wholly are fixed
 * first, all at once. At every step the rounding is tried too. A step whose
 * bars so far plus the LP bound of what is left exceed the target is a dead
 * end, and the search backtracks: limited discrepancy search, at most
 * `discrepancies` times away from the first choice on a path, a pattern
 * tried and failed being tabu to its siblings (the "pure diving" of
 * Sadykov, Vanderbeck et al., "Primal heuristics for branch and price", 2019).
 */
function dive(
  highs: Highs,
  instance: NormalInstance,
  pool: Map<string, number[]>,
  target: number,
  budget: Budget & { nodes: number },
  discrepancies = 2,
): CountPattern[] | null {
  const m = instance.lengths.length;
  const search = (
    fixed: CountPattern[],
    demands: number[],
    discrepancy: number,
    tabu: ReadonlySet<string>,
    parent: Iterable<readonly number[]>,
  ): CountPattern[] | null => {
    const fixedBars = barsOf(fixed);
    if (demands.every((d) => d === 0)) return fixedBars <= target ? fixed : null;
    if (budget.nodes <= 0 || budget.cells <= 0 || budget.lpIterations <= 0 || outOfTime(budget)) return null;
    budget.nodes -= 1;
    const generated = columnGeneration(highs, instance, demands, parent, budget, true);
    for (const counts of generated.columns) pool.set(columnKey(counts), counts);
    if (fixedBars + generated.bound > target) return null;
    const rounded = roundAndRepair(instance, demands, generated);
    if (fixedBars + barsOf(rounded) <= target) return [...fixed, ...rounded];

    const used = generated.columns.map((counts, p) => ({ counts, x: generated.x[p], p })).filter((c) => c.x > 1e-9);
    const nearest = (x: number) => Math.max(1, Math.round(x));
    const whole = used.filter((c) => c.x >= 1 - 1e-9);
    const take = (list: readonly { counts: number[]; x: number }[], down = false) => {
      const next = demands.slice();
      const patterns = list.map((c) => ({ counts: c.counts, repeat: down ? Math.floor(c.x + 1e-9) : nearest(c.x) }));
      madeBy(m, patterns).forEach((made, j) => (next[j] = Math.max(0, next[j] - made)));
      return { patterns, next };
    };
    if (whole.length > 0) {
      const { patterns, next } = take(whole, true);
      return search([...fixed, ...patterns], next, discrepancy, tabu, generated.columns);
    }
    const candidates = used
      .filter((c) => !tabu.has(columnKey(c.counts)))
      .sort((a, b) => Math.abs(a.x - nearest(a.x)) - Math.abs(b.x - nearest(b.x)) || b.x - a.x || a.p - b.p);
    const siblingsTabu = new Set(tabu);
    for (let i = 0; i < candidates.length && i <= discrepancy; i++) {
      const { patterns, next } = take([candidates[i]]);
      const found = search([...fixed, ...patterns], next, discrepancy - i, siblingsTabu, generated.columns);
      if (found) return found;
      if (budget.nodes <= 0 || budget.limitHit || budget.cells <= 0 || budget.lpIterations <= 0) return null;
      siblingsTabu.add(columnKey(candidates[i].counts));
    }
    return null;
  };
  return search([], instance.demands.slice(), discrepancies, new Set(), pool.values());
}

/** The integer program over the pool of patterns, started from the best plan so far; null if it finds nothing. */
function integerProgram(
  highs: Highs,
  instance: NormalInstance,
  pool: Map<string, number[]>,
  incumbent: readonly CountPattern[],
  budget: Budget & { mipNodes: number },
): CountPattern[] | null {
  const { demands } = instance;
  const m = demands.length;
  const columns = [...pool.values()];
  const index = new Map(columns.map((counts, p) => [columnKey(counts), p]));
  const start = new Array<number>(columns.length).fill(0);
  for (const p of incumbent) {
    const key = columnKey(p.counts);
    if (!index.has(key)) {
      index.set(key, columns.length);
      columns.push(p.counts);
      start.push(0);
    }
    start[index.get(key)!] += p.repeat;
  }
  const n = columns.length;
  const starts = [0];
  const rows: number[] = [];
  const values: number[] = [];
  for (const counts of columns) {
    counts.forEach((a, j) => {
      if (a > 0) {
        rows.push(j);
        values.push(a);
      }
    });
    starts.push(rows.length);
  }
  const seconds = (budget.deadline - Date.now()) / 1000;
  if (seconds <= 0) {
    budget.limitHit = true;
    return null;
  }
  const model = highs.createModel({
    numCols: n,
    numRows: m,
    colCost: new Array<number>(n).fill(1),
    colLower: new Array<number>(n).fill(0),
    colUpper: new Array<number>(n).fill(highs.infinity),
    rowLower: demands,
    rowUpper: demands.map(() => highs.infinity),
    matrix: { format: 'csc', numRows: m, numCols: n, starts, indices: rows, values },
    integrality: new Array<1>(n).fill(1),
  });
  try {
    model.options.set({
      output_flag: false,
      time_limit: seconds,
      mip_max_nodes: budget.mipNodes,
      // the objective is a whole number of bars: a solution within 1 of the bound is proved best
      mip_abs_gap: 1 - 1e-6,
    });
    model.setSolution({ colValue: start });
    model.run();
    if (model.getModelStatus() === highs.constants.modelStatus.timeLimit) budget.limitHit = true;
    const x = Array.from(model.getSolution().colValue, (v) => Math.round(v));
    const patterns = columns.map((counts, p) => ({ counts, repeat: x[p] })).filter((p) => p.repeat > 0);
    if (x.some((v) => !Number.isFinite(v) || v < 0) || madeBy(m, patterns).some((v, j) => v < demands[j])) return null;
    return patterns;
  } finally {
    model.dispose();
  }
}

/** Solves a normalised instance: the patterns as counts of its types. */
export async function solveNormal(instance: NormalInstance, options: SolveOptions = {}): Promise<NormalSolution> {
  const started = Date.now();
  const o = { ...DEFAULTS, ...options };
  const budget: Budget = {
    deadline: started + o.timeLimitMs,
    cells: o.pricingCells,
    lpIterations: o.lpIterations,
    maxColumns: o.maxColumns,
    limitHit: false,
  };
  const l1 = totalLengthBound(instance);
  const first = ffdCounts(instance);
  const ffdBars = barsOf(first);
  let found = { patterns: first, method: 'ffd' as CspSolution['method'] };
  let root: Generated | null = null;
  const pool = new Map<string, number[]>();
  let diveNodes = 0;
  const answer = (): NormalSolution => ({
    instance,
    counts: trimSurplus(instance, found.patterns),
    bars: barsOf(found.patterns),
    lowerBound: Math.max(l1, root?.bound ?? 0),
    lpValue: root?.lpValue ?? NaN,
    lpOptimal: root?.lpOptimal ?? false,
    ffdBars,
    method: found.method,
    limitHit: budget.limitHit,
    columns: pool.size,
    diveNodes,
    work: { pricingCells: o.pricingCells - budget.cells, lpIterations: o.lpIterations - budget.lpIterations },
    ms: Date.now() - started,
  });
  const better = (patterns: CountPattern[] | null, method: CspSolution['method']) => {
    if (patterns && barsOf(patterns) < barsOf(found.patterns)) found = { patterns, method };
  };
  // FFD reaching the total-length bound is optimal already
  if (ffdBars <= l1) return answer();
  try {
    const highs = await loadHighs();
    root = columnGeneration(
      highs,
      instance,
      instance.demands,
      first.map((p) => p.counts),
      budget,
    );
    for (const counts of root.columns) pool.set(columnKey(counts), counts);
    const target = Math.max(l1, root.bound);
    better(roundAndRepair(instance, instance.demands, root), 'rounding');
    if (barsOf(found.patterns) > target) {
      const dived = { ...budget, nodes: o.diveNodes };
      better(dive(highs, instance, pool, target, dived), 'dive');
      diveNodes = o.diveNodes - dived.nodes;
      Object.assign(budget, { cells: dived.cells, lpIterations: dived.lpIterations, limitHit: dived.limitHit });
    }
    // the last resort, on models small enough for branch and bound to finish (a large one spends its time at the root)
    if (barsOf(found.patterns) > target && pool.size * instance.lengths.length <= o.mipSize)
      better(integerProgram(highs, instance, pool, found.patterns, { ...budget, mipNodes: o.mipNodes }), 'mip');
  } catch (error) {
    // a broken solver costs the plan its optimisation, not the answer
    forgetHighs();
    if (process.env.NODE_ENV !== 'production') console.warn('cutting plan: the solver failed, the best plan so far kept', error);
  }
  return answer();
}

/** Solves a raw instance (a benchmark's integers, or a schedule's millimetres with the kerf added). */
export async function solveCuttingStock(instance: CspInstance, options: SolveOptions = {}): Promise<CspSolution> {
  const { instance: normal, counts, ...rest } = await solveNormal(normalise(instance), options);
  return { ...rest, patterns: counts.map((p) => ({ cuts: cutsOf(normal, p.counts), repeat: p.repeat })) };
}
