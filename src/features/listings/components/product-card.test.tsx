import { renderToStaticMarkup } from 'react-dom/server';
import { productList } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../../../../backend/src/testing';
import { ProductCard } from './product-card';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** A listing's card says of availability what the product page and the cart say (domain/catalogue/availability.ts). */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const cardOf = async (reference: string) => {
  const r = api.db.prepare('SELECT id, category_id FROM product WHERE reference = ?').get(reference) as { id: number; category_id: number };
  const list = data(await api.request('GET', '/product', { query: { categories: r.category_id, perPage: 100 } }), productList);
  const card = list.items.find((c) => c.id === r.id)!;
  return renderToStaticMarkup(<ProductCard product={card} />)
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter((l) => /^En stock|^Sur commande|^Rupture|^Fabriqué/.test(l));
};

it('says made to order with its production time, in stock, or out of stock: never « Sur commande » for what the order refuses', async () => {
  expect(await cardOf('FAC-ETUDE')).toEqual([expect.stringMatching(/^Fabriqué sur commande : \d+ jours? ouvrés?$/)]);
  expect(await cardOf('FAC-D10-12')).toEqual([expect.stringMatching(/^Fabriqué sur commande : \d+ jours? ouvrés?$/)]);
  expect(await cardOf('HA32-6')).toEqual(['Rupture de stock']);
  expect(await cardOf('HA12-12')).toEqual(['En stock']);
});
