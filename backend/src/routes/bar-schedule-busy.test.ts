import { MAX_SCHEDULE_ROWS } from '../../../src/contract/requests/bar-schedules';
import { scheduleCalcul } from '../../../src/contract/schedule-calcul';
import { data } from '../testing';
import { HEADER, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * The largest schedule the API takes, worked out while another visitor
 * browses: its calcul and its PDF give the event loop a turn often enough
 * that a GET /setting made meanwhile is answered in under 200 ms (issue 43:
 * a 10 000-row calcul held every other request 0.4 to 2.8 s). The bound is
 * the issue's, the one timed assertion these tests make.
 */
const { kit, call, created } = scheduleKit();
const BOUND_MS = 200;

/**
 * Until `work` settles, a GET /setting after another, each sent from a
 * timer, as a request from the network is read between two turns of the
 * event loop: its time runs from when it is due, so that a turn the work
 * holds counts in it. How long each took.
 */
async function browsingWhile(work: Promise<unknown>) {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const due = performance.now();
    const res = await new Promise<Awaited<ReturnType<typeof kit.api.get>>>((resolve, reject) =>
      setTimeout(() => kit.api.get('/setting').then(resolve, reject), 1),
    );
    expect(res.statusCode).toBe(200);
    times.push(performance.now() - due);
  }
  await settled;
  return times;
}

describe('a schedule of the largest size, while another visitor browses', () => {
  const rows = Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({
    mark: String(i + 1),
    member: 'Poutre P1',
    diameter: 12,
    shape_code: '21',
    dimensions: { A: 300, B: 1200, C: 300 },
    members: 2,
    bars_per_member: 5,
  }));

  it('works out a 10 000-row POST /nomenclature/calcul without holding GET /setting 200 ms', async () => {
    const calcul = kit.api.request('POST', '/nomenclature/calcul', { body: { rows }, plan: PLAN });
    const times = await browsingWhile(calcul);
    const out = data(await calcul, scheduleCalcul);
    expect(out.rows).toHaveLength(MAX_SCHEDULE_ROWS);
    expect(out.totals.mass_kg).toBe(155_840);
    // the calcul gave others turns all along, not once at its end
    expect(times.length).toBeGreaterThan(5);
    expect(Math.max(...times)).toBeLessThan(BOUND_MS);
  }, 180_000);

  it('refuses a malformed row of a long calcul, naming its line, without holding GET /setting 200 ms', async () => {
    const bad = rows.map((r, i) => (i === 9_000 ? { ...r, diameter: 'douze' } : r));
    const calcul = kit.api.request('POST', '/nomenclature/calcul', { body: { rows: bad }, plan: PLAN });
    const times = await browsingWhile(calcul);
    const res = await calcul;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Ligne 9001 : le diamètre doit être un nombre.',
      errors: { 'rows.9000.diameter': 'Le diamètre doit être un nombre.' },
    });
    // the rows are read a chunk at a time too, not all in one turn
    expect(times.length).toBeGreaterThan(3);
    expect(Math.max(...times)).toBeLessThan(BOUND_MS);
  }, 180_000);

  it('prints the PDF of a 10 000-row schedule without holding GET /setting 200 ms', async () => {
    const s = await created(Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({ ...U12, mark: String(i + 1) })));
    const pdf = call('GET', `/nomenclature/${s.id}/pdf`);
    const times = await browsingWhile(pdf);
    expect((await pdf).statusCode).toBe(200);
    expect(times.length).toBeGreaterThan(5);
    expect(Math.max(...times)).toBeLessThan(BOUND_MS);
  }, 180_000);

  it('prints the PDF of a 10 000-row draft a visitor sends, without holding GET /setting 200 ms', async () => {
    const draft = {
      header: HEADER,
      rows: Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({ ...U12, mark: String(i + 1), cut_length_mm: 1755, mass_g: 15584 })),
    };
    const pdf = kit.api.request('POST', '/nomenclature/pdf', { body: draft, plan: PLAN });
    const times = await browsingWhile(pdf);
    expect((await pdf).statusCode).toBe(200);
    expect(times.length).toBeGreaterThan(5);
    expect(Math.max(...times)).toBeLessThan(BOUND_MS);
  }, 180_000);
});
