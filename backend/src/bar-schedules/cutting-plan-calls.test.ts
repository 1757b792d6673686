import { barScheduleCalcul } from '@trefima/domain/bar-schedules/calcul-contract';
import { cuttingPlan, type CuttingPlan, type DiameterPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { gramsPerMetre } from '@trefima/domain/bar-schedules/diameters';
import { MAX_SCHEDULE_ROWS } from '@trefima/domain/bar-schedules/requests';
import { colleague } from '../companies/testing-company';
import { defaultCalculs, defaultThrottle } from '../config';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { HOLD_BOUND_MS, loopHeldDuring } from '../testing-event-loop';
import { HEADER, LINK8, PLAN, scheduleKit } from '../testing-schedules';

/**
 * The « Plan de coupe » calls (issue 47): POST /nomenclature/plan-de-coupe
 * for rows sent (no token needed), GET /nomenclature/{id}/plan-de-coupe
 * for a saved schedule (its company's people only), and their PDFs. The
 * small schedule below is planned by hand; the optimiser's own tests are
 * the domain's (domain/bar-schedules/cutting-plan/).
 */
const { kit, call, created, priceOf } = scheduleKit();

// Ø12 straight, 4 m: 2 × 3 = 6 pieces, three to a 12 m bar with nothing left: 2 bars, and no fewer (24 m of cuts)
const R12 = { mark: '1', member: 'Voile V1', diameter: 12, shape_code: '00', dimensions: { A: 4000 }, members: 2, bars_per_member: 3 };
// Ø10 straight, 3.4 m: 3 pieces (10.2 m) from one 12 m bar, its 1.8 m left kept as an offcut (at least 1 m)
const R10 = { mark: '2', member: 'Voile V1', diameter: 10, shape_code: '00', dimensions: { A: 3400 }, members: 1, bars_per_member: 3 };
// LINK8: 40 links of 1150 mm (46 m), ten to a 12 m bar with 500 mm of scrap: 4 bars, and no fewer (46 / 12 = 3.83)
const SMALL = [R12, R10, LINK8];

const plan = (body: unknown, { token, api = kit.api, remoteAddress }: { token?: string; api?: TestApi; remoteAddress?: string } = {}) =>
  api.request('POST', '/nomenclature/plan-de-coupe', { body, token, plan: PLAN, remoteAddress });
const planOf = async (rows: unknown[], token?: string) => data(await plan({ rows }, { token }), cuttingPlan);
const diameterOf = (p: CuttingPlan, d: number) => p.by_diameter.find((x) => x.diameter === d)!;
/** The stock bars a plan buys: the offers it takes none of are not asserted. */
const bought = (d: DiameterPlan) => d.stock.filter((s) => s.count > 0).map(({ reference, count, length_mm }) => ({ reference, count, length_mm }));
const kg = (metres: number, gramsPerMetre: number) => (metres * gramsPerMetre) / 1000;

describe('POST /nomenclature/plan-de-coupe', () => {
  it('plans a small schedule as worked out by hand, without a token', async () => {
    const out = await planOf(SMALL);
    expect(out.by_diameter.map((d) => d.diameter)).toEqual([8, 10, 12]);
    expect(out).toMatchObject({ left_out: [], skipped_rows: 0, settings: { kerf_mm: 0, min_offcut_mm: 1000 } });

    const d12 = diameterOf(out, 12);
    expect(d12).toMatchObject({ stock_bars: 2, lower_bound: 2, gap: 0, ffd_bars: 2, offcuts: [] });
    expect(d12.patterns).toEqual([{ stock_length_mm: 12_000, cuts_mm: [4000, 4000, 4000], repeat: 2, remainder_mm: 0 }]);
    expect(bought(d12)).toEqual([{ reference: 'HA12-12', count: 2, length_mm: 12_000 }]);
    // 888 g/m: 24 m bought, 24 m cut
    expect(d12.stock_kg).toBeCloseTo(kg(24, 888), 3);
    expect(d12.cut_kg).toBeCloseTo(kg(24, 888), 3);
    expect(d12.waste_kg).toBeCloseTo(0, 3);
    expect(d12.waste_pct).toBeCloseTo(0, 1);

    const d10 = diameterOf(out, 10);
    expect(d10).toMatchObject({ stock_bars: 1, lower_bound: 1, gap: 0, ffd_bars: 1, offcuts: [{ length_mm: 1800, count: 1 }] });
    expect(d10.patterns).toEqual([{ stock_length_mm: 12_000, cuts_mm: [3400, 3400, 3400], repeat: 1, remainder_mm: 1800 }]);
    // 617 g/m: 12 m bought, 10.2 m cut, the 1.8 m kept is no waste
    expect(d10.stock_kg).toBeCloseTo(kg(12, 617), 3);
    expect(d10.cut_kg).toBeCloseTo(kg(10.2, 617), 3);
    expect(d10.waste_kg).toBeCloseTo(0, 3);

    const d8 = diameterOf(out, 8);
    expect(d8).toMatchObject({ stock_bars: 4, lower_bound: 4, gap: 0, ffd_bars: 4, offcuts: [] });
    expect(d8.patterns).toEqual([{ stock_length_mm: 12_000, cuts_mm: Array(10).fill(1150), repeat: 4, remainder_mm: 500 }]);
    // 395 g/m: 48 m bought, 46 m cut, 4 × 0.5 m of scrap
    expect(d8.stock_kg).toBeCloseTo(kg(48, 395), 3);
    expect(d8.cut_kg).toBeCloseTo(kg(46, 395), 3);
    expect(d8.waste_kg).toBeCloseTo(kg(2, 395), 3);
    expect(d8.waste_pct).toBeCloseTo((100 * 2) / 48, 1);

    // a visitor's prices: the territory's, no discount
    for (const d of out.by_diameter) for (const s of d.stock) expect([s.reference, s.unit_price_ht]).toEqual([s.reference, priceOf(s.reference)]);
    expect(out.stock_price_ht).toBe(4 * priceOf('HA8-12') + priceOf('HA10-12') + 2 * priceOf('HA12-12'));
    // the same rows cut and bent by the factory, as the calcul prices them
    const calcul = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows: SMALL }, plan: PLAN }), barScheduleCalcul);
    expect(out.schedule_price_ht).toBe(calcul.totals.price.ht);
  });

  it('prices the stock bars and the schedule at the account’s discount with a token', async () => {
    const out = await planOf(SMALL, kit.pro);
    const rate = kit.api.db.prepare('SELECT discount_rate FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    expect(rate).toBeGreaterThan(0);
    const net = (reference: string) => Math.round((priceOf(reference) * (100 - rate)) / 100);
    expect(bought(diameterOf(out, 12))).toEqual([{ reference: 'HA12-12', count: 2, length_mm: 12_000 }]);
    expect(diameterOf(out, 12).stock.find((s) => s.reference === 'HA12-12')!.unit_price_ht).toBe(net('HA12-12'));
    expect(out.stock_price_ht).toBe(4 * net('HA8-12') + net('HA10-12') + 2 * net('HA12-12'));
    const calcul = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows: SMALL }, token: kit.pro, plan: PLAN }), barScheduleCalcul);
    expect(out.schedule_price_ht).toBe(calcul.totals.price.ht);
  });

  it('gives the same plan for the same schedule, whatever the order of its rows', async () => {
    const first = await plan({ rows: SMALL });
    expect((await plan({ rows: SMALL })).body).toBe(first.body);
    expect(data(await plan({ rows: [...SMALL].reverse() }), cuttingPlan)).toEqual(data(first, cuttingPlan));
  });

  it('takes its settings from the body: the loss per cut and the shortest offcut kept', async () => {
    const out = data(await plan({ rows: [R10], kerf_mm: 0, min_offcut_mm: 2000 }), cuttingPlan);
    expect(out.settings).toEqual({ kerf_mm: 0, min_offcut_mm: 2000 });
    // the 1.8 m left is now scrap: 1.8 m × 617 g/m
    const d10 = diameterOf(out, 10);
    expect(d10.offcuts).toEqual([]);
    expect(d10.waste_kg).toBeCloseTo(kg(1.8, 617), 3);
    expect(data(await plan({ rows: [R10], kerf_mm: 5 }), cuttingPlan).settings).toEqual({ kerf_mm: 5, min_offcut_mm: 1000 });
  });

  it('refuses settings out of their bounds in French', async () => {
    const refused = async (settings: Record<string, unknown>) => failure(await plan({ rows: [R10], ...settings }), 422);
    expect((await refused({ kerf_mm: 21 })).errors).toEqual({ kerf_mm: 'La perte par coupe ne doit pas dépasser 20 mm.' });
    expect((await refused({ kerf_mm: 2.5 })).errors).toEqual({ kerf_mm: 'La perte par coupe est un nombre entier de millimètres.' });
    expect((await refused({ min_offcut_mm: -1 })).errors).toEqual({ min_offcut_mm: 'La longueur de chute conservée ne peut pas être négative.' });
    expect((await refused({ min_offcut_mm: 12_001 })).message).toMatch(/^La longueur de chute conservée ne doit pas dépasser 12\s000 mm\.$/);
  });

  it('refuses a setting it does not know, in French, rather than cutting without it', async () => {
    // « kerf » for « kerf_mm » was dropped and the plan cut with no loss per cut
    expect(failure(await plan({ rows: [R10], kerf: 5 }), 422).message).toBe('Clé non reconnue : "kerf"');
  });

  it('leaves out a row in error, counted, and cuts the others', async () => {
    const out = await planOf([R10, { ...R12, mark: 'forme', shape_code: '14' }, { ...R12, mark: '13 m', dimensions: { A: 13_000 } }]);
    expect(out.skipped_rows).toBe(2);
    expect(out.by_diameter.map((d) => d.diameter)).toEqual([10]);
  });

  it('leaves out a diameter no straight bar is sold in, saying why, and out of both prices', async () => {
    const out = await planOf([R10, { ...R10, mark: '40', diameter: 40 }]);
    expect(out.by_diameter.map((d) => d.diameter)).toEqual([10]);
    expect(out.left_out).toEqual([{ diameter: 40, reason: 'aucune barre droite en vente, sur devis' }]);
    expect(out.skipped_rows).toBe(0);
    // Ø40 has no price online, but the comparison is of the bars the plan cuts: the Ø10 rows'
    const calcul = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows: [R10] }, plan: PLAN }), barScheduleCalcul);
    expect(out.schedule_price_ht).toBe(calcul.totals.price.ht);
  });

  it('answers a body that is not rows as the calcul does, in French', async () => {
    const e = failure(await plan({ rows: [R12, R10, LINK8, { ...R12, diameter: 'douze' }] }), 422);
    expect(e.message).toBe('Ligne 4 : le diamètre doit être un nombre.');
    expect(e.errors).toEqual({ 'rows.3.diameter': 'Le diamètre doit être un nombre.' });
    expect(failure(await plan({}), 422).message).toMatch(/obligatoire/);
    expect(failure(await plan({ rows: [R12, null] }), 422).errors).toEqual({ 'rows.1': 'Cette ligne n’est pas une ligne de nomenclature.' });
    const send = (text: string) =>
      kit.api.request('POST', '/nomenclature/plan-de-coupe', { payload: Buffer.from(text), headers: { 'content-type': 'application/json' }, plan: PLAN });
    expect(failure(await send('{"rows": ['), 400)).toEqual({ code: 'INVALID_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' });
    expect(failure(await send('[{"mark": "1"}]'), 400)).toEqual({ code: 'INVALID_BODY', message: 'Le corps de la requête doit être un objet JSON.' });
    const many = Array.from({ length: MAX_SCHEDULE_ROWS + 1 }, () => R10);
    expect(failure(await plan({ rows: many }), 422).message).toMatch(/^Une nomenclature compte au plus 10\s000 lignes : partagez-la en plusieurs\.$/);
  });
});

