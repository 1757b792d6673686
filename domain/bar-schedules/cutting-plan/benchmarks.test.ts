import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCHMARK_INSTANCES } from './benchmarks';
import { readBppInstance } from './instance';
import { solveCuttingStock } from './solver';

/*
 * Every benchmark instance of the reference solved to its proved optimum.
 * The time of each is recorded, not asserted (the bench measures it): the
 * wall-clock limit is set far out so that a busy machine cannot change the
 * answer, and the solve is asked not to have hit it.
 */
const read = (file: string) => readBppInstance(readFileSync(join(__dirname, 'instances', file), 'utf8'));
const times: string[] = [];

afterAll(() => console.log(`cutting-stock benchmarks (ms): ${times.join(', ')}`));

describe('the benchmark instances, each solved to its optimum', () => {
  it.each(BENCHMARK_INSTANCES.map((b) => [b.file, b] as const))('%s', async (_file, bench) => {
    const instance = read(bench.file);
    const solution = await solveCuttingStock(instance, { timeLimitMs: 120_000 });
    times.push(`${bench.file} ${solution.ms}`);
    expect(solution.limitHit).toBe(false);
    expect(solution.bars).toBe(bench.optimum);
    expect(solution.lowerBound).toBe(bench.optimum);
    // the reference's LP value, where an LP was solved (FFD may meet L1 at once)
    if (!Number.isNaN(solution.lpValue)) expect(solution.lpValue).toBeCloseTo(bench.lp, bench.lp % 1 === 0 ? 0 : String(bench.lp).split('.')[1].length - 1);
    // the plan cuts exactly the demand, from bars of the stock length
    const cut = new Map<number, number>();
    for (const p of solution.patterns) {
      expect(p.cuts.reduce((s, l) => s + l, 0)).toBeLessThanOrEqual(instance.stockLength);
      for (const l of p.cuts) cut.set(l, (cut.get(l) ?? 0) + p.repeat);
    }
    const asked = new Map<number, number>();
    for (const { length, demand } of instance.pieces) asked.set(length, (asked.get(length) ?? 0) + demand);
    expect(cut).toEqual(asked);
    expect(solution.patterns.reduce((s, p) => s + p.repeat, 0)).toBe(solution.bars);
    // FFD beside it: never fewer bars than the optimum
    expect(solution.ffdBars).toBeGreaterThanOrEqual(bench.optimum);
  });

  it('reads the BPPLIB CSP format as the reference describes it', () => {
    const instance = read('N1C1W1_A.txt');
    expect(instance.stockLength).toBe(100);
    expect(instance.pieces).toHaveLength(41);
    expect(instance.pieces[0]).toEqual({ length: 99, demand: 2 });
    expect(instance.pieces.reduce((s, p) => s + p.demand, 0)).toBe(50);
  });
});
