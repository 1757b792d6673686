import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, quotation, quotationAcceptance, session } from '@trefima/domain/contract';
import { data, failure, PRO } from '../testing';
import { BAR10, scheduleKit, seen, U12 } from '../testing-schedules';

/**
 * The sales office adds catalogue lines the request did not have (the
 * study, the assembly of cages, tie wire…): checked as the cart checks a
 * line, priced by the office, kept by the accepted cart and the order. A
 * request with no priced line at all (a schedule of Ø40 alone) can be
 * answered that way too.
 */
const { kit, call, created } = scheduleKit();

const admin = (path: string, body: unknown) =>
  kit.api.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });
const productId = (ref: string) => kit.api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const carts_ = () => kit.api.db.prepare('SELECT COUNT(*) FROM cart').pluck().get() as number;
const proposals = (id: number) => kit.api.db.prepare('SELECT COUNT(*) FROM quotation_proposal WHERE quotation_id = ?').pluck().get(id) as number;

/** A request of two lines: 10 bars of HA12, 4 of HA10. */
async function ask() {
  const body = {
    cart_token: null,
    elements: [
      { element_id: productId('HA12-12'), quantity: 10 },
      { element_id: productId('HA10-12'), quantity: 4 },
    ],
  };
  const c = data(await call('POST', '/cart/update', { body }), cartResponse);
  return data(await call('POST', '/cart/convert-to-quotation', { body: { cart_token: c.token } }), quotation, 201);
}

const proposal = (lines: unknown[], added?: unknown[]) => ({ valid_until: '2026-12-15', lines, ...(added ? { added } : {}) });

