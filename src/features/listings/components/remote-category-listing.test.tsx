/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { CategoryContext } from '../../../build/contexts';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => {
  const { gatsbyMock, TWO_TERRITORIES } = jest.requireActual('../../../test-support/gatsby-mock');
  return gatsbyMock({ layout: TWO_TERRITORIES });
});

jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/categorie/barres-droites/tri__prix-croissant' }), navigate: jest.fn() }), {
  virtual: true,
});

/**
 * A listing variant (/categorie/barres-droites/_p__2, a filter, an order) is
 * fetched in the browser with the territory's prices. The visitor switches
 * territory from the header: the listing is priced again in the new
 * territory, as the search results are, and the previous territory's prices
 * are not shown as the new one's while it comes.
 */
let api: TestApi;
let calls: PageCalls;
beforeAll(async () => {
  api = await browserApi();
  calls = spyOnPageCalls();
});
afterAll(() => api.close());

it('prices a fetched listing again after a territory switch, showing none of the previous territory’s prices meanwhile', async () => {
  const cat = api.db.prepare("SELECT id, name, slug FROM category WHERE slug = 'barres-droites'").get() as { id: number; name: string; slug: string };
  const list = (plan: number) =>
    api
      .request('GET', '/product', { query: { categories: String(cat.id), page: 1, perPage: 24 }, plan })
      .then((r) => JSON.parse(r.body).data.items as { id: number; name: string; price: { ht: number } }[]);
  const [mtq, gpe] = [await list(1), await list(2)];
  const product = mtq.find((p) => gpe.find((g) => g.id === p.id)!.price.ht !== p.price.ht)!;
  const gpePrice = gpe.find((g) => g.id === product.id)!.price.ht;
  const { formatPrice } = await import('@trefima/domain/i18n/format');
  localStorage.setItem('trefima.plan', '1');

  const { default: RemoteCategoryListing } = await import('./remote-category-listing');
  const { useChooseTerritory } = await import('../../territory');
  let choose: (id: number) => void = () => undefined;
  function HeaderSwitch() {
    const c = useChooseTerritory();
    choose = (p) => c(p);
    return null;
  }
  const ctx = {
    category: { id: cat.id, name: cat.name, slug: cat.slug, description: '', childs: [] },
    products: [],
    total: mtq.length,
    perPage: 24,
    facets: JSON.parse((await api.request('GET', '/filters-products', { query: { categories: String(cat.id) }, plan: 1 })).body).data,
  } as unknown as CategoryContext;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HeaderSwitch />
      <Suspense fallback={null}>
        <RemoteCategoryListing ctx={ctx} segments={{ categories: [], filters: {}, sort: 'price_asc' as never, page: 1 }} onMissing={() => undefined} />
      </Suspense>
    </SWRConfig>,
  );
  const card = async () => (await screen.findByRole('link', { name: product.name })).closest('article')!;
  await waitFor(async () => expect((await card()).textContent).toContain(formatPrice(product.price.ht)));

  const held = calls.hold({ reads: true, only: (c) => /\/product\?/.test(c.url) });
  try {
    await act(async () => choose(2));
    await held.sent('GET');
    // Guadeloupe's listing is on its way: no card goes on with Martinique's price as if it were Guadeloupe's
    expect(screen.queryByRole('link', { name: product.name })).toBeNull();
  } finally {
    held.release();
  }
  await quiet();
  await waitFor(async () => expect((await card()).textContent).toContain(formatPrice(gpePrice)));
});
