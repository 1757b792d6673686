import { cartResponse, quotation, quotationAcceptance, quotationList } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * A company's quotation is read by all its people, each told what he may do
 * with it: the moves his role may make (as the routes' guard lets them
 * through, companies/guarded-calls.ts), and the cart of an accepted one only
 * if it is his, the one who accepted it.
 */
let api: TestApi;
let boss: string;
let accountant: { token: string; id: number };
let foreman: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  boss = await api.login(PRO.email, PRO.password);
  accountant = await colleague(api, 'comptable', 'comptable-devis@bellance-btp.example', boss);
  foreman = await colleague(api, 'conducteur_travaux', 'conducteur-lecteur@bellance-btp.example', boss);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => api.request(method, path, { body, token, plan: 2 });
const read = async (id: number, token: string) => data(await call('GET', `/quotations/${id}`, token), quotation);
const listed = async (id: number, token: string) => data(await call('GET', '/quotations', token), quotationList).items.find((q) => q.id === id)!;

/** A bar of HA12 asked by the boss, proposed by the office. */
async function proposed() {
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('POST', '/cart/update', boss, { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const asked = data(await call('POST', '/cart/convert-to-quotation', boss, { cart_token: cart.token }), quotation, 201);
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/quotations/${asked.id}/propose`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }] },
  });
  return data(res, quotation);
}

describe('what each of the company’s people may do with its quotation', () => {
  it('offers the accountant no move, which the API would refuse him, and the foreman those his role makes', async () => {
    const q = await proposed();
    expect((await read(q.id, boss)).actions).toEqual(['accept', 'refuse', 'revision']);
    expect((await read(q.id, foreman.token)).actions).toEqual(['accept', 'refuse', 'revision']);
    expect((await read(q.id, accountant.token)).actions).toEqual([]);
    expect((await listed(q.id, accountant.token)).actions).toEqual([]);
    expect((await listed(q.id, foreman.token)).actions).toEqual(['accept', 'refuse', 'revision']);
    for (const move of ['accept', 'refuse', 'revision'])
      expect(failure(await call('POST', `/quotations/${q.id}/${move}`, accountant.token, { message: 'Vu.' }), 403).code).toBe('FORBIDDEN_ROLE');

    // expired, only asking again is left: the foreman's to do, not the accountant's
    api.db.prepare("UPDATE quotation SET proposal_valid_until = '2026-11-20' WHERE id = ?").run(q.id);
    expect((await read(q.id, foreman.token)).actions).toEqual(['renew']);
    expect((await read(q.id, accountant.token)).actions).toEqual([]);
    expect(failure(await call('POST', `/quotations/${q.id}/renew`, accountant.token, {}), 403).code).toBe('FORBIDDEN_ROLE');
  });

  it('gives the accepted quotation’s cart to the one who accepted it only', async () => {
    const q = await proposed();
    const accepted = data(await call('POST', `/quotations/${q.id}/accept`, foreman.token, {}), quotationAcceptance);
    expect((await read(q.id, foreman.token)).checkout_cart_token).toBe(accepted.cart.token);
    for (const token of [boss, accountant.token]) {
      expect(await read(q.id, token)).toMatchObject({ status: 'acceptee', checkout_cart_token: null, order: null });
      expect((await listed(q.id, token)).checkout_cart_token).toBeNull();
      // which his own session could not open anyway
      expect(failure(await api.request('GET', '/cart', { token, query: { cart_token: accepted.cart.token }, plan: 2 }), 404).code).toBe('CART_EXPIRED');
    }
  });
});
