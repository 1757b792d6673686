import { z } from 'zod/mini';
import { barSchedule, barScheduleList, barSchedulePrices, cartResponse, quotation } from '../../../src/contract';
import type { BarScheduleRowInput } from '../../../src/contract/requests/bar-schedules';
import { decodeBf2d } from '../../../src/lib/rebar/bvbs-decode';
import { readPdf } from '../../../src/test-support/pdf-text';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
let pro: string;
beforeAll(async () => {
  api = await testApi();
  pro = await api.login();
});
afterAll(() => api.close());

const HEADER = { job_site: 'Résidence Les Flamboyants', drawing: 'PL-204 ind. c', title: 'Poutres du R+1', date: '2026-11-20' };
// Ø12 U: 300 + 1200 + 300 − 24 − 24 = 1752 → 1755 mm; 10 bars × 1.755 m × 888 g/m = 15 584 g
const U12: BarScheduleRowInput = {
  member: 'Poutre P1',
  mark: '1',
  diameter_mm: 12,
  shape_code: '21',
  dims: { A: 300, B: 1200, C: 300 },
  members: 2,
  bars_each: 5,
};
// Ø8 cadre: 2 × 615 − 2.5 × 16 − 5 × 8 = 1150 mm; 40 bars × 1.15 m × 395 g/m = 18 170 g
const LINK8: BarScheduleRowInput = {
  member: 'Poutre P1',
  mark: '2',
  diameter_mm: 8,
  shape_code: '51',
  dims: { A: 300, B: 200, C: 115 },
  members: 2,
  bars_each: 20,
};
// Ø10 straight, cut to length: 12 bars × 6 m × 617 g/m = 44 424 g
const BAR10: BarScheduleRowInput = { member: 'Dalle', mark: '3', diameter_mm: 10, shape_code: '00', dims: { A: 6000 }, members: 1, bars_each: 12 };

/** The professional's territory (Guadeloupe): his carts and orders are there. */
const PLAN = 2;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, query, token = pro }: { body?: unknown; query?: Record<string, string>; token?: string } = {},
) => api.request(method, path, { body, query, token, plan: PLAN });
const priceOf = (ref: string, plan = PLAN) =>
  api.db
    .prepare('SELECT pp.price_ht FROM product_price pp JOIN product p ON p.id = pp.product_id WHERE p.reference = ? AND pp.sales_plan_id = ?')
    .pluck()
    .get(ref, plan) as number;
const create = async (rows: unknown[], token = pro, header: unknown = HEADER) =>
  api.request('POST', '/bar-schedules', { body: { header, rows }, token, plan: PLAN });
const created = async (rows: unknown[] = [U12, LINK8, BAR10]) => data(await create(rows), barSchedule, 201);
const seen = (s: z.infer<typeof barSchedule>) => ({ revision: s.revision, expected_mass_g: s.totals.mass_g, expected_total_ht: s.price.total_ht });

describe('GET /bar-schedules/prices', () => {
  it('gives the products that price bars, at the visitor’s prices, the professional’s discount applied', async () => {
    const anonymous = data(await api.request('GET', '/bar-schedules/prices', { plan: PLAN }), barSchedulePrices);
    expect(anonymous.classes.map((c) => c.reference)).toEqual([
      'FAC-D6-8',
      'FAC-D10-12',
      'FAC-D14-16',
      'FAC-D20-25',
      'FAC-D32',
      'CP-D8-12',
      'CP-D14-20',
      'CP-D25-32',
    ]);
    expect(anonymous.classes[1]).toMatchObject({ service: 'shaping', min_diameter_mm: 10, max_diameter_mm: 12, price_per_tonne_ht: priceOf('FAC-D10-12') });
    expect(anonymous.rounding).toBe('Longueurs de coupe arrondies aux 5 mm supérieurs.');
    const discounted = data(await call('GET', '/bar-schedules/prices'), barSchedulePrices);
    expect(discounted.discount_rate).toBe(5);
    expect(discounted.classes[1].price_per_tonne_ht).toBe(Math.round(priceOf('FAC-D10-12') * 0.95));
  });
});

