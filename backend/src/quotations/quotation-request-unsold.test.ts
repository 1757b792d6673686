import { quotation } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';

/**
 * A quotation of given lines (the roof configurator's bill, `elements`) one of whose products is not sold in the
 * territory whose prices it asks: the line vanishes (Carts.lines joins the territory's prices) and the request is
 * answered 201 as if it were whole. The office never hears of it; the buyer believes all of his bill is being priced.
 * A proposal's added line of such a product is refused (proposal-lines.ts, catalogueLines), and so is the request now
 * (found by an audit of the contractor's flows).
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const PLAN = 2;
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const quotations = () => api.db.prepare('SELECT COUNT(*) FROM quotation').pluck().get() as number;

it('refuses, in French and writing nothing, a request of given lines one of which is not sold in the territory', async () => {
  api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = ?').run(productId('HA10-12'), PLAN);
  const before = quotations();
  const res = await api.request('POST', '/cart/convert-to-quotation', {
    token,
    plan: PLAN,
    body: {
      elements: [
        { element_id: productId('HA12-12'), quantity: 10 },
        { element_id: productId('HA10-12'), quantity: 40 },
      ],
    },
  });
  // observed: 201, a quotation of one line (HA12 only), the 40 bars of HA10 gone without a word
  const asked = res.statusCode === 201 ? data(res, quotation, 201).lines.map((l) => l.reference) : null;
  expect({ status: res.statusCode, lines: asked, written: quotations() - before }).toEqual({ status: 422, lines: null, written: 0 });
  expect(res.json().message).toMatch(/n’est (plus|pas) vendu en Guadeloupe/);
});