describe('catalogue lines the office adds to a proposal', () => {
  it('prices them after the request’s lines, and the accepted cart and the order keep them at the proposed prices', async () => {
    const q = await ask();
    const added = [
      { element_id: productId('FAC-ETUDE'), quantity: 1, unit_price_ht: 9000 },
      // a sheet cut to 4,50 m: its price is the sheet's, at that length
      { element_id: productId('BAC-T40-9010-063'), quantity: 6, length: 4.5, unit_price_ht: 5130 },
    ];
    const carts = carts_();
    const p = data(await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: 1500 }, { unit_price_ht: 990 }], added)), quotation);
    // the lines were checked through a cart that is not kept
    expect(carts_()).toBe(carts);
    expect(p.lines.map((l) => [l.reference, l.quantity, l.length, l.unit_price_ht, l.total_ht])).toEqual([
      ['HA12-12', 10, null, 1500, 15000],
      ['HA10-12', 4, null, 990, 3960],
      ['FAC-ETUDE', 1, null, 9000, 9000],
      ['BAC-T40-9010-063', 6, 4.5, 5130, 30780],
    ]);
    // 150,00 + 39,60 + 90,00 + 307,80 = 587,40 HT; TVA 8,5 % on the whole: 49,929 → 49,93
    expect(p.amount).toEqual({ ht: 58740, tva: 4993, ttc: 63733, vat_rate: 8.5 });
    expect(p.lines[2].name).toMatch(/^Étude et nomenclature/);
    // the buyer sees which lines he did not ask for, in this proposal and the ones after it
    expect(p.lines.map((l) => Boolean(l.added_by_office))).toEqual([false, false, true, true]);

    const accepted = data(await call('POST', `/quotations/${q.id}/accept`, { body: {} }), quotationAcceptance);
    expect(accepted.cart.cart.list.map((l) => [l.reference, l.quantity, l.length, l.unit_price_ht])).toEqual([
      ['HA12-12', 10, null, 1500],
      ['HA10-12', 4, null, 990],
      ['FAC-ETUDE', 1, null, 9000],
      ['BAC-T40-9010-063', 6, 4.5, 5130],
    ]);
    expect(accepted.cart.cart.amount.ht).toBe(58740);
    // and so do the cart, the order and its confirmation: the buyer pays for lines he did not ask for knowingly
    expect(accepted.cart.cart.list.map((l) => Boolean(l.added_by_office))).toEqual([false, false, true, true]);

    const { customer } = data(await kit.api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const carriers = data(await kit.api.request('GET', '/carrier', { plan: 2 }), z.array(carrier));
    const payments = data(await kit.api.get('/payment'), z.array(payment));
    const address = customer.addresses[0].address_id;
    const body = {
      cart_token: accepted.cart.token,
      carrier_id: carriers.find((c) => c.code === 'livraison-plateau')!.id,
      payment_id: payments.find((x) => x.code === 'virement')!.id,
      delivery_address_id: address,
      billing_address_id: address,
      accept_cgv: true,
    };
    const placed = data(await call('POST', '/order', { body }), order, 201);
    expect(placed.lines.map((l) => [l.reference, l.quantity, l.length, l.unit_price_ht])).toEqual(
      accepted.cart.cart.list.map((l) => [l.reference, l.quantity, l.length, l.unit_price_ht]),
    );
    expect(placed.quotation).toEqual({ id: q.id, number: q.number });
    expect(placed.lines.map((l) => Boolean(l.added_by_office))).toEqual([false, false, true, true]);
    const read = data(await call('GET', `/order/${placed.id}`), order);
    expect(read.lines.map((l) => l.added_by_office ?? false)).toEqual([false, false, true, true]);
  });

  it('keeps the added lines, and their mark, in the proposal after a revision, where they are priced like the others', async () => {
    const q = await ask();
    const study = { element_id: productId('FAC-ETUDE'), quantity: 1, unit_price_ht: 9000 };
    await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: 1500 }, { unit_price_ht: 990 }], [study]));
    data(await call('POST', `/quotations/${q.id}/revision`, { body: { message: 'L’étude peut-elle être offerte ?' } }), quotation);
    const again = failure(
      await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: 1500 }, { unit_price_ht: 990 }, { unit_price_ht: 0 }], [study])),
      422,
    );
    expect(again.errors?.['added.0.element_id']).toMatch(/déjà une ligne/);
    const second = data(
      await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: 1500 }, { unit_price_ht: 990 }, { unit_price_ht: 0 }])),
      quotation,
    );
    expect(second.lines.map((l) => [l.reference, l.unit_price_ht, Boolean(l.added_by_office)])).toEqual([
      ['HA12-12', 1500, false],
      ['HA10-12', 990, false],
      ['FAC-ETUDE', 0, true],
    ]);
  });

  it('answers a request with no priced line (a schedule of Ø40 alone) with the lines it adds', async () => {
    const s = await created([{ ...BAR10, mark: '9', diameter: 40 }]);
    const q = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    expect(q.lines).toEqual([]);
    const none = failure(await admin(`/admin/quotations/${q.id}/propose`, proposal([])), 422);
    expect(none.errors?.lines).toMatch(/ajoutez/);
    // the factory's 710,280 kg of Ø40, priced by the office on the catalogue line it chooses
    const p = data(
      await admin(`/admin/quotations/${q.id}/propose`, proposal([], [{ element_id: productId('FAC-ASSEMB'), quantity: 1, unit_price_ht: 245000 }])),
      quotation,
    );
    expect(p.lines.map((l) => [l.reference, l.quantity, l.total_ht])).toEqual([['FAC-ASSEMB', 1, 245000]]);
    expect(p.amount.ht).toBe(245000);
  });

  it('refuses, in French and writing nothing, a line the cart would refuse, one the request already has, or one not sold in the territory', async () => {
    const q = await ask();
    const s = await created([U12]);
    const scheduled = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    const both = [{ unit_price_ht: 1500 }, { unit_price_ht: 990 }];
    const line = (ref: string, more: object = {}) => ({ element_id: productId(ref), quantity: 1, unit_price_ht: 1000, ...more });
    kit.api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 2').run(productId('CAD6-15X15'));
    const cases: [unknown, string, RegExp][] = [
      [proposal(both, [{ element_id: 999999, quantity: 1, unit_price_ht: 100 }]), 'added.0.element_id', /n’existe pas/],
      [proposal(both, [line('FAC-ETUDE'), line('BAC-T40-9010-063')]), 'added.1.length', /entre 1 m et 12 m/],
      [proposal(both, [line('BAC-T40-9010-063', { length: 13 })]), 'added.0.length', /entre 1 m et 12 m/],
      [proposal(both, [line('FAC-ETUDE', { length: 2 })]), 'added.0.length', /n’est pas coupé à longueur/],
      [proposal(both, [line('CAD6-10X10', { quantity: 30 })]), 'added.0.quantity', /par 25, à partir de 25/],
      [proposal(both, [line('FAC-ETUDE', { quantity: 0 })]), 'added.0.quantity', /supérieur à zéro/],
      [proposal(both, [line('FAC-ETUDE', { unit_price_ht: -1 })]), 'added.0.unit_price_ht', /positif ou nul/],
      [proposal(both, [line('HA10-12')]), 'added.0.element_id', /déjà.*demande/],
      [proposal(both, [line('FAC-ETUDE'), line('FAC-ETUDE')]), 'added.1.element_id', /deux fois/],
      [proposal(both, [line('CAD6-15X15', { quantity: 25 })]), 'added.0.element_id', /pas vendu en Guadeloupe/],
      [proposal(both, [{ element_id: productId('FAC-ETUDE'), quantity: 1 }]), 'added.0.unit_price_ht', /prix unitaire/i],
    ];
    for (const [body, field, message] of cases) {
      const res = failure(await admin(`/admin/quotations/${q.id}/propose`, body), 422);
      expect([field, res.errors?.[field]]).toEqual([field, expect.stringMatching(message)]);
    }
    expect(proposals(q.id)).toBe(0);
    expect(data(await call('GET', `/quotations/${q.id}`), quotation)).toMatchObject({ status: 'demandee', revision: 0 });

    // the schedule's line is a lot of its own: the same shaping product may still be added as a plain line
    const shaping = scheduled.lines[0];
    const ok = data(
      await admin(`/admin/quotations/${scheduled.id}/propose`, proposal([{ unit_price_ht: shaping.unit_price_ht }], [line(shaping.reference)])),
      quotation,
    );
    expect(ok.lines.map((l) => [l.reference, Boolean(l.schedule)])).toEqual([
      [shaping.reference, true],
      [shaping.reference, false],
    ]);
  });
});

