import { product, productExport, productList } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../testing';

/**
 * What the product and card answers say of availability (domain/catalogue/availability.ts), as the cart and the
 * order treat the product: a made-to-order product gives its production time and is not « in stock » whatever its
 * stock, a stocked one is in stock while some is left and out of stock at 0, which the order refuses.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const row = (reference: string) =>
  api.db.prepare('SELECT id, stock, lead_time_days, category_id FROM product WHERE reference = ?').get(reference) as {
    id: number;
    stock: number;
    lead_time_days: number | null;
    category_id: number;
  };

describe('a product’s availability in the API', () => {
  it('gives a made-to-order product (design study, shaping to plan) its production time, not « in stock »', async () => {
    for (const reference of ['FAC-ETUDE', 'FAC-D10-12']) {
      const r = row(reference);
      expect(r.lead_time_days).not.toBeNull();
      const p = data(await api.get(`/product/${r.id}`), product);
      expect([reference, p.lead_time_days, p.availability, p.in_stock]).toEqual([reference, r.lead_time_days, 'made_to_order', false]);
    }
  });

  it('says a stocked product is in stock while some is left, out of stock at 0', async () => {
    const out = data(await api.get(`/product/${row('HA32-6').id}`), product);
    expect([out.stock, out.lead_time_days, out.availability, out.in_stock]).toEqual([0, null, 'out_of_stock', false]);
    const stocked = data(await api.get(`/product/${row('HA12-12').id}`), product);
    expect(stocked.stock).toBeGreaterThan(0);
    expect([stocked.lead_time_days, stocked.availability, stocked.in_stock]).toEqual([null, 'in_stock', true]);
  });

  it('gives the same on a listing’s cards and in the build’s export', async () => {
    for (const reference of ['FAC-ETUDE', 'HA32-6', 'HA12-12']) {
      const r = row(reference);
      const single = data(await api.get(`/product/${r.id}`), product);
      const listing = data(await api.request('GET', '/product', { query: { categories: r.category_id, perPage: 100 } }), productList);
      const card = listing.items.find((c) => c.id === r.id)!;
      expect([reference, card.lead_time_days, card.availability]).toEqual([reference, single.lead_time_days, single.availability]);
    }
    const exported = data(await api.get('/product/export'), productExport).items;
    const study = exported.find((p) => p.id === row('FAC-ETUDE').id)!;
    expect([study.lead_time_days, study.availability]).toEqual([row('FAC-ETUDE').lead_time_days, 'made_to_order']);
  });
});
