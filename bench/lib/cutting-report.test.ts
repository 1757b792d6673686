import { budgets, cuttingBudgets, cuttingSection, type Results } from './report.mjs';

/** How the cutting plan's lines of the benchmark read their figures (bench/cutting-plan.mjs). */

const instance = (name: string, bars: number, optimum: number, ms: number, irup = true) => ({
  name,
  stockLength: 10000,
  pieces: 100,
  optimum,
  irup,
  bars,
  lowerBound: optimum,
  ffdBars: optimum + 2,
  limitHit: false,
  varied: false,
  ms,
  runsMs: [ms, ms, ms],
});
const setting = (p99: number, errors = 0) => ({ requests: 1000, errors, p50: 2, p99 });
const record = ({ planMs = 400, during = 12, statuses = { 200: 20 } as Record<string, number>, instances = [instance('N1C1W1_A', 25, 25, 30)] } = {}) => ({
  size: 250,
  runs: 3,
  firstMs: 250,
  instances,
  api: {
    rows: 500,
    firstMs: 900,
    statuses: [200, 200, 200] as (number | 'network')[],
    ms: planMs,
    runsMs: [planMs, planMs, planMs],
    plan: { diameters: [8, 10, 12], stockBars: 120, lowerBound: 119, ffdBars: 126, leftOut: [], skippedRows: 0 },
    seconds: 10,
    concurrency: 4,
    alone: setting(10),
    during: { setting: setting(during), sent: { count: 20, statuses, p50: 420, max: 610 } },
  },
});

/** A run with the open loop beside the closed one: `open` is its p99 during the plans, `closed` the closed loop's. */
const measuredBothWays = ({ open = 15, closed = 30, openStatuses = { 200: 22 } as Record<string, number> } = {}) => {
  const r = record({ during: closed });
  const reading = (p99: number) => ({ ...setting(p99), rate: 200, requests: 2000 });
  return {
    ...r,
    api: {
      ...r.api,
      open: {
        rate: 200,
        alone: reading(10),
        during: { setting: reading(open), sent: { count: 22, statuses: openStatuses, p50: 450, max: 640 } },
        ratio: open / 10,
      },
    },
  };
};