describe('POST /nomenclature/plan-de-coupe, 10 000 rows', () => {
  // 37 lengths of four diameters, two bars each: 20 000 pieces
  const rows = Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => ({
    mark: String(i + 1),
    diameter: [8, 10, 12, 16][i % 4],
    shape_code: '00',
    dimensions: { A: 1000 + (i % 37) * 250 },
    members: 1,
    bars_per_member: 2,
  }));
  // the body as the network brings it, made once: the test's own JSON work is not the API's
  const payload = Buffer.from(JSON.stringify({ rows }));

  it('plans them in the calculs’ thread, the event loop free meanwhile', async () => {
    // the thread started, as on an API up for a while
    expect((await plan({ rows: [R10] })).statusCode).toBe(200);
    const send = () => kit.api.request('POST', '/nomenclature/plan-de-coupe', { payload, headers: { 'content-type': 'application/json' }, plan: PLAN });
    const { result, longestMs, utilization } = await loopHeldDuring(send);
    const out = data(result, cuttingPlan);
    expect(out.by_diameter.map((d) => d.diameter)).toEqual([8, 10, 12, 16]);
    expect(out.skipped_rows).toBe(0);
    // every piece is cut: the steel cut is the calcul's length of each diameter (its mass rounded once, not row by row)
    const calcul = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows }, plan: PLAN }), barScheduleCalcul);
    for (const d of out.by_diameter) {
      const length = calcul.totals.by_diameter.find((c) => c.diameter === d.diameter)!.length_m;
      expect([d.diameter, d.cut_kg]).toEqual([d.diameter, Math.round(length * gramsPerMetre(d.diameter)) / 1000]);
      expect(d.stock_bars).toBeGreaterThanOrEqual(d.lower_bound);
      expect(d.gap).toBe(d.stock_bars - d.lower_bound);
    }
    // as the calcul's (bar-schedule-calcul.test.ts): the loop waited for the thread most of the time, and was never held long
    expect(utilization).toBeLessThan(0.5);
    expect(longestMs).toBeLessThan(HOLD_BOUND_MS);
  }, 120_000);
});

