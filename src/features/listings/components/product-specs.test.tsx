import { renderToStaticMarkup } from 'react-dom/server';
import { product, type Product } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../../../../backend/src/testing';
import { ProductSpecs } from './product-specs';

/**
 * The characteristics table of a product page, from the products the seed
 * sells: each row says what is true of what the buyer orders.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const bySlug = async (reference: string) => {
  const slug = api.db.prepare('SELECT slug FROM product WHERE reference = ?').pluck().get(reference) as string;
  return data(await api.get(`/product/${slug}`), product);
};
/** The table's rows, heading → value. */
const rows = (p: Product) =>
  Object.fromEntries(
    [...renderToStaticMarkup(<ProductSpecs product={p} />).matchAll(/<th scope="row">([^<]*)<\/th><td>([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]),
  );

describe('ProductSpecs', () => {
  it('gives a bar its mass per bar', async () => {
    expect(rows(await bySlug('HA10-12'))).toMatchObject({ Poids: '7,4 kg / barre', 'Unité de vente': 'barre' });
  });

  it('does not give a bundle sold by the tonne a mass of “1000 kg / tonne”: it says it is sold by the tonne', async () => {
    for (const reference of ['BT-HA10', 'CR-HA10']) {
      const specs = rows(await bySlug(reference));
      expect([reference, specs.Poids]).toEqual([reference, 'Vendu à la tonne, au poids']);
      expect(Object.values(specs).join(' ')).not.toMatch(/1000 kg/);
    }
  });
});
