import { product, type Career } from '@trefima/domain/contract';
import { data, testApi, type TestApi } from '../../../backend/src/testing';
import type { LayoutData } from '../../build/layout-data';
import { articleLd, jobLd, productLd } from './json-ld';

/** A job offer's structured data in the words Google reads (schema.org JobPosting, employmentType), its French contract kept on the page. */
const offer = (contract: string): Career => ({
  id: 1,
  slug: 'offre',
  title: 'Soudeur',
  company: { slug: 'trefima', label: 'Trefima' },
  profile: { slug: 'production', label: 'Production' },
  location: { slug: 'le-lamentin', label: 'Le Lamentin' },
  contract,
  summary: '',
  body: '<p>Offre</p>',
  published_at: '2026-11-02',
});

test.each([
  ['CDI', 'FULL_TIME'],
  ['CDD', 'TEMPORARY'],
  ['Intérim', 'TEMPORARY'],
  ['Alternance', 'INTERN'],
  ['Stage', 'INTERN'],
  ['Temps partiel', 'PART_TIME'],
  ['Freelance', 'OTHER'],
])('a contract « %s » is %s', (contract, employmentType) => {
  expect(jobLd(offer(contract)).employmentType).toBe(employmentType);
});

test('a job offer is located in its town and its territory, not in « Fort-de-France (972) » (found by an audit of the built site)', () => {
  const at = (label: string) => jobLd({ ...offer('CDI'), location: { slug: 'x', label } }).jobLocation.address;
  expect(at('Fort-de-France (972)')).toEqual({
    '@type': 'PostalAddress',
    addressLocality: 'Fort-de-France',
    addressRegion: 'Martinique',
    addressCountry: 'FR',
  });
  expect(at('Baie-Mahault (971)')).toMatchObject({ addressLocality: 'Baie-Mahault', addressRegion: 'Guadeloupe' });
  expect(at('Cayenne (973)')).toMatchObject({ addressLocality: 'Cayenne', addressRegion: 'Guyane' });
  expect(at('Le Lamentin')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Le Lamentin', addressCountry: 'FR' });
});

/** A product's offer is available as the page, the cart and the order say (domain/catalogue/availability.ts). */
describe('a product’s availability in schema.org terms', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await testApi();
  });
  afterAll(() => api.close());

  const layout = { siteUrl: 'https://www.trefima.fr', plan: { label: 'Martinique' } } as unknown as LayoutData;
  const availability = async (reference: string) => {
    const id = api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(reference) as number;
    const p = data(await api.get(`/product/${id}`), product);
    return (productLd(p, `/produit/${p.slug}`, layout).offers as { availability: string }).availability;
  };

  test.each([
    ['FAC-ETUDE', 'https://schema.org/MadeToOrder'],
    ['FAC-D10-12', 'https://schema.org/MadeToOrder'],
    ['HA12-12', 'https://schema.org/InStock'],
    ['HA32-6', 'https://schema.org/OutOfStock'],
  ])('%s is %s', async (reference, expected) => {
    expect(await availability(reference)).toBe(expected);
  });
});

test('a news article names its author, the company that publishes it, as Google asks of an article', () => {
  const layout = { siteName: 'Trefima', siteUrl: 'https://www.trefima.example/' } as LayoutData;
  const ld = articleLd(
    { subtype: 'actualite', title: 'Certification', summary: '', published_at: '2026-11-02', updated_at: '2026-11-03', image: '/i.jpg' } as Parameters<
      typeof articleLd
    >[0],
    layout,
  );
  expect(ld).toMatchObject({
    '@type': 'NewsArticle',
    author: { '@type': 'Organization', name: 'Trefima', url: 'https://www.trefima.example/' },
    publisher: { '@type': 'Organization', name: 'Trefima' },
  });
});
