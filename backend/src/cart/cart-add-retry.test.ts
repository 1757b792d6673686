import { cartResponse } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

/**
 * An addition sent again under its request key: on an island's network the answer of an add the API made can be
 * lost, and the buyer presses « Ajouter au panier » again. The cart holds what he added once, not twice; the same key
 * is not an addition refused for the stock it took the first time.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const update = (body: unknown) => api.request('POST', '/cart/update', { body });
const quantity = (c: { cart: { list: { element_id: number; quantity: number }[] } }, id: number) => c.cart.list.find((l) => l.element_id === id)?.quantity;

describe('POST /cart/update with a request key', () => {
  it('adds once what is sent twice under one key, and again under another', async () => {
    const bar = productId('HA10-6');
    const { token } = data(await update({ elements: [{ element_id: bar, quantity: 5 }] }), cartResponse);
    const add = (key?: string) => update({ cart_token: token, elements: [{ element_id: bar, quantity: 3, mode: 'add' }], request_key: key });
    expect(quantity(data(await add('ajout-0f1e2d3c4b5a6978'), cartResponse), bar)).toBe(8);
    expect(quantity(data(await add('ajout-0f1e2d3c4b5a6978'), cartResponse), bar)).toBe(8);
    expect(quantity(data(await add('ajout-8796a5b4c3d2e1f0'), cartResponse), bar)).toBe(11);
    // without a key, as before: each press adds
    expect(quantity(data(await add(), cartResponse), bar)).toBe(14);
  });

  it('answers the cart as it is to an add sent again that took the last of the stock the first time', async () => {
    const id = productId('HA12-12');
    const stock = api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(id) as number;
    const { token } = data(await update({ elements: [{ element_id: productId('HA10-6'), quantity: 1 }] }), cartResponse);
    const all = { cart_token: token, elements: [{ element_id: id, quantity: stock, mode: 'add' }], request_key: 'ajout-stock-entier-0001' };
    expect(quantity(data(await update(all), cartResponse), id)).toBe(stock);
    expect(quantity(data(await update(all), cartResponse), id)).toBe(stock);
  });

  it('refuses another change sent under a key already used, in French, rather than answering the first and losing it', async () => {
    // the first change's result was answered to the second, the HA12 never added and the buyer not told (found by an audit)
    const [bar, other] = [productId('HA10-6'), productId('HA12-12')];
    const key = 'ajout-reutilise-0000001';
    const { token } = data(await update({ elements: [{ element_id: bar, quantity: 2 }], request_key: key }), cartResponse);
    const refused = failure(await update({ cart_token: token, elements: [{ element_id: other, quantity: 7, mode: 'add' }], request_key: key }), 409);
    expect(refused).toMatchObject({
      code: 'REQUEST_KEY_REUSED',
      message: 'Cette modification du panier a déjà été envoyée avec d’autres lignes : rechargez la page, puis recommencez.',
    });
    const cart = data(await api.request('GET', '/cart', { query: { cart_token: token } }), cartResponse);
    expect([quantity(cart, bar), quantity(cart, other)]).toEqual([2, undefined]);
  });

  it('refuses a key that is not one, in French, and changes nothing', async () => {
    const bar = productId('HA10-6');
    const { token } = data(await update({ elements: [{ element_id: bar, quantity: 2 }] }), cartResponse);
    const bad = failure(await update({ cart_token: token, elements: [{ element_id: bar, quantity: 3, mode: 'add' }], request_key: 'x' }), 422);
    expect(bad.errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
    const after = data(await api.request('GET', '/cart', { query: { cart_token: token } }), cartResponse);
    expect(quantity(after, bar)).toBe(2);
  });
});
