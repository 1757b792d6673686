import { barSchedule, barScheduleList, barSchedulePrices, cartResponse } from '@trefima/domain/contract';
import { data, failure, PRIVATE } from '../testing';
import { BAR10, HEADER, LINK8, PLAN, scheduleKit, seen, U12 } from '../testing-schedules';

/** Bar schedules: prices, making and reading them, their revisions (sending them: bar-schedule-sending.test.ts). */
const { kit, call, create, created, priceOf } = scheduleKit();

describe('GET /nomenclature/prices', () => {
  it('gives the products that price bars, at the visitor’s prices, the professional’s discount applied', async () => {
    const anonymous = data(await kit.api.request('GET', '/nomenclature/prices', { plan: PLAN }), barSchedulePrices);
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
    const discounted = data(await call('GET', '/nomenclature/prices'), barSchedulePrices);
    expect(discounted.discount_rate).toBe(5);
    expect(discounted.classes[1].price_per_tonne_ht).toBe(Math.round(priceOf('FAC-D10-12') * 0.95));
  });
});

describe('POST /nomenclature', () => {
  it('refuses a row whose figures the client changed, naming both, and writes nothing', async () => {
    const before = kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const e = failure(await create([U12, { ...LINK8, cut_length_mm: 1150, mass_g: 1 }]), 422);
    expect(e.errors).toEqual({
      'rows.1.mass_g':
        'Ligne 2 : la masse envoyée (0,001 kg) n’est pas celle que l’usine calcule (18,17 kg) : rechargez la page, puis vérifiez la ligne avant d’enregistrer.',
    });
    const longer = failure(await create([{ ...U12, cut_length_mm: 1800 }]), 422);
    expect(longer.errors?.['rows.0.cut_length_mm']).toMatch(/longueur de coupe envoyée \(1\s800 mm\) n’est pas celle que l’usine calcule \(1\s755 mm\)/);
    expect(kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
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
    // straight Ø10 goes to cutting, the U and the links to shaping, each at the kit.pro's price per tonne
    const perTonne = (ref: string) => Math.round(priceOf(ref) * 0.95);
    expect(s.price.lines.map((l) => [l.reference, l.mass_g, l.total_ht])).toEqual([
      ['FAC-D6-8', 18170, Math.round((18170 * perTonne('FAC-D6-8')) / 1e6)],
      ['FAC-D10-12', 15584, Math.round((15584 * perTonne('FAC-D10-12')) / 1e6)],
      ['CP-D8-12', 44424, Math.round((44424 * perTonne('CP-D8-12')) / 1e6)],
    ]);
    expect(s.price.lead_time_days).toBe(5);
    const stored = kit.api.db
      .prepare('SELECT rows FROM bar_schedule_revision r JOIN bar_schedule s ON s.id = r.schedule_id WHERE s.number = ?')
      .pluck()
      .get(s.number);
    expect(stored).not.toContain('mass_g');
  });

  it('saves a draft with mistakes, each row saying in French what to change', async () => {
    const s = await created([U12, { ...U12, mark: '9', dimensions: { A: 300, B: 1203 } }, { ...BAR10, diameter: 11 }, { ...U12, grade: 'b500c' }]);
    expect(s.orderable).toBe(false);
    expect(s.totals.skipped_rows).toBe(3);
    expect(s.rows[1].problems.map((p) => [p.field, p.message])).toEqual([
      ['dimensions.B', 'La cote B (1\u202f203 mm) n’est pas un multiple de 5 mm : arrondissez-la, par exemple à 1\u202f205 mm.'],
      ['dimensions.C', 'La cote C manque pour la forme 21 : renseignez-la en millimètres.'],
    ]);
    expect(s.rows[2].problems[0]).toMatchObject({ field: 'diameter', warning: false });
    expect(s.rows[3]).toMatchObject({ grade: 'B500C', problems: [expect.objectContaining({ field: 'grade' })] });
  });

  it('refuses what is not a schedule with per-field French messages, and writes nothing', async () => {
    const before = kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const wrongType = failure(await create([{ ...U12, diameter: 'douze' }]), 422);
    expect(wrongType.errors?.['rows.0.diameter']).toBe('Le diamètre doit être un nombre.');
    expect(wrongType.message).toBe('Ligne 1 : le diamètre doit être un nombre.');
    const badDate = failure(await create([U12], kit.pro, { ...HEADER, date: '2026-13-45' }), 422);
    expect(badDate.errors?.['header.date']).toBe('Cette date n’existe pas.');
    // a day past the month's end, and 29 February of a common year, are no dates either
    for (const date of ['2026-02-30', '2026-04-31', '2026-02-29'])
      expect(failure(await create([U12], kit.pro, { ...HEADER, date }), 422).errors?.['header.date']).toBe('Cette date n’existe pas.');
    expect(failure(await create([U12], kit.pro, { ...HEADER, date: '0000-01-01' }), 422).errors?.['header.date']).toBe(
      'La date d’une nomenclature est entre 2000 et 2100.',
    );
    const invisible = failure(await create([{ ...U12, mark: 'U1\u0000' }], kit.pro, { ...HEADER, title: 'Villa\u0007' }), 422);
    expect(invisible.errors?.['rows.0.mark']).toBe('Le repère contient un caractère invisible (un caractère de contrôle) : retirez-le.');
    expect(invisible.errors?.['header.title']).toBe('Le titre contient un caractère invisible (un caractère de contrôle) : retirez-le.');
    const tooMany = failure(await create(Array(10_001).fill(BAR10)), 422);
    expect(tooMany.errors?.rows).toMatch(/au plus 10\s000 lignes/);
    // the back office's session contract: no token is a 500 token_required, which the site reads as signed out
    expect(failure(await create([U12], ''), 500).code).toBe('token_required');
    expect(kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
  });

  it('refuses a row of more bars than one row holds, on its bars-each field, and writes nothing', async () => {
    const before = kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const message =
      'Le nombre total de barres (10\u202f000\u202f000\u202f000) dépasse 100\u202f000 sur une ligne : vérifiez le nombre d’éléments et de barres par élément, ou partagez le repère sur plusieurs lignes.';
    const e = failure(await create([U12, { ...BAR10, diameter: 40, members: 100_000, bars_per_member: 100_000 }]), 422);
    expect(e.errors).toEqual({ 'rows.1.bars_per_member': message });
    expect(e.message).toBe(`Ligne 2 : l${message.slice(1)}`);
    expect(
      failure(await call('POST', '/nomenclature/pdf', { body: { header: HEADER, rows: [{ ...BAR10, members: 1001, bars_per_member: 100 }] } }), 422).errors,
    ).toEqual({
      'rows.0.bars_per_member': expect.stringContaining('(100\u202f100)'),
    });
    expect(kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
    // members × bars in each at the limit is a row
    expect((await created([{ ...BAR10, members: 500, bars_per_member: 200 }])).totals.bars).toBe(100_000);
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
    const put = (revision: string, rows = [U12, BAR10]) => call('PATCH', `/nomenclature/${s.id}`, { body: { header: HEADER, rows, revision } });
    const a = data(await put('A'), barSchedule);
    expect(a).toMatchObject({ revision: 'A', status: 'draft' });
    expect(a.rows).toHaveLength(2);
    data(await call('POST', `/nomenclature/${s.id}/cart`, { body: seen(a) }), cartResponse);
    const b = data(await put('A', [U12]), barSchedule);
    expect(b).toMatchObject({ revision: 'B', status: 'draft' });
    expect(b.revisions.map((r) => [r.letter, r.status])).toEqual([
      ['A', 'sent'],
      ['B', 'draft'],
    ]);
    const stale = failure(await put('A'), 409);
    expect(stale.message).toMatch(/révision B/);
    const old = data(await call('GET', `/nomenclature/${s.number}`, { query: { revision: 'A' } }), barSchedule);
    expect(old.rows).toHaveLength(2);
    failure(await call('GET', `/nomenclature/${s.id}`, { query: { revision: 'Q' } }), 404);
  });

  it('answers 404, in French, for a letter the schedule has not reached or a schedule of another customer, whatever the call', async () => {
    const s = await created([U12]);
    const other = await kit.api.login(PRIVATE.email, PRIVATE.password);
    const calls: ['GET' | 'POST', string][] = [
      ['GET', ''],
      ['GET', '/pdf'],
      ['GET', '/bvbs'],
      ['POST', '/duplicate'],
    ];
    for (const [method, tail] of calls) {
      const path = `/nomenclature/${s.id}${tail}`;
      expect([path, failure(await call(method, path, { query: { revision: 'Q' } }), 404).message]).toEqual([
        path,
        'La révision Q de cette nomenclature est introuvable.',
      ]);
      expect([path, failure(await kit.api.request(method, path, { token: other, plan: PLAN }), 404).message]).toEqual([
        path,
        'Cette nomenclature est introuvable.',
      ]);
    }
    for (const tail of ['/cart', '/quotation'])
      expect(failure(await kit.api.request('POST', `/nomenclature/${s.id}${tail}`, { body: seen(s), token: other, plan: PLAN }), 404).message).toBe(
        'Cette nomenclature est introuvable.',
      );
  });

  it('lists the customer’s schedules with their latest letter and mass, and hides them from others', async () => {
    const s = await created([U12]);
    const list = data(await call('GET', '/nomenclature'), barScheduleList);
    expect(list.items[0]).toMatchObject({ id: s.id, revision: 'A', row_count: 1, mass_g: 15584, header: HEADER });
    const other = await kit.api.login(PRIVATE.email, PRIVATE.password);
    failure(await kit.api.get(`/nomenclature/${s.id}`, {}, other), 404);
    failure(await kit.api.request('PATCH', `/nomenclature/${s.id}`, { body: { header: HEADER, rows: [], revision: 'A' }, token: other }), 404);
    expect(data(await kit.api.get('/nomenclature', {}, other), barScheduleList).items.map((i) => i.id)).not.toContain(s.id);
  });
});

// last: its schedules, dated a month on, head the lists the tests above read
describe('the schedule’s number', () => {
  it('numbers a schedule with the year of the territory’s day, as orders and quotations are', async () => {
    const before = kit.api.clock.now;
    try {
      // 23:30 on New Year's Eve in Guadeloupe (the kit's territory) is 03:30 on 1 January in UTC
      kit.api.clock.now = Date.parse('2026-12-31T23:30:00-04:00');
      const token = await kit.api.login();
      expect(data(await create([BAR10], token), barSchedule, 201).number).toMatch(/^NOM-2026-\d{6}$/);
      kit.api.clock.now = Date.parse('2027-01-01T00:30:00-04:00');
      expect(data(await create([BAR10], await kit.api.login()), barSchedule, 201).number).toMatch(/^NOM-2027-\d{6}$/);
    } finally {
      kit.api.clock.now = before;
    }
  });
});