describe('the plan’s threads, busy or slow', () => {
  const send = (api: TestApi) => plan({ rows: [R12, R10, LINK8] }, { api });

  it('answers 503 in French, saying when to come back, when the calculs’ threads are busy and their queue full', async () => {
    const busy = await testApi({ calculs: { ...defaultCalculs, workers: 1, queue: 0 } });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(busy)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(503);
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(failure(refused, 503).message).toBe('Trop de nomenclatures sont en cours de calcul : merci de renvoyer la vôtre dans quelques secondes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
  });

  it('answers 503 in French when a plan passes its time bound', async () => {
    const slow = await testApi({ calculs: { ...defaultCalculs, workers: 1, timeoutMs: 1 } });
    try {
      const res = await send(slow);
      expect(failure(res, 503)).toMatchObject({
        code: 'CALCUL_TOO_LONG',
        message:
          'Le plan de coupe de cette nomenclature a pris trop de temps : merci de le redemander dans quelques instants, ou de partager la nomenclature en plusieurs.',
      });
    } finally {
      await slow.close();
    }
  });
});

describe('GET /nomenclature/{id}/plan-de-coupe', () => {
  it('plans a saved schedule’s latest revision as its rows sent would be', async () => {
    const s = await created(SMALL);
    const saved = data(await call('GET', `/nomenclature/${s.id}/plan-de-coupe`), cuttingPlan);
    expect(saved).toEqual(await planOf(SMALL, kit.pro));
    expect(data(await call('GET', `/nomenclature/${s.number}/plan-de-coupe`, { query: { revision: 'A' } }), cuttingPlan)).toEqual(saved);
  });

  it('takes its settings from the query, refused in French out of their bounds', async () => {
    const s = await created([R10]);
    const out = data(await call('GET', `/nomenclature/${s.id}/plan-de-coupe`, { query: { kerf_mm: '0', min_offcut_mm: '2000' } }), cuttingPlan);
    expect(out.settings).toEqual({ kerf_mm: 0, min_offcut_mm: 2000 });
    expect(diameterOf(out, 10).offcuts).toEqual([]);
    const refused = async (query: Record<string, string>) => failure(await call('GET', `/nomenclature/${s.id}/plan-de-coupe`, { query }), 400).message;
    expect(await refused({ kerf_mm: '21' })).toBe('Le paramètre « kerf_mm » n’est pas valide : la perte par coupe ne doit pas dépasser 20 mm.');
    expect(await refused({ min_offcut_mm: 'un mètre' })).toBe(
      'Le paramètre « min_offcut_mm » n’est pas valide : la longueur de chute conservée est un nombre entier de millimètres.',
    );
  });

  it('is read by a colleague of the same company, and by nobody else', async () => {
    const s = await created(SMALL);
    const path = `/nomenclature/${s.id}/plan-de-coupe`;
    const mine = data(await call('GET', path), cuttingPlan);
    // the colleague reads it at his own prices: the same bars
    const { token } = await colleague(kit.api, 'comptable', 'comptable-plan@bellance-btp.example');
    expect(data(await call('GET', path, { token }), cuttingPlan).by_diameter.map((d) => d.stock_bars)).toEqual(mine.by_diameter.map((d) => d.stock_bars));
    const other = await kit.api.login(PRIVATE.email, PRIVATE.password);
    expect(failure(await call('GET', path, { token: other }), 404).message).toBe('Cette nomenclature est introuvable.');
    const stranger = await kit.api.signUp('plan-de-coupe@exemple.fr');
    expect(failure(await call('GET', path, { token: stranger.token }), 404).message).toBe('Cette nomenclature est introuvable.');
    expect(failure(await call('GET', path, { query: { revision: 'Q' } }), 404).message).toBe('La révision Q de cette nomenclature est introuvable.');
  });
});

describe('the plan’s calls, counted by their rows', () => {
  let small: TestApi;
  beforeAll(async () => {
    small = await testApi({ throttle: { ...defaultThrottle, scheduleRowsPerClientPerMinute: 30 } });
  });
  afterAll(() => small.close());

  it('spends the rows sent from the client’s budget, as the calcul does, and refuses past it', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ ...R10, mark: String(i + 1) }));
    const from = (remoteAddress: string) => plan({ rows }, { api: small, remoteAddress });
    expect((await from('10.47.0.1')).statusCode).toBe(200);
    expect((await from('10.47.0.1')).statusCode).toBe(200);
    const over = await from('10.47.0.1');
    expect(failure(over, 429).message).toMatch(/^Trop de lignes de nomenclature en peu de temps\. Réessayez dans/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.47.0.2')).statusCode).toBe(200);
  });

  it('spends a saved schedule’s rows when it is planned', async () => {
    const token = await small.login();
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...R10, mark: String(i + 1) }));
    const saved = await small.request('POST', '/nomenclature', { body: { header: HEADER, rows }, token, plan: PLAN, remoteAddress: '10.48.0.9' });
    const id = (saved.json() as { data: { id: number } }).data.id;
    const read = (remoteAddress: string) => small.request('GET', `/nomenclature/${id}/plan-de-coupe`, { token, plan: PLAN, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await read('10.48.0.1')).statusCode).toBe(200);
    expect((await read('10.48.0.1')).statusCode).toBe(429);
    expect((await read('10.48.0.2')).statusCode).toBe(200);
  });
});

