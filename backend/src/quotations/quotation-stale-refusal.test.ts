import { cartResponse, quotation } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, PRO, testApi, type TestApi } from '../testing';

/**
 * Accepting is accepting the proposal the buyer read (`revision`, quotation-accept-revision.test.ts); refusing, which
 * is final (nothing moves a « refusé » quotation again), and asking a revision are guarded alike: the boss's tab still
 * shows the proposal at 50,00 €; meanwhile a colleague asked a revision and the office answered it at 10,00 €. The
 * boss's « Refuser » refused the new proposal he never read, for good, and the API could not be told which one he
 * read (found by an audit of the contractor's flows).
 */
let api: TestApi;
let boss: string;
let buyer: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  boss = await api.login(PRO.email, PRO.password);
  buyer = await colleague(api, 'acheteur', 'acheteur-refus@bellance-btp.example', boss);
});
afterAll(() => api.close());

const call = (path: string, token: string, body?: unknown) => api.request(body === undefined ? 'GET' : 'POST', path, { body, token, plan: 2 });
const propose = async (id: number, cents: number) =>
  data(
    await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/quotations/${id}/propose`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { valid_until: '2026-12-15', lines: [{ unit_price_ht: cents }] },
    }),
    quotation,
  );
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;

it('does not let a stale tab refuse, for good, a proposal that replaced the one its buyer read', async () => {
  const cart = data(await call('/cart/update', boss, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
  const asked = data(await call('/cart/convert-to-quotation', boss, { cart_token: cart.token }), quotation, 201);
  await propose(asked.id, 5000);
  const seen = data(await call(`/quotations/${asked.id}`, boss), quotation);
  expect([seen.revision, seen.amount.ht, seen.actions]).toEqual([1, 5000, ['accept', 'refuse', 'revision']]);

  data(await call(`/quotations/${asked.id}/revision`, buyer.token, { message: 'Pouvez-vous faire mieux ?' }), quotation);
  expect((await propose(asked.id, 1000)).revision).toBe(2);

  // the boss's page sends what it showed, as it does to accept (the site's refuse sends no revision at all)
  const res = await call(`/quotations/${asked.id}/refuse`, boss, { message: 'Trop cher.', revision: seen.revision });
  const after = data(await call(`/quotations/${asked.id}`, boss), quotation);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/révision/);
  expect(after.status).toBe('envoyee');
  // a revision asked of the proposal read is refused alike; of the one shown now, taken
  expect((await call(`/quotations/${asked.id}/revision`, boss, { message: 'Et la livraison ?', revision: 1 })).statusCode).toBe(409);
  expect(data(await call(`/quotations/${asked.id}/refuse`, boss, { message: 'Trop cher.', revision: 2 }), quotation).status).toBe('refusee');
});