describe('POST /bar-schedules', () => {
  it('refuses a row whose figures the client changed, naming both, and writes nothing', async () => {
    const before = api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const e = failure(await create([U12, { ...LINK8, cut_length_mm: 1150, mass_g: 1 }]), 422);
    expect(e.errors).toEqual({
      'rows.1.mass_g':
        'Ligne 2 : la masse envoyée (0,001 kg) n’est pas celle que l’usine calcule (18,17 kg) : rechargez la page, puis vérifiez la ligne avant d’enregistrer.',
    });
    const longer = failure(await create([{ ...U12, cut_length_mm: 1800 }]), 422);
    expect(longer.errors?.['rows.0.cut_length_mm']).toMatch(/longueur de coupe envoyée \(1\s800 mm\) n’est pas celle que l’usine calcule \(1\s755 mm\)/);
    expect(api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
  });

  it('works out every figure itself from the rows, and takes the figures the editor showed when they agree', async () => {
    const shown = { ...U12, cut_length_mm: 1755, mass_g: 15584 };
    const s = await created([shown, LINK8, BAR10]);
    expect(s.number).toMatch(/^NOM-2026-\d{6}$/);
    expect(s).toMatchObject({ revision: 'A', status: 'draft', editable: true, orderable: true, header: HEADER });
    expect(s.rows[0]).toMatchObject({ total_bars: 10, cut_length_mm: 1755, mass_g: 15584, problems: [] });
    expect(s.totals.by_diameter).toEqual([
      { diameter_mm: 8, bars: 40, length_mm: 46000, mass_g: 18170 },
      { diameter_mm: 10, bars: 12, length_mm: 72000, mass_g: 44424 },
      { diameter_mm: 12, bars: 10, length_mm: 17550, mass_g: 15584 },
    ]);
    expect(s.totals.mass_g).toBe(78178);
    // straight Ø10 goes to cutting, the U and the links to shaping, each at the pro's price per tonne
    const perTonne = (ref: string) => Math.round(priceOf(ref) * 0.95);
    expect(s.price.lines.map((l) => [l.reference, l.mass_g, l.total_ht])).toEqual([
      ['FAC-D6-8', 18170, Math.round((18170 * perTonne('FAC-D6-8')) / 1e6)],
      ['FAC-D10-12', 15584, Math.round((15584 * perTonne('FAC-D10-12')) / 1e6)],
      ['CP-D8-12', 44424, Math.round((44424 * perTonne('CP-D8-12')) / 1e6)],
    ]);
    expect(s.price.lead_time_days).toBe(5);
    const stored = api.db
      .prepare('SELECT rows FROM bar_schedule_revision r JOIN bar_schedule s ON s.id = r.schedule_id WHERE s.number = ?')
      .pluck()
      .get(s.number);
    expect(stored).not.toContain('mass_g');
  });

  it('saves a draft with mistakes, each row saying in French what to change', async () => {
    const s = await created([U12, { ...U12, mark: '9', dims: { A: 300, B: 1203 } }, { ...BAR10, diameter_mm: 11 }, { ...U12, grade: 'b500c' }]);
    expect(s.orderable).toBe(false);
    expect(s.totals.skipped_rows).toBe(3);
    expect(s.rows[1].problems.map((p) => [p.field, p.message])).toEqual([
      ['B', 'La cote B (1\u202f203 mm) n’est pas un multiple de 5 mm : arrondissez-la, par exemple à 1\u202f205 mm.'],
      ['C', 'La cote C manque pour la forme 21 : renseignez-la en millimètres.'],
    ]);
    expect(s.rows[2].problems[0]).toMatchObject({ field: 'diameter_mm', warning: false });
    expect(s.rows[3]).toMatchObject({ grade: 'B500C', problems: [expect.objectContaining({ field: 'grade' })] });
  });

  it('refuses what is not a schedule with per-field French messages, and writes nothing', async () => {
    const before = api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const wrongType = failure(await create([{ ...U12, diameter_mm: 'douze' }]), 422);
    expect(wrongType.errors?.['rows.0.diameter_mm']).toBe('Le diamètre doit être un nombre.');
    const badDate = failure(await create([U12], pro, { ...HEADER, date: '2026-13-45' }), 422);
    expect(badDate.errors?.['header.date']).toBe('Cette date n’existe pas.');
    const tooMany = failure(await create(Array(10_001).fill(BAR10)), 422);
    expect(tooMany.errors?.rows).toMatch(/au plus 10\s000 lignes/);
    // the back office's session contract: no token is a 500 token_required, which the site reads as signed out
    expect(failure(await create([U12], ''), 500).code).toBe('token_required');
    expect(api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
  });

  it('takes a schedule of 10 000 rows and totals it exactly', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ ...U12, mark: String(i + 1) }));
    const s = await created(rows);
    expect(s.rows).toHaveLength(10_000);
    expect(s.totals).toMatchObject({ bars: 100_000, mass_g: 155_840_000, skipped_rows: 0 });
    expect(s.price.total_ht).toBe(Math.round((155_840_000 * Math.round(priceOf('FAC-D10-12') * 0.95)) / 1e6));
  });
});

