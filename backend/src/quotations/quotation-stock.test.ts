import { cartResponse, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * A request may ask beyond the stock (the office says when the factory makes
 * it), but a proposal is what the buyer orders once accepted, and the order
 * takes a stocked product from its stock: the office cannot propose more
 * than is left, and a buyer whose proposal the stock no longer covers is
 * told so when he accepts it, not at the checkout of a cart he cannot change.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const call = (path: string, body: unknown) => api.request('POST', path, { body, token, plan: 2 });
const office = (id: number, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin/quotations/${id}/propose`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const stock = (ref: string, n: number) => api.db.prepare('UPDATE product SET stock = ? WHERE reference = ?').run(n, ref);
const HA10 = 'Barre HA Ø10 – 12 m';

/** A request of 10 bars of HA10, whatever the stock. */
async function asked() {
  const cart = data(await call('/cart/update', { cart_token: null, elements: [{ element_id: productId('HA10-12'), quantity: 10 }] }), cartResponse);
  return data(await call('/cart/convert-to-quotation', { cart_token: cart.token }), quotation, 201);
}
const proposal = (lines: object[], added?: object[]) => ({ valid_until: '2026-12-15', lines, ...(added ? { added } : {}) });

describe('a proposal and the stock', () => {
  it('refuses the office a quantity of a stocked product beyond its stock, on its line, and lets a made-to-order one through', async () => {
    const q = await asked();
    stock('HA10-12', 4);
    const short = failure(await office(q.id, proposal([{ unit_price_ht: 990 }])), 422);
    expect(Object.keys(short.errors ?? {})).toEqual(['lines.0.quantity']);
    expect(short.message).toContain(`« ${HA10} »`);
    expect(short.message).toContain('4 barres');
    expect(api.db.prepare('SELECT COUNT(*) FROM quotation_proposal WHERE quotation_id = ?').pluck().get(q.id)).toBe(0);

    stock('HA12-12', 2);
    const added = failure(
      await office(q.id, proposal([{ unit_price_ht: 990, quantity: 4 }], [{ element_id: productId('HA12-12'), quantity: 3, unit_price_ht: 1500 }])),
      422,
    );
    expect(Object.keys(added.errors ?? {})).toEqual(['added.0.quantity']);
    stock('HA12-12', 2290);

    const study = { element_id: productId('FAC-ETUDE'), quantity: 1000, unit_price_ht: 100 };
    const p = data(await office(q.id, proposal([{ unit_price_ht: 990, quantity: 4 }], [study])), quotation);
    expect(p.lines.map((l) => [l.reference, l.quantity])).toEqual([
      ['HA10-12', 4],
      ['FAC-ETUDE', 1000],
    ]);
  });

  it('refuses the buyer’s acceptance once the stock fell below the proposal, telling him to ask a revision', async () => {
    stock('HA10-12', 696);
    const q = await asked();
    data(await office(q.id, proposal([{ unit_price_ht: 990 }])), quotation);
    stock('HA10-12', 3);
    const refused = failure(await call(`/quotations/${q.id}/accept`, {}), 409);
    expect(refused.code).toBe('QUOTATION_STATE');
    expect(refused.message).toMatch(new RegExp(`^Le stock de « ${HA10} » ne couvre plus`));
    expect(refused.message).toContain('3 barres');
    expect(refused.message).toMatch(/demandez une révision de votre devis\.$/);
    expect(api.db.prepare('SELECT COUNT(*) FROM cart WHERE from_quotation_id = ?').pluck().get(q.id)).toBe(0);
    expect(data(await api.request('GET', `/quotations/${q.id}`, { token, plan: 2 }), quotation).status).toBe('envoyee');

    stock('HA10-12', 10);
    expect(data(await call(`/quotations/${q.id}/accept`, {}), quotationAcceptance).quotation.status).toBe('acceptee');
  });
});
