import { cartResponse, quickOrderAnswer } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../testing';

/**
 * A quick order's lines sent again under their request key: the answer of a list put in the cart can be lost on an
 * island's network, and the contractor presses « Ajouter au panier » again. His cart holds the list once.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const post = (body: unknown) => api.request('POST', '/cart/quick-order', { body });
const quantities = (cart: { cart: { list: { reference: string; quantity: number }[] } }) => cart.cart.list.map((l) => [l.reference, l.quantity]);

it('puts a list sent twice under one key in the cart once, and again under another', async () => {
  const { token } = data(await api.request('POST', '/cart/update', { body: { elements: [{ element_id: 1, quantity: 1 }] } }), cartResponse);
  const list = (key: string) => ({
    cart_token: token,
    request_key: key,
    lines: [
      { reference: 'HA12-12', quantity: 10 },
      { reference: 'ST25C-240', quantity: 4 },
    ],
  });
  const once = data(await post(list('liste-chantier-000000001')), quickOrderAnswer);
  const again = data(await post(list('liste-chantier-000000001')), quickOrderAnswer);
  expect(quantities(again.cart!)).toEqual(quantities(once.cart!));
  expect(once.cart!.cart.list.find((l) => l.reference === 'HA12-12')?.quantity).toBe(10);
  const other = data(await post(list('liste-chantier-000000002')), quickOrderAnswer);
  expect(other.cart!.cart.list.find((l) => l.reference === 'HA12-12')?.quantity).toBe(20);
});