describe('revisions', () => {
  it('changes a draft in place, opens the next letter after a send, and refuses a change made on an old letter', async () => {
    const s = await created();
    const put = (revision: string, rows = [U12, BAR10]) => call('PUT', `/bar-schedules/${s.id}`, { body: { header: HEADER, rows, revision } });
    const a = data(await put('A'), barSchedule);
    expect(a).toMatchObject({ revision: 'A', status: 'draft' });
    expect(a.rows).toHaveLength(2);
    data(await call('POST', `/bar-schedules/${s.id}/cart`, { body: seen(a) }), cartResponse);
    const b = data(await put('A', [U12]), barSchedule);
    expect(b).toMatchObject({ revision: 'B', status: 'draft' });
    expect(b.revisions.map((r) => [r.letter, r.status])).toEqual([
      ['A', 'sent'],
      ['B', 'draft'],
    ]);
    const stale = failure(await put('A'), 409);
    expect(stale.message).toMatch(/révision B/);
    const old = data(await call('GET', `/bar-schedules/${s.number}`, { query: { revision: 'A' } }), barSchedule);
    expect(old.rows).toHaveLength(2);
    failure(await call('GET', `/bar-schedules/${s.id}`, { query: { revision: 'Q' } }), 404);
  });

  it('lists the customer’s schedules with their latest letter and mass, and hides them from others', async () => {
    const s = await created([U12]);
    const list = data(await call('GET', '/bar-schedules'), barScheduleList);
    expect(list.items[0]).toMatchObject({ id: s.id, revision: 'A', row_count: 1, mass_g: 15584, header: HEADER });
    const other = await api.login(PRIVATE.email, PRIVATE.password);
    failure(await api.get(`/bar-schedules/${s.id}`, {}, other), 404);
    failure(await api.request('PUT', `/bar-schedules/${s.id}`, { body: { header: HEADER, rows: [], revision: 'A' }, token: other }), 404);
    expect(data(await api.get('/bar-schedules', {}, other), barScheduleList).items.map((i) => i.id)).not.toContain(s.id);
  });
});