describe('the plan’s PDF', () => {
  const isPdf = (res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) =>
    res.statusCode === 200 && res.headers['content-type'] === 'application/pdf' && res.rawPayload.subarray(0, 5).toString() === '%PDF-';

  it('prints a draft’s plan from its header and rows, for a visitor too', async () => {
    const res = await kit.api.request('POST', '/nomenclature/plan-de-coupe/pdf', { body: { header: HEADER, rows: SMALL, min_offcut_mm: 500 }, plan: PLAN });
    expect(isPdf(res)).toBe(true);
    expect(res.headers['content-disposition']).toBe('attachment; filename="plan-de-coupe-brouillon.pdf"');
    const e = failure(
      await kit.api.request('POST', '/nomenclature/plan-de-coupe/pdf', { body: { header: HEADER, rows: [{ ...R10, diameter: 'dix' }] }, plan: PLAN }),
      422,
    );
    expect(e.errors).toEqual({ 'rows.0.diameter': 'Le diamètre doit être un nombre.' });
    const print = async (body: unknown) => failure(await kit.api.request('POST', '/nomenclature/plan-de-coupe/pdf', { body, plan: PLAN }), 422);
    for (const header of [undefined, null, 'x'])
      expect((await print({ header, rows: SMALL })).errors).toEqual({ header: 'L’en-tête de la nomenclature (chantier, plan, titre, date) est obligatoire.' });
    expect((await print({ header: HEADER, rows: [null] })).message).toBe('Ligne 1 : cette ligne n’est pas une ligne de nomenclature.');
    expect((await print({ header: { ...HEADER, date: '2026-02-30' }, rows: SMALL })).errors).toEqual({ 'header.date': 'Cette date n’existe pas.' });
  });

  it('prints a saved schedule’s plan for its company, and for nobody else', async () => {
    const s = await created(SMALL);
    const res = await call('GET', `/nomenclature/${s.id}/plan-de-coupe/pdf`, { query: { kerf_mm: '3' } });
    expect(isPdf(res)).toBe(true);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${s.number}-A-plan-de-coupe.pdf"`);
    const other = await kit.api.login(PRIVATE.email, PRIVATE.password);
    expect(failure(await call('GET', `/nomenclature/${s.id}/plan-de-coupe/pdf`, { token: other }), 404).message).toBe('Cette nomenclature est introuvable.');
  });
});
