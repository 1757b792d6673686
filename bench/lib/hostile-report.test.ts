import { hostileBudget, hostileSection } from './report.mjs';

/**
 * How the hostile-files line of the benchmark reads its figures: the budget is the p99 during both attacks, every file refused,
 * on the open loop where a run has one (the closed loop's in a run recorded before).
 */

const setting = (p99: number, errors = 0) => ({ requests: 1000, errors, p50: 2, p99 });
const sent = (statuses: Record<string, number>) => ({ sent: Object.values(statuses).reduce((a, b) => a + b, 0), statuses, p50: 30, max: 120 });
const record = (both: number, fileStatuses: Record<string, number> = { 422: 12 }) => ({
  size: 250,
  seconds: 10,
  concurrency: 4,
  alone: setting(10),
  during: {
    files: { setting: setting(12), sent: { 'XLSX of 110 000 lines (quick order)': sent({ 422: 12 }) } },
    calculs: { setting: setting(40), sent: { 'calcul of 10000 rows': sent({ 200: 30 }) } },
    both: {
      setting: setting(both),
      sent: {
        'XLSX of 110 000 lines (quick order)': sent(fileStatuses),
        'PDF inflating to 1 GB (lead form)': sent({ 422: 11 }),
        'calcul of 10000 rows': sent({ 200: 20 }),
      },
    },
  },
});

/** A run with the open loop beside the closed one: `open` is its p99 during both, `closed` the closed loop's. */
const measuredBothWays = ({ open = 15, closed = 30, openErrors = 0, fileStatuses = { 422: 12 } as Record<string, number> } = {}) => {
  const r = record(closed, fileStatuses);
  const reading = (p99: number, errors = 0) => ({ ...setting(p99, errors), rate: 200, requests: 2000 });
  return {
    ...r,
    open: {
      rate: 200,
      alone: reading(10),
      during: {
        files: { setting: reading(11), sent: { 'XLSX of 110 000 lines (quick order)': sent({ 422: 12 }) } },
        calculs: { setting: reading(13), sent: { 'calcul of 10000 rows': sent({ 200: 30 }) } },
        both: {
          setting: reading(open, openErrors),
          sent: { 'XLSX of 110 000 lines (quick order)': sent({ 422: 10 }), 'calcul of 10000 rows': sent({ 200: 25 }) },
        },
      },
      ratio: open / 10,
    },
  };
};

describe('the hostile-files line', () => {
  it('is met when every file is refused and the p99 during both stays within 1.5× alone', () => {
    expect(hostileBudget(record(15))).toEqual({
      budget: expect.stringMatching(/^Hostile uploads .* GET \/setting p99 ≤ 1\.5× its value alone$/),
      measured:
        '23 files sent, all refused (422), 20 calculs; /setting p99 10 ms alone, 15 ms during both (1.50×); files alone 12 ms (1.20×), calculs alone 40 ms (4.00×)',
      met: true,
    });
    expect(hostileBudget(record(16)).met).toBe(false);
  });

  it('is missed when a file is taken, and says what it was answered', () => {
    const missed = hostileBudget(record(12, { 422: 10, 200: 2 }));
    expect(missed.met).toBe(false);
    expect(missed.measured).toMatch(/^23 files sent, answers 2 × 200, 10 × 422; 11 × 422, 20 calculs/);
  });

  it('writes a table of the readers in each phase and one of what was sent', () => {
    const text = hostileSection(record(15)).join('\n');
    expect(text).toContain('| during both | 2 ms | 15 ms | 1000 | 0 |');
    expect(text).toContain('| calcul of 10000 rows | the calculs | 30 | 30 × 200 | 30 ms | 120 ms |');
  });

  describe('with the open loop beside the closed one', () => {
    it('is judged on the open loop’s p99, the closed loop’s shown beside, the files of both phases counted', () => {
      expect(hostileBudget(measuredBothWays({ open: 15, closed: 30 }))).toEqual({
        budget: expect.stringMatching(/^Hostile uploads .* GET \/setting p99 at 200 requests\/s, open loop, ≤ 1\.5× its value alone$/),
        measured:
          '33 files sent, all refused (422), 45 calculs; /setting p99 at 200 requests/s, open loop: 10 ms alone, 15 ms during both (1.50×); files alone 11 ms (1.10×), calculs alone 13 ms (1.30×); ' +
          'closed loop: 10 ms alone, 30 ms during both (3.00×); files alone 12 ms (1.20×), calculs alone 40 ms (4.00×)',
        met: true,
      });
      expect(hostileBudget(measuredBothWays({ open: 16, closed: 12 })).met).toBe(false);
      expect(hostileBudget(measuredBothWays({ open: 12, openErrors: 1 })).met).toBe(false);
    });

    it('is missed when a file is taken while the closed loop read', () => {
      const missed = hostileBudget(measuredBothWays({ fileStatuses: { 422: 10, 200: 2 } }));
      expect(missed.met).toBe(false);
      expect(missed.measured).toMatch(/^33 files sent, answers 2 × 200, 20 × 422; 11 × 422, 45 calculs/);
    });

    it('writes each phase’s open-loop row beside its closed-loop one, says why the budget is read on the open loop, and what was sent in each', () => {
      const text = hostileSection(measuredBothWays()).join('\n');
      expect(text).toContain(
        '| alone | open loop, 200 requests/s | 2 ms | 10 ms |  | 2000 | 0 |\n| alone | closed loop, 4 visitors | 2 ms | 10 ms |  | 1000 | 0 |',
      );
      expect(text).toContain(
        '| during both | open loop, 200 requests/s | 2 ms | 15 ms | 1.50× | 2000 | 0 |\n| during both | closed loop, 4 visitors | 2 ms | 30 ms | 3.00× | 1000 | 0 |',
      );
      expect(text).toContain('The budget is read on the open loop');
      expect(text).toContain("each latency is counted from its request's scheduled send");
      expect(text).toContain('| calcul of 10000 rows | both (closed loop) | 20 | 20 × 200 | 30 ms | 120 ms |');
      expect(text).toContain('| calcul of 10000 rows | both (open loop) | 25 | 25 × 200 | 30 ms | 120 ms |');
    });

    it('leaves a run recorded before the open loop as it read', () => {
      expect(hostileSection(record(15)).join('\n')).not.toContain('open loop');
      expect(hostileBudget(record(15)).budget).not.toContain('open loop');
    });
  });
});