describe('POST /bar-schedules/{id}/cart', () => {
  it('puts the schedule in the cart at its exact mass, and only at the figures the customer saw', async () => {
    const s = await created();
    const send = (body: object) => call('POST', `/bar-schedules/${s.id}/cart`, { body });
    const changed = failure(await send({ ...seen(s), expected_total_ht: s.price.total_ht - 1 }), 409);
    expect(changed.message).toMatch(/^La nomenclature pèse 78,178 kg pour/);
    const cart = data(await send(seen(s)), cartResponse).cart;
    const lines = cart.list.filter((l) => l.schedule?.id === s.id);
    expect(lines.map((l) => [l.reference, l.quantity, l.unit, l.schedule?.mass_g, l.total_ht])).toEqual(
      s.price.lines.map((l) => [l.reference, 1, 'nomenclature', l.mass_g, l.total_ht]),
    );
    expect(lines[0].schedule).toMatchObject({ number: s.number, revision: 'A' });
    // sent again: the same lines, not twice as many
    const again = data(await send(seen(s)), cartResponse).cart;
    expect(again.list.filter((l) => l.schedule?.id === s.id)).toHaveLength(3);
    // one line removed takes the whole schedule
    const removed = data(await call('POST', '/cart/remove', { body: { cart_token: await cartToken(), id: lines[1].id } }), cartResponse);
    expect(removed.cart.list.filter((l) => l.schedule?.id === s.id)).toEqual([]);
  });

  it.each([
    ['an unknown shape code', { ...U12, shape_code: '14' }, 'shape_code', /Le code de forme « 14 » n’est pas reconnu/],
    ['a missing dimension', { ...U12, dims: { A: 300, B: 1200 } }, 'C', /La cote C manque pour la forme 21/],
    ['a leg shorter than P', { ...U12, dims: { A: 100, B: 1200, C: 300 } }, 'A', /plus courte que le retour minimal de 125 mm pour un Ø12/],
    ['a 13 m bar', { ...BAR10, dims: { A: 13000 } }, 'cut_length', /La longueur de coupe \(13\s000 mm\) dépasse la barre de 12\s000 mm/],
    ['0 bars', { ...U12, bars_each: 0 }, 'bars_each', /Le nombre de barres par élément \(0\) doit être un nombre entier supérieur à zéro/],
  ])('keeps %s in a saved draft, said on its field, and refuses it in the cart', async (_, row, field, message) => {
    const s = await created([U12, row]);
    expect(s.rows[1].problems.find((p) => !p.warning)).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(s.totals.skipped_rows).toBe(1);
    const e = failure(await call('POST', `/bar-schedules/${s.id}/cart`, { body: seen(s) }), 422);
    expect(e.errors?.[`rows.1.${field}`]).toMatch(message);
  });

  it('refuses a schedule the factory cannot make or price, naming each row', async () => {
    const wrong = await created([U12, { ...U12, dims: { A: 50, B: 1200, C: 300 } }]);
    const e = failure(await call('POST', `/bar-schedules/${wrong.id}/cart`, { body: seen(wrong) }), 422);
    expect(e.message).toBe('Une ligne de la nomenclature est à corriger avant l’envoi.');
    expect(e.errors?.['rows.1.A']).toMatch(/retour minimal/);
    const ø40 = await created([{ ...BAR10, diameter_mm: 40, dims: { A: 6000 } }]);
    const unpriced = failure(await call('POST', `/bar-schedules/${ø40.id}/cart`, { body: seen(ø40) }), 422);
    expect(unpriced.message).toBe('Le Ø40 n’a pas de prix de façonnage en ligne : demandez un devis pour cette nomenclature.');
    const empty = await created([]);
    expect(failure(await call('POST', `/bar-schedules/${empty.id}/cart`, { body: seen(empty) }), 422).message).toMatch(/vide/);
  });
});

describe('POST /bar-schedules/{id}/quotation, then an order', () => {
  it('asks one quotation of the schedule alone, and an order makes the schedule read-only', async () => {
    const s = await created([U12, LINK8]);
    const ask = () => call('POST', `/bar-schedules/${s.id}/quotation`, { body: { ...seen(s), complementary_information: 'Livraison par niveau.' } });
    const q = data(await ask(), quotation, 201);
    expect(q.lines.map((l) => l.schedule?.number)).toEqual([s.number, s.number]);
    expect(q.amount.ht).toBe(s.price.total_ht);
    expect(data(await ask(), quotation).id).toBe(q.id);

    const other = await created([BAR10]);
    const cart = data(await call('POST', `/bar-schedules/${other.id}/cart`, { body: seen(other) }), cartResponse);
    const carrier = api.db.prepare("SELECT id FROM carrier WHERE code = 'retrait-jarry'").pluck().get();
    const payment = api.db.prepare("SELECT id FROM payment WHERE code = 'compte-client'").pluck().get();
    const address = api.db.prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ?').pluck().get(PRO.email);
    const order = await call('POST', '/order', {
      body: { cart_token: cart.token, carrier_id: carrier, payment_id: payment, delivery_address_id: address, billing_address_id: address, accept_cgv: true },
    });
    expect(order.statusCode).toBe(201);
    const numbers = order.json().data.lines.map((l: { schedule: { number: string } | null }) => l.schedule?.number);
    expect(numbers).toContain(other.number);
    const ordered = data(await call('GET', `/bar-schedules/${other.id}`), barSchedule);
    expect(ordered).toMatchObject({ status: 'ordered', editable: false });
    const locked = failure(await call('PUT', `/bar-schedules/${other.id}`, { body: { header: HEADER, rows: [U12], revision: 'A' } }), 409);
    expect(locked.message).toMatch(/commandée : dupliquez-la/);
    const copy = data(await call('POST', `/bar-schedules/${other.id}/duplicate`), barSchedule, 201);
    expect(copy).toMatchObject({ revision: 'A', status: 'draft', editable: true, header: { ...HEADER, title: 'Poutres du R+1 (copie)' } });
    expect(copy.number).not.toBe(other.number);
  });
});

