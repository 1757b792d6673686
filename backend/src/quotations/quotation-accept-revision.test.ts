import { cartResponse, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * Accepting is accepting the proposal the buyer read: the site sends its
 * revision, and a proposal replaced meanwhile (a colleague asked a revision,
 * the office answered it) is not accepted in its place. A client that sends
 * no revision accepts the current proposal, as before.
 */
let api: TestApi;
let boss: string;
let buyer: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  boss = await api.login(PRO.email, PRO.password);
  buyer = await colleague(api, 'acheteur', 'acheteur-revision@bellance-btp.example', boss);
});
afterAll(() => api.close());

const call = (path: string, token: string, body?: unknown) => api.request(body === undefined ? 'GET' : 'POST', path, { body, token, plan: 2 });
const office = (path: string, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
const propose = async (id: number, cents: number) =>
  data(await office(`/quotations/${id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: cents }] }), quotation);

/** A bar of HA12 asked by the boss, proposed at 10,00 € HT: revision 1. */
async function proposed() {
  const cart = data(await call('/cart/update', boss, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
  const asked = data(await call('/cart/convert-to-quotation', boss, { cart_token: cart.token }), quotation, 201);
  return propose(asked.id, 1000);
}

describe('accepting the revision the buyer saw', () => {
  it('refuses the revision read before a colleague’s revision request was answered, and accepts the one now current', async () => {
    const q = await proposed();
    const seen = data(await call(`/quotations/${q.id}`, boss), quotation);
    expect([seen.revision, seen.amount.ht]).toEqual([1, 1000]);

    data(await call(`/quotations/${q.id}/revision`, buyer.token, { message: 'Pouvez-vous revoir le délai ?' }), quotation);
    expect((await propose(q.id, 5000)).revision).toBe(2);

    const stale = failure(await call(`/quotations/${q.id}/accept`, boss, { revision: seen.revision }), 409);
    expect(stale.code).toBe('QUOTATION_STATE');
    expect(stale.message).toMatch(/changé/);
    expect(stale.message).toContain('révision 2');
    expect(api.db.prepare('SELECT COUNT(*) FROM cart WHERE from_quotation_id = ?').pluck().get(q.id)).toBe(0);
    expect(data(await call(`/quotations/${q.id}`, boss), quotation).status).toBe('envoyee');

    const accepted = data(await call(`/quotations/${q.id}/accept`, boss, { revision: 2 }), quotationAcceptance);
    expect(accepted.cart.cart.amount.ht).toBe(5000);
    expect(accepted.quotation.history.at(-1)).toMatchObject({ action: 'accept', revision: 2 });
  });

  it('still accepts the current proposal for a client that sends no revision, and refuses a revision that is not a number', async () => {
    const q = await proposed();
    const bad = failure(await call(`/quotations/${q.id}/accept`, boss, { revision: 'la première' }), 422);
    expect(Object.keys(bad.errors ?? {})).toEqual(['revision']);
    const res = await api.request('POST', `/quotations/${q.id}/accept`, { token: boss, plan: 2 });
    expect(data(res, quotationAcceptance).quotation.status).toBe('acceptee');
  });
});

describe('the cart of an accepted quotation', () => {
  it('is priced in the quotation’s territory, whatever territory the accepting call is made from', async () => {
    // asked and proposed in Guadeloupe (8,5 % of VAT), accepted from a page of the Guyane site (no VAT)
    const q = await proposed();
    const res = await api.request('POST', `/quotations/${q.id}/accept`, { body: { revision: q.revision }, token: boss, plan: 3 });
    const accepted = data(res, quotationAcceptance);
    expect(accepted.cart.cart.list.map((l) => [l.quantity, l.unit_price_ht])).toEqual([[1, 1000]]);
    expect(accepted.cart.cart.amount).toEqual({ ht: 1000, tva: 85, ttc: 1085, vat_rate: 8.5 });
    // the cart read again in its territory says the same: the one the order will be placed in
    const read = data(await call(`/cart?cart_token=${accepted.cart.token}`, boss), cartResponse);
    expect(accepted.cart.cart).toEqual(read.cart);
  });

  it('is read in the quotation’s territory, from whichever territory’s page', async () => {
    const q = await proposed();
    const accepted = data(await api.request('POST', `/quotations/${q.id}/accept`, { body: { revision: q.revision }, token: boss }), quotationAcceptance);
    // the buyer's page set to Guyane (no VAT) reads the Guadeloupe cart it will order in Guadeloupe, at 8,5 %
    const read = data(await api.request('GET', `/cart?cart_token=${accepted.cart.token}`, { token: boss, plan: 3 }), cartResponse);
    expect(read.cart.amount).toEqual({ ht: 1000, tva: 85, ttc: 1085, vat_rate: 8.5 });
  });

  it('answers the acceptance made to the same acceptance sent again (its answer lost on the way), and still refuses a colleague’s', async () => {
    const q = await proposed();
    const mails = () => api.db.prepare('SELECT COUNT(*) FROM outbox WHERE body LIKE ?').pluck().get(`%${q.number}%`);
    const first = data(await call(`/quotations/${q.id}/accept`, boss, { revision: q.revision }), quotationAcceptance);
    const sent = mails();
    const again = data(await call(`/quotations/${q.id}/accept`, boss, { revision: q.revision }), quotationAcceptance);
    expect(again.cart.token).toBe(first.cart.token);
    expect(again.quotation).toEqual(first.quotation);
    expect(api.db.prepare('SELECT COUNT(*) FROM cart WHERE from_quotation_id = ?').pluck().get(q.id)).toBe(1);
    expect(mails()).toBe(sent);
    // a colleague's own press, after the boss accepted: what the quotation has become, as before
    expect(failure(await call(`/quotations/${q.id}/accept`, buyer.token, { revision: q.revision }), 409).code).toBe('QUOTATION_STATE');
  });
});
