import { z } from 'zod/mini';
import { adminQuotationList, carrier, cartResponse, order, payment, quotation, quotationAcceptance, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * A quotation's life through the API: asked from the cart, studied and
 * proposed by the back office, revised, accepted once and ordered at the
 * proposed prices; refused, expired and asked again. The clock is Saturday
 * 21 November 2026, 10:00 UTC (06:00 in Guadeloupe, where the demo
 * professional buys: plan 2).
 */
let api: TestApi;
let pro: { token: string; addressId: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown, token = pro.token, plan = 2) => api.request(method, path, { body, token, plan });
const admin = (method: 'GET' | 'POST', path: string, body?: unknown, token = 'test-admin-token') =>
  api.app.inject({ method, url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const count = (sql: string, ...params: unknown[]) =>
  api.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** A fresh quotation of two lines (10 bars of HA12, 4 of HA10), asked from a cart of its own. */
async function ask() {
  const c = data(
    await call('POST', '/cart/update', {
      cart_token: null,
      elements: [
        { element_id: productId('HA12-12'), quantity: 10 },
        { element_id: productId('HA10-12'), quantity: 4 },
      ],
    }),
    cartResponse,
  );
  return data(await call('POST', '/cart/convert-to-quotation', { cart_token: c.token }), quotation, 201);
}

const proposal = (validUntil = '2026-12-15', prices = [1500, 990]) => ({
  valid_until: validUntil,
  message: 'Prix ferme, acier au cours de novembre.',
  delivery_terms: 'Livraison sur chantier sous 5 jours ouvrés.',
  delivery_ht: 14500,
  lines: prices.map((unit_price_ht) => ({ unit_price_ht })),
});

const propose = async (id: number, body: unknown = proposal()) => data(await admin('POST', `/admin/quotations/${id}/propose`, body), quotation);

describe('a quotation from request to order', () => {
  it('goes demandée → en cours → proposée → révision → proposée again → acceptée → commandée, at the proposed prices', async () => {
    const q = await ask();
    expect(q).toMatchObject({ status: 'demandee', revision: 0, valid_until: null, actions: [], proposals: [], order: null });
    expect(q.history.map((e) => e.action)).toEqual(['request']);

    // the buyer cannot accept what was not proposed
    const early = failure(await call('POST', `/quotations/${q.id}/accept`), 409);
    expect(early.code).toBe('QUOTATION_STATE');
    expect(early.message).toMatch(/proposition/i);

    const listed = data(await admin('GET', '/admin/quotations?status=demandee'), adminQuotationList);
    expect(listed.items.find((x) => x.id === q.id)).toMatchObject({ customer: { email: PRO.email }, territory: 'Guadeloupe' });

    expect(data(await admin('POST', `/admin/quotations/${q.id}/study`, {}), quotation).status).toBe('en_cours');

    const first = await propose(q.id);
    expect(first).toMatchObject({ status: 'envoyee', revision: 1, valid_until: '2026-12-15', actions: ['accept', 'refuse', 'revision'] });
    // 10 × 15,00 + 4 × 9,90 = 189,60 HT; TVA 8,5 % rounded once on the whole
    expect(first.amount).toEqual({ ht: 18960, tva: 1612, ttc: 20572, vat_rate: 8.5 });
    expect(first.lines.map((l) => [l.quantity, l.unit_price_ht, l.total_ht])).toEqual([
      [10, 1500, 15000],
      [4, 990, 3960],
    ]);
    const mail = (await admin('GET', `/admin/outbox?to=${PRO.email}`)).json().data[0];
    expect(mail.subject).toContain(q.number);
    expect(mail.body).toContain('15/12/2026');
    expect(mail.attachments).toEqual([{ name: `devis-${q.number}-revision-1.pdf`, type: 'application/pdf', size: expect.any(Number) }]);

    const revised = data(await call('POST', `/quotations/${q.id}/revision`, { message: 'Pouvez-vous faire un prix pour 20 barres de HA12 ?' }), quotation);
    expect(revised).toMatchObject({ status: 'en_cours', valid_until: null, actions: [] });
    const office = (await admin('GET', '/admin/outbox?to=contact@trefima.example')).json().data[0];
    expect(office.body).toContain('20 barres de HA12');

    const second = await propose(q.id, { ...proposal('2026-12-20', [1450, 990]), lines: [{ unit_price_ht: 1450, quantity: 20 }, { unit_price_ht: 990 }] });
    expect(second.revision).toBe(2);
    expect(second.proposals.map((p) => p.revision)).toEqual([1, 2]);
    expect(second.amount.ht).toBe(20 * 1450 + 4 * 990);

    const accepted = data(await call('POST', `/quotations/${q.id}/accept`, {}), quotationAcceptance);
    expect(accepted.quotation).toMatchObject({ status: 'acceptee', actions: [], checkout_cart_token: accepted.cart.token });
    expect(accepted.cart.cart.quotation).toEqual({ id: q.id, number: q.number });
    expect(accepted.cart.cart.amount.ht).toBe(second.amount.ht);
    expect(accepted.cart.cart.list.map((l) => [l.quantity, l.unit_price_ht])).toEqual([
      [20, 1450],
      [4, 990],
    ]);

    // the quotation's cart keeps the proposal; the customer's own cart stays his
    const locked = failure(
      await call('POST', '/cart/update', { cart_token: accepted.cart.token, elements: [{ element_id: productId('HA12-12'), quantity: 1 }] }),
      409,
    );
    expect(locked.code).toBe('QUOTATION_CART');
    expect(locked.message).toContain(q.number);
    const own = await call('GET', '/cart');
    if (own.statusCode === 200) expect(own.json().data.token).not.toBe(accepted.cart.token);

    const carriers = data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier));
    const payments = data(await api.get('/payment'), z.array(payment));
    const body = {
      cart_token: accepted.cart.token,
      carrier_id: carriers.find((c) => c.code === 'livraison-plateau')!.id,
      payment_id: payments.find((p) => p.code === 'virement')!.id,
      delivery_address_id: pro.addressId,
      billing_address_id: pro.addressId,
      accept_cgv: true,
    };
    // another territory's prices are not this quotation's
    expect(failure(await call('POST', '/order', body, pro.token, 1), 409).code).toBe('QUOTATION_CART');
    const placed = data(await call('POST', '/order', body), order, 201);
    expect(placed.quotation).toEqual({ id: q.id, number: q.number });
    expect(placed.lines.map((l) => l.unit_price_ht)).toEqual([1450, 990]);
    expect(placed.status_label).toBe('Reçue');
    const after = data(await call('GET', `/quotations/${q.id}`), quotation);
    expect(after).toMatchObject({ order: { id: placed.id, number: placed.number }, checkout_cart_token: null });
    expect(after.history.map((e) => e.action)).toEqual(['request', 'study', 'propose', 'revision', 'propose', 'accept', 'order']);
    // accepted is accepted once
    expect(failure(await call('POST', `/quotations/${q.id}/accept`), 409).message).toMatch(/accepté/);
  });

  it('gives one cart and one order to two accepts at once: the second press gets the first one’s acceptance', async () => {
    const q = await ask();
    await propose(q.id);
    const [a, b] = await Promise.all([call('POST', `/quotations/${q.id}/accept`), call('POST', `/quotations/${q.id}/accept`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(data(a, quotationAcceptance).cart.token).toBe(data(b, quotationAcceptance).cart.token);
    expect(count('SELECT COUNT(*) FROM cart WHERE from_quotation_id = ?', q.id)).toBe(1);
    expect(count("SELECT COUNT(*) FROM quotation_event WHERE quotation_id = ? AND action = 'accept'", q.id)).toBe(1);
  });
});

describe('refusals, expiry and bad input', () => {
  it('refuses an expired or a refused quotation’s acceptance with a French 409, and lets an expired one be asked again', async () => {
    const q = await ask();
    await propose(q.id, proposal('2026-11-23'));
    api.clock.advance(3 * 86400000); // Tuesday 24th in Guadeloupe: the 23rd was the last valid day
    try {
      const later = await api.login(); // three days on, the morning's session token has expired
      const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: later, plan: 2 });
      const read = data(await call('GET', `/quotations/${q.id}`), quotation);
      expect(read).toMatchObject({ status: 'expiree', status_label: 'Expiré', actions: ['renew'] });
      const expired = failure(await call('POST', `/quotations/${q.id}/accept`), 409);
      expect(expired.code).toBe('QUOTATION_EXPIRED');
      expect(expired.message).toMatch(/expir/i);
      const renewed = data(await call('POST', `/quotations/${q.id}/renew`, { message: 'Toujours intéressé.' }), quotation);
      expect(renewed).toMatchObject({ status: 'demandee', valid_until: null });
    } finally {
      api.clock.advance(-3 * 86400000);
      pro.token = await api.login();
    }

    const r = await ask();
    await propose(r.id);
    expect(data(await call('POST', `/quotations/${r.id}/refuse`, { message: 'Trop cher.' }), quotation).status).toBe('refusee');
    const refused = failure(await call('POST', `/quotations/${r.id}/accept`), 409);
    expect(refused.code).toBe('QUOTATION_STATE');
    expect(refused.message).toMatch(/refus/i);
  });

  it('answers bad proposals with a French 422 and writes nothing', async () => {
    const q = await ask();
    const cases: [unknown, string][] = [
      [proposal('2026-11-20'), 'valid_until'],
      [proposal('2027-06-01'), 'valid_until'],
      [proposal('demain'), 'valid_until'],
      [proposal('2026-12-15', [1500]), 'lines'],
      [proposal('2026-12-15', [-5, 990]), 'lines.0.unit_price_ht'],
      [{ ...proposal(), lines: [{ unit_price_ht: 1500, quantity: 0 }, { unit_price_ht: 990 }] }, 'lines.0.quantity'],
      [{ ...proposal(), lines: [{ unit_price_ht: 12.5 }, { unit_price_ht: 990 }] }, 'lines.0.unit_price_ht'],
      [{ ...proposal(), message: 'x'.repeat(2001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const res = failure(await admin('POST', `/admin/quotations/${q.id}/propose`, body), 422);
      expect(Object.keys(res.errors ?? {})).toContain(field);
      expect(res.message).toMatch(/[éèàû]|date|ligne|prix|quantité/i);
    }
    expect(count('SELECT COUNT(*) FROM quotation_proposal WHERE quotation_id = ?', q.id)).toBe(0);
    expect(data(await call('GET', `/quotations/${q.id}`), quotation)).toMatchObject({ status: 'demandee', revision: 0 });

    expect(failure(await admin('POST', '/admin/quotations/999999/propose', proposal()), 404).message).toBe('Ce devis est introuvable.');
    expect(failure(await admin('POST', `/admin/quotations/${q.id}/propose`, proposal(), 'wrong'), 403).code).toBe('FORBIDDEN');
    expect(failure(await admin('GET', '/admin/quotations?status=perdu'), 400).message).toContain('statut');
  });

  it('keeps a buyer to his own quotations and his own words', async () => {
    const q = await ask();
    await propose(q.id);
    const other = await api.login(PRIVATE.email, PRIVATE.password);
    expect(failure(await call('POST', `/quotations/${q.id}/accept`, {}, other), 404).message).toBe('Ce devis est introuvable.');
    expect(failure(await call('GET', `/quotations/${q.id}/pdf`, undefined, other), 404).code).toBe('NOT_FOUND');
    // the spec's answer to a missing token (the back office's session contract)
    expect(failure(await call('POST', `/quotations/${q.id}/accept`, {}, ''), 500).code).toBe('token_required');
    const blank = failure(await call('POST', `/quotations/${q.id}/revision`, { message: '   ' }), 422);
    expect(blank.code).toBe('QUOTATION_MESSAGE');
    expect(blank.errors).toEqual({ message: blank.message });
    failure(await call('POST', `/quotations/${q.id}/revision`, {}), 422);
    failure(await call('POST', `/quotations/${q.id}/refuse`, { message: 42 }), 422);
    expect(data(await call('GET', `/quotations/${q.id}`), quotation).status).toBe('envoyee');
  });
});
