import { hostileBudget, hostileSection } from './report.mjs';

/** How the hostile-files line of the benchmark reads its figures: the budget is the p99 during both attacks, every file refused. */

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
});
