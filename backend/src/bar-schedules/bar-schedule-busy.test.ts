import { MAX_SCHEDULE_ROWS } from '@trefima/domain/bar-schedules/requests';
import { barSchedule } from '@trefima/domain/bar-schedules/contract';
import { barScheduleCalcul } from '@trefima/domain/bar-schedules/calcul-contract';
import { defaultThrottle } from '../config';
import { data } from '../testing';
import { HOLD_BOUND_MS, loopHeldDuring } from '../testing-event-loop';
import { overHttp, read, type HttpAnswer } from '../testing-http';
import { HEADER, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * The largest schedule the API takes, worked out while another visitor
 * browses: its calcul and its PDF (in the calculs' thread), its checks and
 * figures (in slices) leave the event loop free often enough that a GET
 * /setting made meanwhile waits under 200 ms (issue 43: a 10 000-row calcul
 * held every other request 0.4 to 2.8 s). What is bounded is what the code
 * controls, the loop's longest hold (testing-event-loop.ts), not a request's
 * time, which a loaded machine stretches whatever the code; the visitor's
 * requests are answered while the schedule's is still in flight. Both call
 * over HTTP, as browsers do (testing-http.ts): the loop then does the API's
 * work and not app.inject's.
 */
// answers unchecked on their way out, as in production: the tests' check of a 10 000-row answer against its schema
// (http/answers.ts) is one turn of the loop that production never takes; this test checks the answers itself.
// Every call over HTTP comes from one address: its budget of rows holds the six schedules of this file.
const { kit, created } = scheduleKit({ checkAnswers: false, throttle: { ...defaultThrottle, scheduleRowsPerClientPerMinute: 100_000 } });
let http: Awaited<ReturnType<typeof overHttp>>;
beforeAll(async () => {
  http = await overHttp(kit.api);
});
afterAll(() => http.close());

/**
 * Until `work` settles, a GET /setting after another, each sent from a
 * timer, as a request from the network is read between two turns of the
 * event loop. How many were answered while the work was still in flight,
 * and the loop's longest hold meanwhile.
 */
async function browsingWhile(work: () => Promise<HttpAnswer>) {
  let done = false;
  let answeredMeanwhile = 0;
  const { result, longestMs } = await loopHeldDuring(async () => {
    const settled = work().finally(() => {
      done = true;
    });
    while (!done) {
      const res = await new Promise<HttpAnswer>((resolve, reject) => setTimeout(() => http.call('GET', '/setting').then(resolve, reject), 1));
      expect(res.status).toBe(200);
      if (!done) answeredMeanwhile++;
    }
    return settled;
  });
  return { result: read(result), answeredMeanwhile, longestMs };
}

/** A body as the browser has it ready before it sends it. */
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

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
    const body = json({ rows });
    const { result, answeredMeanwhile, longestMs } = await browsingWhile(() => http.call('POST', '/nomenclature/calcul', { body, plan: PLAN }));
    const out = data(result, barScheduleCalcul);
    expect(out.rows).toHaveLength(MAX_SCHEDULE_ROWS);
    expect(out.totals.mass_kg).toBe(155_840);
    // others were answered all along, not once at its end
    expect(answeredMeanwhile).toBeGreaterThan(5);
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 180_000);

  it('refuses a malformed row of a long calcul, naming its line, without holding GET /setting 200 ms', async () => {
    const body = json({ rows: rows.map((r, i) => (i === 9_000 ? { ...r, diameter: 'douze' } : r)) });
    const { result: res, answeredMeanwhile, longestMs } = await browsingWhile(() => http.call('POST', '/nomenclature/calcul', { body, plan: PLAN }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Ligne 9001 : le diamètre doit être un nombre.',
      errors: { 'rows.9000.diameter': 'Le diamètre doit être un nombre.' },
    });
    // the rows are checked off the loop too
    expect(answeredMeanwhile).toBeGreaterThan(3);
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 180_000);

  it('saves a 10 000-row schedule, and a revision of it, without holding GET /setting 200 ms', async () => {
    const many = Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({ ...U12, mark: String(i + 1) }));
    const body = json({ header: HEADER, rows: many });
    const saved = await browsingWhile(() => http.call('POST', '/nomenclature', { body, token: kit.pro, plan: PLAN }));
    const s = data(saved.result, barSchedule, 201);
    expect(s.rows).toHaveLength(MAX_SCHEDULE_ROWS);
    const revision = json({ header: HEADER, rows: many.map((r) => ({ ...r, members: 3 })), revision: s.revision });
    const revised = await browsingWhile(() => http.call('PATCH', `/nomenclature/${s.id}`, { body: revision, token: kit.pro, plan: PLAN }));
    expect(revised.result.statusCode).toBe(200);
    expect(saved.answeredMeanwhile).toBeGreaterThan(5);
    expect(saved.longestMs).toBeLessThan(HOLD_BOUND_MS);
    expect(revised.answeredMeanwhile).toBeGreaterThan(5);
    expect(revised.longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 180_000);

  it('prints the PDF of a 10 000-row schedule without holding GET /setting 200 ms', async () => {
    const s = await created(Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({ ...U12, mark: String(i + 1) })));
    const { result, answeredMeanwhile, longestMs } = await browsingWhile(() => http.call('GET', `/nomenclature/${s.id}/pdf`, { token: kit.pro, plan: PLAN }));
    expect(result.statusCode).toBe(200);
    expect(result.body.startsWith('%PDF-')).toBe(true);
    expect(answeredMeanwhile).toBeGreaterThan(5);
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 180_000);

  it('prints the PDF of a 10 000-row draft a visitor sends, without holding GET /setting 200 ms', async () => {
    const body = json({
      header: HEADER,
      rows: Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({ ...U12, mark: String(i + 1), cut_length_mm: 1755, mass_g: 15584 })),
    });
    const { result, answeredMeanwhile, longestMs } = await browsingWhile(() => http.call('POST', '/nomenclature/pdf', { body, plan: PLAN }));
    expect(result.statusCode).toBe(200);
    expect(result.body.startsWith('%PDF-')).toBe(true);
    expect(answeredMeanwhile).toBeGreaterThan(5);
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 180_000);
});
