import { cartResponse } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../testing';

/**
 * A product's minimum of sale is its cart line's, not each addition's: façade cassettes made to measure (10 m² at
 * least) in a line of 12 m² took 2 m² more, asked in m², as 10 more (22 m²: 8 m² and 624 € HT the buyer did not ask),
 * where the same 2 asked as a count gave 14 (found by an audit of the contractor's tools).
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const cassettes = () =>
  api.db.prepare("SELECT id, min_quantity, step FROM product WHERE reference = 'CAS-SUR-MESURE'").get() as { id: number; min_quantity: number; step: number };
const update = async (cart_token: string | null, elements: unknown[]) =>
  data(await api.request('POST', '/cart/update', { body: { cart_token, elements } }), cartResponse);

it('adds an amount in the buyer’s unit to a line that holds the minimum already as that amount, rounded up to whole units', async () => {
  const p = cassettes();
  expect(p).toMatchObject({ min_quantity: 10, step: 1 });
  const first = await update(null, [{ element_id: p.id, quantity: 12, mode: 'add' }]);
  const more = await update(first.token, [{ element_id: p.id, quantity: 2, unit: 'm2', mode: 'add' }]);
  expect(more.cart.list.map((l) => l.quantity)).toEqual([14]);
  const again = await update(more.token, [{ element_id: p.id, quantity: 1.5, unit: 'm2', mode: 'add' }]);
  expect(again.cart.list.map((l) => l.quantity)).toEqual([16]);
});

it('still gives a new line its minimum, whatever its unit', async () => {
  const p = cassettes();
  const first = await update(null, [{ element_id: p.id, quantity: 2, unit: 'm2', mode: 'add' }]);
  expect(first.cart.list.map((l) => l.quantity)).toEqual([10]);
});

it('adds within one call as it adds to a stored line: a count, then an amount in m²', async () => {
  const p = cassettes();
  const one = await update(null, [
    { element_id: p.id, quantity: 10, mode: 'add' },
    { element_id: p.id, quantity: 3, unit: 'm2', mode: 'add' },
  ]);
  expect(one.cart.list.map((l) => l.quantity)).toEqual([13]);
});