describe('the mass of a proposal’s line', () => {
  it('is, on a schedule’s line, the schedule’s mass per lot times the lots the office proposes', async () => {
    const s = await created([U12]);
    const q = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    const line = q.lines[0];
    // 10 bars × 1,755 m × 888 g/m = 15,584 kg, one lot
    expect([line.quantity, line.mass_kg, line.schedule?.mass_g]).toEqual([1, 15.584, 15584]);
    const p = data(await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: line.unit_price_ht, quantity: 3 }])), quotation);
    expect([p.lines[0].quantity, p.lines[0].mass_kg, p.lines[0].schedule?.mass_g]).toEqual([3, 46.752, 15584]);
    // the revision's proposal starts from the last one: back to one lot, one lot's mass
    data(await call('POST', `/quotations/${q.id}/revision`, { body: { message: 'Un seul lot, finalement.' } }), quotation);
    const again = data(await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: line.unit_price_ht, quantity: 1 }])), quotation);
    expect([again.lines[0].quantity, again.lines[0].mass_kg]).toEqual([1, 15.584]);
  });

  it('is kept by the accepted cart: three lots weigh three lots', async () => {
    const s = await created([U12]);
    const q = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    data(await admin(`/admin/quotations/${q.id}/propose`, proposal([{ unit_price_ht: q.lines[0].unit_price_ht, quantity: 3 }])), quotation);
    const accepted = data(await call('POST', `/quotations/${q.id}/accept`, { body: {} }), quotationAcceptance);
    const [l] = accepted.cart.cart.list;
    // a lot's mass is the schedule's (15,584 kg); the line is its lots', as its price is
    expect([l.quantity, l.schedule?.mass_g, l.mass_kg, l.total_ht]).toEqual([3, 15584, 46.752, 3 * q.lines[0].unit_price_ht]);
  });
});
