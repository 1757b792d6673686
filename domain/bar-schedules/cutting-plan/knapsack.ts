/*
 * The pricing step of column generation (../shared/reference/cutting-stock.md,
 * "Pattern formulation"): a bounded knapsack, the most the duals can be worth
 * in one stock bar. Exact, by dynamic programming over the capacity, after
 * dividing every length by their greatest common divisor (a schedule's cut
 * lengths are whole 5 mm, so a 12 m bar is 2 400 cells, not 12 000). A type
 * of bound b is split in items of 1, 2, 4… copies (b in all), so the table
 * has capacity × Σ log₂ b cells, and the work is counted for the caller's budget.
 */

export interface Knapsack {
  /** the best value, and the copies of each type that give it */
  value: number;
  counts: number[];
  /** table cells filled, the measure of the pricing's cost */
  cells: number;
}

export const gcd = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};

/** What filling `capacity` with the types of `weights` would cost in table cells, before doing it. */
export function knapsackCells(weights: readonly number[], bounds: readonly number[], capacity: number): number {
  const g = weights.reduce(gcd, 0) || 1;
  const cap = Math.floor(capacity / g);
  let items = 0;
  weights.forEach((w, j) => {
    const b = Math.min(bounds[j], Math.floor(cap / (w / g)));
    if (b > 0) items += Math.floor(Math.log2(b)) + 1;
  });
  return items * (cap + 1);
}

/** max Σ values·a subject to Σ weights·a ≤ capacity, 0 ≤ a ≤ bounds, a whole; types of no positive value are left out. */
export function boundedKnapsack(weights: readonly number[], values: readonly number[], bounds: readonly number[], capacity: number): Knapsack {
  const m = weights.length;
  const counts = new Array<number>(m).fill(0);
  const useful = weights.map((_, j) => j).filter((j) => values[j] > 0 && bounds[j] > 0 && weights[j] <= capacity);
  if (useful.length === 0) return { value: 0, counts, cells: 0 };
  const g = useful.reduce((acc, j) => gcd(acc, weights[j]), 0);
  const cap = Math.floor(capacity / g);

  // 0-1 items: (type, copies); binary splitting keeps every count up to the bound reachable
  const itemType: number[] = [];
  const itemCopies: number[] = [];
  for (const j of useful) {
    let left = Math.min(bounds[j], Math.floor(cap / (weights[j] / g)));
    for (let k = 1; left > 0; k *= 2) {
      const copies = Math.min(k, left);
      itemType.push(j);
      itemCopies.push(copies);
      left -= copies;
    }
  }
  const n = itemType.length;
  const row = cap + 1;
  const words = (row + 31) >>> 5;
  const taken = new Uint32Array(n * words);
  const best = new Float64Array(row);
  for (let i = 0; i < n; i++) {
    const j = itemType[i];
    const w = (weights[j] / g) * itemCopies[i];
    const v = values[j] * itemCopies[i];
    const base = i * words;
    for (let c = cap; c >= w; c--) {
      const candidate = best[c - w] + v;
      // strictly better only: the earlier (longer) item wins a tie, the same every run
      if (candidate > best[c]) {
        best[c] = candidate;
        taken[base + (c >>> 5)] |= 1 << (c & 31);
      }
    }
  }
  let c = cap;
  for (let i = n - 1; i >= 0; i--) {
    if (taken[i * words + (c >>> 5)] & (1 << (c & 31))) {
      counts[itemType[i]] += itemCopies[i];
      c -= (weights[itemType[i]] / g) * itemCopies[i];
    }
  }
  const value = counts.reduce((sum, a, j) => sum + a * values[j], 0);
  return { value, counts, cells: n * row };
}

/**
 * A quick pattern for the same question: types by value per unit of length,
 * each taken as many times as fit. Not the best, but often worth a column,
 * for far less than the table: column generation asks it first.
 */
export function greedyKnapsack(weights: readonly number[], values: readonly number[], bounds: readonly number[], capacity: number): Knapsack {
  const counts = new Array<number>(weights.length).fill(0);
  const order = weights
    .map((_, j) => j)
    .filter((j) => values[j] > 0 && bounds[j] > 0)
    .sort((a, b) => values[b] / weights[b] - values[a] / weights[a] || a - b);
  let room = capacity;
  let value = 0;
  for (const j of order) {
    const a = Math.min(bounds[j], Math.floor(room / weights[j]));
    if (a === 0) continue;
    counts[j] = a;
    room -= a * weights[j];
    value += a * values[j];
  }
  return { value, counts, cells: order.length };
}
