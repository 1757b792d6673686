import { defaultCalculs } from '../config';
import { testApi, type TestApi } from '../testing';

/**
 * A cutting plan may take the optimiser's whole time bound (files/calculs.ts). One client sending many at once, with
 * no token, filled the calculs' thread and its queue, and another client's one-row calcul was refused (503) for as long
 * as he went on: a client's plans take their turns one after the other, and the others' calls pass between them.
 */
let api: TestApi;
// the production's one thread and queue; a shorter bound than production's, so that the test is short
beforeAll(async () => {
  api = await testApi({ calculs: { ...defaultCalculs, timeoutMs: 4000 } });
});
afterAll(() => api.close());

let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
/** 1 000 straight Ø10 bars of 2,5 to 4,1 m, many of each, no offcut kept: the optimiser works to its bound. */
const hard = () =>
  Array.from({ length: 1000 }, (_, i) => ({
    mark: String(i + 1),
    member: 'M',
    diameter: 10,
    shape_code: '00',
    dimensions: { A: 2500 + Math.floor(random() * 1600) },
    members: 1,
    bars_per_member: 1 + Math.floor(random() * 50),
  }));
const ONE_ROW = { rows: [{ mark: '1', diameter: 10, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 12 }] };

it('lets another client’s calcul through while one client sends plans by the dozen, his extra plans refused with a 429 in French', async () => {
  const attack = Array.from({ length: 9 }, () =>
    api.request('POST', '/nomenclature/plan-de-coupe', { body: { rows: hard(), kerf_mm: 7, min_offcut_mm: 0 }, plan: 2, remoteAddress: '203.0.113.7' }),
  );
  // once the first of them is answered (a refusal, at once), another client asks a calcul: it passes before his next plans
  await Promise.race(attack);
  const victim = await api.request('POST', '/nomenclature/calcul', { body: ONE_ROW, plan: 2, remoteAddress: '198.51.100.9' });
  expect(victim.statusCode).toBe(200);
  const answers = await Promise.all(attack);
  const statuses = answers.map((r) => r.statusCode);
  // one at work, two waiting their turn: the rest refused at once
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  const refused = answers.find((r) => r.statusCode === 429)!;
  expect(refused.json().message).toMatch(/^Vos plans de coupe précédents sont encore en calcul : attendez leur réponse\. Réessayez dans \d+ secondes?\.$/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}, 60_000);
