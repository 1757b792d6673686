import { boundedKnapsack, greedyKnapsack, knapsackCells } from './knapsack';

/** Every count vector within the bounds: the truth for small cases. */
function bruteForce(weights: number[], values: number[], bounds: number[], capacity: number): number {
  let best = 0;
  const walk = (j: number, room: number, value: number) => {
    if (j === weights.length) {
      best = Math.max(best, value);
      return;
    }
    for (let a = 0; a <= bounds[j] && a * weights[j] <= room; a++) walk(j + 1, room - a * weights[j], value + a * values[j]);
  };
  walk(0, capacity, 0);
  return best;
}

describe('the pricing knapsack', () => {
  it('finds the best bar by hand: lengths 5, 4, 3 worth 0.5, 0.4, 0.35 in a bar of 10', () => {
    // 5+5 = 1.0 (one 5 allowed: no); 5+4 = 0.9; 4+3+3 = 1.1; 3+3+3 = 1.05; 4+4 = 0.8 → [0, 1, 2], worth 1.1
    const best = boundedKnapsack([5, 4, 3], [0.5, 0.4, 0.35], [1, 2, 3], 10);
    expect(best.counts).toEqual([0, 1, 2]);
    expect(best.value).toBeCloseTo(1.1, 12);
  });

  it('divides by the lengths’ common divisor: 5 mm steps make a 12 m bar 2 400 cells', () => {
    // 4 995 and 2 500 share 5: 2 400 cells wide; up to 2 of the first (items of 1 and 1), 4 of the second (1, 2 and 1)
    expect(knapsackCells([4_995, 2_500], [2, 4], 12_000)).toBe((2 + 3) * 2_401);
    // 2 × 4 995 is worth 2, 4 995 + 2 × 2 500 is 2.1, 4 × 2 500 is 2.2
    const best = boundedKnapsack([4_995, 2_500], [1, 0.55], [2, 4], 12_000);
    expect(best.counts).toEqual([0, 4]);
    expect(best.cells).toBe((2 + 3) * 2_401);
  });

  it('matches a brute force on 300 small cases, within the bounds and the capacity', () => {
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < 300; k++) {
      const m = 1 + Math.floor(random() * 5);
      const capacity = 5 + Math.floor(random() * 40);
      const weights = Array.from({ length: m }, () => 1 + Math.floor(random() * capacity));
      const values = weights.map((w) => (random() < 0.2 ? 0 : (w / capacity) * (0.5 + random())));
      const bounds = weights.map(() => Math.floor(random() * 5));
      const best = boundedKnapsack(weights, values, bounds, capacity);
      expect(best.value).toBeCloseTo(bruteForce(weights, values, bounds, capacity), 9);
      expect(best.counts.every((a, j) => a <= bounds[j])).toBe(true);
      expect(best.counts.reduce((s, a, j) => s + a * weights[j], 0)).toBeLessThanOrEqual(capacity);
      expect(greedyKnapsack(weights, values, bounds, capacity).value).toBeLessThanOrEqual(best.value + 1e-12);
    }
  });
});
