import { builtHead } from '../components/seo/built-head.test-support';
import { careerList, gamme, page as pageSchema, product, type Page, type Product } from '@trefima/domain/contract';
import type { CareerListContext } from '../build/contexts';
import { data, testApi, type TestApi } from '../../backend/src/testing';
import { packContext } from '../lib/page-context';
import ArticleTemplate from './article';
import CareerListTemplate from './career-list';
import GammeTemplate from './gamme';
import HomeTemplate from './home';
import ProductTemplate from './product';
import { quietFetchPriorityWarning } from '../test-support/fetch-priority-warning';

jest.mock('gatsby', () =>
  jest.requireActual('../test-support/gatsby-mock').gatsbyMock({
    layout: {
      siteName: 'Trefima',
      siteUrl: 'https://www.trefima.fr',
      plan: { label: 'Martinique' },
      plans: [],
      recaptchaSiteKey: null,
      company: { phone: '0596 00 00 00', email: 'contact@trefima.example', street: 'ZI', zipcode: '97232', city: 'Le Lamentin', country: 'Martinique' },
    },
  }),
);
// the career list's pagination links (SiteLink) read where they are
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/carrieres' }) }), { virtual: true });

/** What each page built from data tells crawlers and social networks in its head, from the reference API's data. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
  quietFetchPriorityWarning();
});
afterAll(() => api.close());

/** The reference API draws its pictures in SVG; a back office's photographs are rasters. */
const photographed = <T extends { image: string }>(item: T): T => ({ ...item, image: item.image.replace(/\.svg(\?.*)?$/, '.jpg') });

const props = <P,>(context: object, pathname = '/') => ({ pageContext: packContext(context), location: { pathname } }) as unknown as P;
const productHead = (p: Product) => builtHead(<ProductTemplate {...props<Parameters<typeof ProductTemplate>[0]>({ product: p, crumbs: [] })} />);
const articleHead = (p: Page) => builtHead(<ArticleTemplate {...props<Parameters<typeof ArticleTemplate>[0]>({ page: p, crumbs: [], children: [] })} />);
/** `/actualite/actualites/…`, `/service/services/…`: a news item or a service, by its kind and slug */
const articleOf = async (path: string) => data(await api.get(path), pageSchema);

describe('a product page', () => {
  const productOf = async (reference: string) => {
    const id = api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(reference) as number;
    return data(await api.get(`/product/${id}`), product);
  };

  it('is a product of the site', async () => {
    expect(productHead(await productOf('HA12-12')).meta).toMatchObject({ 'og:type': 'product', 'og:site_name': 'Trefima' });
  });

  it('shows its photograph, and no picture when it has only a drawing in SVG', async () => {
    const p = await productOf('HA12-12');
    expect(productHead(p).meta['og:image']).toBeUndefined();
    expect(productHead(photographed(p)).meta['og:image']).toBe(photographed(p).image);
  });
});

describe('an article (news, advice, service)', () => {
  it('is an article, with its picture', async () => {
    const news = photographed(await articleOf('/actualite/actualites/salon-habitat-guadeloupe-2023'));
    expect(articleHead(news).meta).toMatchObject({ 'og:type': 'article', 'og:site_name': 'Trefima', 'og:image': news.image });
  });
});

/** A range or a service named as the category of its products is not that category's page. */
describe('the titles of a range and of a service', () => {
  it('says a range is one of our ranges', async () => {
    const g = data(await api.get('/gamme/gamme-treillis-soudes'), gamme);
    expect(builtHead(<GammeTemplate {...props<Parameters<typeof GammeTemplate>[0]>({ gamme: g, crumbs: [] })} />).title).toBe(
      'Treillis soudés – Nos gammes | Trefima',
    );
  });

  it('says a service is one of our services', async () => {
    expect(articleHead(await articleOf('/service/services/coupe-a-longueur')).title).toBe('Coupe à longueur – Nos services | Trefima');
  });

  it('leaves the titles of news and advice as they are', async () => {
    const news = await articleOf('/actualite/actualites/salon-habitat-guadeloupe-2023');
    expect(articleHead(news).title).toBe(`${news.meta_title} | Trefima`);
  });
});

it('gives each page of the career offers a description of its own', async () => {
  const careers = data(await api.get('/carriere', { perPage: 100 }), careerList);
  const context = (page: number): CareerListContext => ({
    crumbs: [],
    items: careers.items.slice((page - 1) * 2, page * 2),
    total: careers.items.length,
    page,
    perPage: 2,
    filters: { companies: [], profiles: [], locations: [] },
    active: { company: null, profile: null, location: null },
  });
  const description = (page: number, path: string) =>
    builtHead(<CareerListTemplate {...props<Parameters<typeof CareerListTemplate>[0]>(context(page), path)} />).meta.description;
  expect(careers.items.length).toBeGreaterThan(2);
  expect(description(2, '/carrieres/_p__2')).not.toBe(description(1, '/carrieres'));
});

it('gives the home page a title that says what the site sells, where, not the bare name (found by an audit of the built site)', () => {
  const head = builtHead(<HomeTemplate {...props<Parameters<typeof HomeTemplate>[0]>({ slides: [], gammes: [], news: [], intro: '' })} />);
  expect(head.title).toBe('Trefima, l’acier de vos chantiers aux Antilles et en Guyane');
});
