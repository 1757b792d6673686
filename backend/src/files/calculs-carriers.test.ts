import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { testApi, type TestApi } from '../testing';
import { PLAN } from '../testing-schedules';

/**
 * Where the calculs' pool runs each job (calculs.ts, carriers.ts): a cutting
 * plan, its rows counted first, in a child process of the API (its solver's
 * garbage collected there, not beside the event loop's); a calcul in a thread
 * of the API's own process. Read from Linux's process table.
 */
const linux = existsSync('/proc/self/task');
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

/** The API's child processes that run the calculs' entry. */
function calculProcesses(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('calcul-worker.cjs');
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const ROW = { mark: '1', member: 'Voile V1', diameter: 12, shape_code: '00', dimensions: { A: 4000 }, members: 2, bars_per_member: 3 };

(linux ? describe : describe.skip)('the calculs’ carriers', () => {
  it('works out a calcul in a thread, and makes a plan in a process of its own, which ends with the API', async () => {
    const calcul = await api.request('POST', '/nomenclature/calcul', { body: { rows: [ROW] }, plan: PLAN });
    expect(calcul.statusCode).toBe(200);
    expect(calculProcesses()).toEqual([]);

    const planned = await api.request('POST', '/nomenclature/plan-de-coupe', { body: { rows: [ROW] }, plan: PLAN });
    expect(planned.statusCode).toBe(200);
    const [child] = calculProcesses();
    expect(child).toBeDefined();

    await api.close();
    expect(existsSync(`/proc/${child}`)).toBe(false);
    api = await testApi();
  });
});
