import { renderToStaticMarkup } from 'react-dom/server';
import { product, type Product } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../../backend/src/testing';
import { packContext } from '../lib/page-context';
import ProductTemplate from './product';
import { quietFetchPriorityWarning } from '../test-support/fetch-priority-warning';

jest.mock('gatsby', () =>
  jest
    .requireActual('../test-support/gatsby-mock')
    .gatsbyMock({ layout: { siteName: 'Trefima', siteUrl: 'https://www.trefima.fr', plan: { label: 'Martinique' }, plans: [], recaptchaSiteKey: null } }),
);

/**
 * A product page says of availability what the cart and the order say of the product
 * (domain/catalogue/availability.ts): made to order with its production time, in stock with its quantity, or out of
 * stock, never « Sur commande » for a product the order refuses.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
  quietFetchPriorityWarning();
});
afterAll(() => api.close());

const productOf = async (reference: string) => {
  const id = api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(reference) as number;
  return data(await api.get(`/product/${id}`), product);
};
const page = (p: Product) =>
  renderToStaticMarkup(<ProductTemplate {...({ pageContext: packContext({ product: p, crumbs: [] }) } as Parameters<typeof ProductTemplate>[0])} />)
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

it('says a made-to-order product (design study, shaping to plan) is made to order in so many working days, as the cart does', async () => {
  for (const reference of ['FAC-ETUDE', 'FAC-D10-12']) {
    const p = await productOf(reference);
    const lines = page(p);
    expect([reference, lines.filter((l) => /^Fabriqué sur commande/.test(l))]).toEqual([reference, ['Fabriqué sur commande : 5 jours ouvrés']]);
    expect(lines.filter((l) => /^En stock|^Sur commande|^Rupture/.test(l))).toEqual([]);
  }
});

it('says a stocked product at 0 is out of stock, as the cart says it and the order refuses it', async () => {
  const lines = page(await productOf('HA32-6'));
  expect(lines).toContain('Rupture de stock');
  expect(lines.filter((l) => /^En stock|^Sur commande|^Fabriqué/.test(l))).toEqual([]);
});

it('keeps a stocked product’s « En stock » with its quantity', async () => {
  const lines = page(await productOf('HA12-12'));
  expect(lines.filter((l) => /^En stock/.test(l))).toEqual([expect.stringMatching(/^En stock \(\d{1,3}(\u202f\d{3})* barres\)$/)]);
});
