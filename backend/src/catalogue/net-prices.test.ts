import { priceList, productList } from '@trefima/domain/contract';
import { data, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/** A professional's net prices come with the live prices of a listing or a product page, in the same request. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

async function listing(plan: number) {
  return data(await api.request('GET', '/product', { query: { perPage: '6' }, plan }), productList).items;
}

describe('GET /product/prices with a customer token', () => {
  it('adds the professional’s discount rate and net price to each live price', async () => {
    const items = await listing(2);
    const ids = items.map((p) => p.id).join(',');
    const token = await api.login(PRO.email, PRO.password);
    const rate = api.db.prepare('SELECT discount_rate FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    expect(rate).toBeGreaterThan(0);
    const prices = data(await api.request('GET', '/product/prices', { query: { ids }, plan: 2, token }), priceList);
    expect(prices).toHaveLength(items.length);
    for (const p of prices) {
      // the list price stays the territory's; the net is the list price less the discount, rounded to the cent as the cart does
      expect(p.price.ht).toBe(items.find((i) => i.id === p.id)!.price.ht);
      expect(p.customer).toEqual({ discount_rate: rate, price_ht: Math.round((p.price.ht * (100 - rate)) / 100) });
    }
  });

  it('gives no customer part without a token, or to a customer without a discount', async () => {
    const ids = (await listing(1)).map((p) => p.id).join(',');
    const anonymous = data(await api.request('GET', '/product/prices', { query: { ids }, plan: 1 }), priceList);
    expect(anonymous.every((p) => p.customer === undefined)).toBe(true);
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const own = data(await api.request('GET', '/product/prices', { query: { ids }, plan: 1, token }), priceList);
    expect(own.every((p) => p.customer === undefined)).toBe(true);
  });
});