describe('the cutting plan’s lines', () => {
  it('are met when every instance is at its optimum within 2 s, the plan within 1 s and the readers within 1.5×', () => {
    const [instances, plan, readers] = cuttingBudgets(record({ during: 15 }));
    expect(instances).toEqual({
      budget: expect.stringMatching(/^Cutting-stock benchmark instances \(BPPLIB\): .* each within 2\.0 s$/),
      measured: '1 of 1 at their optimum; slowest N1C1W1_A 30 ms',
      met: true,
    });
    expect(plan).toEqual({
      budget: 'Plan de coupe of a 500-row schedule through the API (POST /nomenclature/plan-de-coupe) ≤ 1.0 s',
      measured: '400 ms (runs 400, 400, 400 ms); 3 diameters, 120 stock bars (bound 119, first-fit decreasing 126)',
      met: true,
    });
    expect(readers).toEqual({
      budget: 'GET /setting p99 while 500-row plans are asked one after another ≤ 1.5× its value alone',
      measured: '/setting p99 10 ms alone, 15 ms during the plans (1.50×); 20 plans, 20 × 200',
      met: true,
    });
  });

  it('allow one bar over the optimum only on an instance named as lacking the round-up property', () => {
    expect(cuttingBudgets(record({ instances: [instance('Waescher_TEST0005', 29, 28, 900)] }))[0]).toMatchObject({
      measured: '0 of 1 at their optimum (Waescher_TEST0005 29 for 28); slowest Waescher_TEST0005 900 ms',
      met: false,
    });
    expect(cuttingBudgets(record({ instances: [instance('no-irup', 29, 28, 900, false)] }))[0].met).toBe(true);
    expect(cuttingBudgets(record({ instances: [instance('no-irup', 30, 28, 900, false)] }))[0].met).toBe(false);
  });

  it('are missed past 2 s an instance, 1 s a plan, 1.5× the readers’ p99, or when a plan is turned away', () => {
    const slow = cuttingBudgets(record({ instances: [instance('a', 25, 25, 30), instance('b', 16, 16, 2100)] }))[0];
    expect(slow).toMatchObject({ measured: '2 of 2 at their optimum; slowest b 2100 ms, over the budget: b', met: false });
    expect(cuttingBudgets(record({ planMs: 1001 }))[1].met).toBe(false);
    expect(cuttingBudgets(record({ during: 16 }))[2].met).toBe(false);
    expect(cuttingBudgets(record({ statuses: { 200: 18, 429: 2 } }))[2]).toMatchObject({ measured: expect.stringContaining('18 × 200, 2 × 429'), met: false });
    const refused = record();
    refused.api.statuses = [422, 422, 422];
    expect(cuttingBudgets(refused)[1].met).toBe(false);
  });

  it('go into the budgets table, and write a table of the instances and one of the readers', () => {
    const r = { sizes: [250], weights: {}, scaling: [], api: [], cutting: record() } as unknown as Results;
    expect(budgets(r).map((b) => b.budget)).toEqual(cuttingBudgets(record()).map((b) => b.budget));
    const text = cuttingSection(record()).join('\n');
    expect(text).toContain('| `N1C1W1_A` | 10000 | 100 | 25 | 25 | 25 | 27 | 30 ms (30, 30, 30) |');
    expect(text).toContain('| during the plans | 2 ms | 12 ms | 1000 | 0 | 20 × 200 (420 ms, 610 ms) |');
  });

  describe('with the open loop beside the closed one', () => {
    it('judge the readers on the open loop’s p99, the closed loop’s shown beside, the plans of both phases counted', () => {
      expect(cuttingBudgets(measuredBothWays({ open: 15, closed: 30 }))[2]).toEqual({
        budget: 'GET /setting p99 at 200 requests/s, open loop, while 500-row plans are asked one after another ≤ 1.5× its value alone',
        measured:
          '/setting p99 at 200 requests/s, open loop: 10 ms alone, 15 ms during the plans (1.50×); closed loop: 10 ms alone, 30 ms during the plans (3.00×); 42 plans, 42 × 200',
        met: true,
      });
      expect(cuttingBudgets(measuredBothWays({ open: 16, closed: 12 }))[2].met).toBe(false);
      expect(cuttingBudgets(measuredBothWays({ openStatuses: { 200: 21, 429: 1 } }))[2]).toMatchObject({
        measured: expect.stringMatching(/; 42 plans, 41 × 200, 1 × 429$/),
        met: false,
      });
    });

    it('write the open-loop rows beside the closed-loop ones, and say why the budget is read on the open loop', () => {
      const text = cuttingSection(measuredBothWays()).join('\n');
      expect(text).toContain(
        '| alone | open loop, 200 requests/s | 2 ms | 10 ms |  | 2000 | 0 |  |\n| alone | closed loop, 4 visitors | 2 ms | 10 ms |  | 1000 | 0 |  |',
      );
      expect(text).toContain(
        '| during the plans | open loop, 200 requests/s | 2 ms | 15 ms | 1.50× | 2000 | 0 | 22 × 200 (450 ms, 640 ms) |\n' +
          '| during the plans | closed loop, 4 visitors | 2 ms | 30 ms | 3.00× | 1000 | 0 | 20 × 200 (420 ms, 610 ms) |',
      );
      expect(text).toContain('The budget is read on the open loop');
    });

    it('leave a run recorded before the open loop as it read', () => {
      expect(cuttingSection(record()).join('\n')).not.toContain('open loop');
      expect(cuttingBudgets(record())[2].budget).not.toContain('open loop');
    });
  });
});