describe('the schedule’s files', () => {
  it('prints a PDF that a reader finds the header, the rows, the totals and the accents in', async () => {
    const s = await created([U12, LINK8, { ...BAR10, mark: 'A-12' }, { ...U12, mark: '7', dims: { A: 50, B: 1200, C: 300 } }]);
    const res = await call('GET', `/bar-schedules/${s.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${s.number}-A.pdf"`);
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.join('\n').replace(/\s+/g, ' ');
    expect(pdf.info.Title).toBe(`Nomenclature d’armatures ${s.number} – révision A`);
    expect(pdf.info.Language).toBe('fr-FR');
    expect(text).toContain('Résidence Les Flamboyants');
    expect(text).toContain('Bellance BTP – Rodolphe Bellance');
    expect(text).toContain('cadre fermé');
    // 1 755 mm cut, 15,584 kg: the site's French numbers, spaces kept on paper
    expect(text).toMatch(/1\s755/);
    expect(text).toContain('15,584');
    expect(text).toContain('à corriger');
    expect(text).toMatch(/Ligne 4 \(repère 7\) : La cote A \(50 mm\) est plus courte que le retour minimal/);
    expect(text).toMatch(/Total : 78,178 kg, soit 0,078 t/);
    expect(text).toContain('1 ligne à corriger, non comptée.');
    expect(text).toContain('Longueurs de coupe arrondies aux 5 mm supérieurs.');
    expect(text).toContain('Délai de façonnage : 5 jours ouvrés');
  });

  it('prints a draft not saved yet, for a visitor, from its rows alone', async () => {
    const res = await api.request('POST', '/bar-schedules/pdf', { body: { header: HEADER, rows: [U12] }, plan: PLAN });
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).pages.join(' ');
    expect(text).toContain('Brouillon');
    expect(text).toContain('15,584');
  });

  it('writes a BVBS file of the rows a bending machine can read, with good checksums, and names the others', async () => {
    const hook: BarScheduleRowInput = { mark: '4', diameter_mm: 12, shape_code: '13', dims: { A: 300, B: 120, C: 300 }, members: 1, bars_each: 4 };
    const s = await created([U12, hook, BAR10]);
    const res = await call('GET', `/bar-schedules/${s.id}/bvbs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-bvbs-skipped-rows']).toBe('2');
    const decoded = decodeBf2d(res.body);
    expect(decoded.errors).toEqual([]);
    expect(decoded.lines.map((l) => [l.record.mark, l.record.lengthMm, l.record.quantity, l.record.project, l.record.index])).toEqual([
      ['1', 1755, 10, 'Residence Les Flamboyants', 'A'],
      ['3', 6000, 12, 'Residence Les Flamboyants', 'A'],
    ]);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const onlyHooks = await created([hook]);
    expect(failure(await call('GET', `/bar-schedules/${onlyHooks.id}/bvbs`), 422).errors?.['rows.0.shape_code']).toMatch(/pli à 180°/);
  });
});

async function cartToken() {
  return data(await call('GET', '/cart'), cartResponse).token;
}
