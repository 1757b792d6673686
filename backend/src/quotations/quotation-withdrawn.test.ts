import { cartResponse, quotation } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';

/**
 * A proposal one of whose products was withdrawn from the territory since it was sent: its acceptance made a cart
 * that checkout refuses for ever (assertQuotationCart: « n’est plus vendu »), and an accepted quotation can no longer
 * be refused nor revised. As for the stock (quotation-stock.test.ts), the buyer is told when he accepts, and may ask
 * a revision (found by an audit of the contractor's flows).
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const PLAN = 2;
const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token, plan: PLAN });
const office = (id: number, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin/quotations/${id}/propose`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;

it('refuses the acceptance of a proposal whose product is no longer sold in its territory, writing nothing', async () => {
  const cart = data(
    await call('POST', '/cart/update', {
      cart_token: null,
      elements: [
        { element_id: productId('HA12-12'), quantity: 10 },
        { element_id: productId('HA10-12'), quantity: 4 },
      ],
    }),
    cartResponse,
  );
  const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: cart.token }), quotation, 201);
  data(await office(q.id, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }, { unit_price_ht: 990 }] }), quotation);
  // HA10 withdrawn from Guadeloupe after the proposal was sent
  api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = ?').run(productId('HA10-12'), PLAN);

  const res = await call('POST', `/quotations/${q.id}/accept`, { revision: 1 });
  const after = data(await call('GET', `/quotations/${q.id}`), quotation);
  const carts = api.db.prepare('SELECT COUNT(*) FROM cart WHERE from_quotation_id = ?').pluck().get(q.id);
  // observed: 200, the quotation « acceptée » (no more refuse / revision), and a cart whose checkout answers
  // « Un article du devis … n’est plus vendu »
  expect({ status: res.statusCode, quotation: after.status, carts }).toEqual({ status: 409, quotation: 'envoyee', carts: 0 });
  expect(res.json().message).toMatch(/plus vendu/);
});
