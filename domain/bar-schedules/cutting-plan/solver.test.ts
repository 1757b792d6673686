import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBppInstance, type CspInstance } from './instance';
import { solveCuttingStock } from './solver';

/* Small instances whose optimum is worked out by hand, and what the bound and the steps after rounding are for. */

const piecesCut = (patterns: { cuts: number[]; repeat: number }[]) => {
  const made = new Map<number, number>();
  for (const p of patterns) for (const l of p.cuts) made.set(l, (made.get(l) ?? 0) + p.repeat);
  return made;
};
const asked = (instance: CspInstance) => new Map(instance.pieces.map((p) => [p.length, p.demand]));
const SLOW_MACHINE = { timeLimitMs: 120_000 };

describe('solving a cutting-stock instance', () => {
  it('cuts 5, 4, 4, 3, 2, 2 from two bars of 10, where first-fit decreasing takes three', async () => {
    // [5, 3, 2] and [4, 4, 2] fill two bars exactly; L1 = ⌈20 / 10⌉ = 2, so two is the optimum.
    const instance = {
      stockLength: 10,
      pieces: [
        { length: 5, demand: 1 },
        { length: 4, demand: 2 },
        { length: 3, demand: 1 },
        { length: 2, demand: 2 },
      ],
    };
    const solution = await solveCuttingStock(instance, SLOW_MACHINE);
    expect(solution.bars).toBe(2);
    expect(solution.lowerBound).toBe(2);
    expect(solution.ffdBars).toBe(3);
    expect(solution.patterns.map((p) => p.cuts).sort()).toEqual([
      [4, 4, 2],
      [5, 3, 2],
    ]);
    expect(piecesCut(solution.patterns)).toEqual(asked(instance));
  });

  it('bounds by the LP, not the total length: three pieces of 6 from bars of 10 take three bars', async () => {
    // L1 = ⌈18 / 10⌉ = 2, but a bar holds one 6: the LP is 3, the optimum 3, and the bound says so.
    const solution = await solveCuttingStock({ stockLength: 10, pieces: [{ length: 6, demand: 3 }] }, SLOW_MACHINE);
    expect(solution).toMatchObject({ bars: 3, lowerBound: 3, lpOptimal: true });
    expect(solution.lpValue).toBeCloseTo(3, 9);
  });

  it('solves by counts: the same pieces a thousand times over take 2 000 bars, FFD 2 034', async () => {
    // [5, 3, 2] × 1 000 and [4, 4, 2] × 1 000, as above; L1 = 20 000 / 10 = 2 000.
    // FFD: 500 × [5, 5], 1 000 × [4, 4, 2], 333 × [3, 3, 3] and [3, 2, 2, 2], then 997 twos, 5 a bar: 199 × [2 × 5] and [2, 2].
    const instance = {
      stockLength: 10,
      pieces: [
        { length: 5, demand: 1_000 },
        { length: 4, demand: 2_000 },
        { length: 3, demand: 1_000 },
        { length: 2, demand: 2_000 },
      ],
    };
    const solution = await solveCuttingStock(instance, SLOW_MACHINE);
    expect(solution).toMatchObject({ bars: 2_000, lowerBound: 2_000, ffdBars: 2_034 });
    expect(piecesCut(solution.patterns)).toEqual(asked(instance));
  });

  it('is one bar above the bound on a Wäscher instance with rounding alone: what the dive is for', async () => {
    const instance = readBppInstance(readFileSync(join(__dirname, 'instances', 'Waescher_TEST0005.txt'), 'utf8'));
    const rounded = await solveCuttingStock(instance, { ...SLOW_MACHINE, diveNodes: 0, mipSize: 0 });
    expect(rounded.lowerBound).toBe(28);
    expect(rounded.bars).toBe(29);
    const full = await solveCuttingStock(instance, SLOW_MACHINE);
    expect(full.bars).toBe(28);
    expect(full.method).toBe('dive');
  });

  it('falls to the integer program over the patterns when there is no dive: N1C3W1_A, 16 bars where rounding and FFD take 17', async () => {
    const instance = readBppInstance(readFileSync(join(__dirname, 'instances', 'N1C3W1_A.txt'), 'utf8'));
    const rounded = await solveCuttingStock(instance, { ...SLOW_MACHINE, diveNodes: 0, mipSize: 0 });
    expect(rounded).toMatchObject({ bars: 17, lowerBound: 16, ffdBars: 17 });
    const solved = await solveCuttingStock(instance, { ...SLOW_MACHINE, diveNodes: 0 });
    expect(solved).toMatchObject({ bars: 16, method: 'mip', limitHit: false });
    expect(piecesCut(solved.patterns)).toEqual(asked(instance));
  });

  it('answers the same plan twice, and for the pieces in another order', async () => {
    const instance = readBppInstance(readFileSync(join(__dirname, 'instances', 'Waescher_TEST0082.txt'), 'utf8'));
    const once = await solveCuttingStock(instance, SLOW_MACHINE);
    const again = await solveCuttingStock(instance, SLOW_MACHINE);
    const shuffled = await solveCuttingStock({ ...instance, pieces: [...instance.pieces].reverse() }, SLOW_MACHINE);
    // the same pieces split over two lines are one type
    const split = await solveCuttingStock(
      {
        ...instance,
        pieces: instance.pieces.flatMap((p) =>
          p.demand > 1
            ? [
                { ...p, demand: 1 },
                { ...p, demand: p.demand - 1 },
              ]
            : [p],
        ),
      },
      SLOW_MACHINE,
    );
    expect(once.limitHit).toBe(false);
    for (const other of [again, shuffled, split]) expect(other.patterns).toEqual(once.patterns);
  });

  it('has nothing to cut from nothing', async () => {
    expect(await solveCuttingStock({ stockLength: 10, pieces: [] })).toMatchObject({ bars: 0, lowerBound: 0, ffdBars: 0, patterns: [] });
  });
});
