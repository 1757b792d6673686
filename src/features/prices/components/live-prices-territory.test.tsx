/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => {
  const { gatsbyMock, TWO_TERRITORIES } = jest.requireActual('../../../test-support/gatsby-mock');
  return gatsbyMock({ layout: TWO_TERRITORIES });
});

/**
 * A visitor switches territory from the header on a product page. Until the
 * new territory's live price arrives, the box must not go on showing the
 * previous territory's price as if it were current (docs/site.md: « no flash
 * of a wrong price »): it says the price is coming, busy, as on a first load;
 * and a call that fails does not leave the previous territory's price there.
 */
let api: TestApi;
let calls: PageCalls;
let formatPrice: typeof import('@trefima/domain/i18n/format').formatPrice;
let product = { id: 0, mtq: 0, gpe: 0 };

beforeAll(async () => {
  api = await browserApi();
  calls = spyOnPageCalls();
  formatPrice = (await import('@trefima/domain/i18n/format')).formatPrice;
  // a product whose price differs between Martinique (1) and Guadeloupe (2)
  const price = async (id: number, plan: number) =>
    JSON.parse((await api.request('GET', '/product/prices', { query: { ids: String(id) }, plan })).body).data?.[0]?.price.ht as number | undefined;
  for (let id = 1; id < 60 && !product.id; id++) {
    const [mtq, gpe] = [await price(id, 1), await price(id, 2)];
    if (mtq && gpe && mtq !== gpe) product = { id, mtq, gpe };
  }
});
afterAll(() => api.close());
afterEach(() => document.documentElement.classList.remove('plan-pending', 'prices-unavailable'));

async function productPage() {
  expect(product.id).toBeGreaterThan(0);
  localStorage.setItem('trefima.plan', '1');
  const { default: LivePrices } = await import('./live-prices');
  const { Price } = await import('./price');
  const { useChooseTerritory } = await import('../../territory');
  let choose: (id: number) => void = () => undefined;
  function Switch() {
    const c = useChooseTerritory();
    choose = (p) => c(p);
    return null;
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Switch />
      <LivePrices ids={[product.id]} />
      <Price cents={1} unit="barre" productId={product.id} />
    </SWRConfig>,
  );
  const box = () => view.container.querySelector('p')!;
  await waitFor(() => expect(box().textContent).toContain(formatPrice(product.mtq)));
  return { box, choose: (id: number) => act(async () => choose(id)), unmount: view.unmount };
}

it('says the new territory’s price is coming, busy, until it arrives, and never shows the previous one meanwhile', async () => {
  const { box, choose, unmount } = await productPage();
  const held = calls.hold({ reads: true, only: (c) => c.url.includes('/product/prices') });
  try {
    await choose(2);
    await held.sent('GET');
    expect(box().textContent).not.toContain(formatPrice(product.mtq));
    expect(box().textContent).toContain('Chargement du prix…');
    expect(box().getAttribute('aria-busy')).toBe('true');
  } finally {
    held.release();
  }
  await waitFor(() => expect(box().textContent).toContain(formatPrice(product.gpe)));
  expect(box().getAttribute('aria-busy')).toBeNull();
  expect(document.documentElement.classList.contains('plan-pending')).toBe(false);
  await choose(1); // back where the next test starts
  unmount();
});

it('does not leave the previous territory’s price as current when the new one’s call fails', async () => {
  const { box, choose, unmount } = await productPage();
  const through = calls.spy.getMockImplementation()!;
  // the network is gone: Guadeloupe's prices never come
  calls.spy.mockImplementation((input, init) =>
    String(input).includes('/product/prices') ? Promise.reject(new TypeError('fetch failed')) : through(input, init),
  );
  try {
    await choose(2);
    await waitFor(() => expect(document.documentElement.classList.contains('prices-unavailable')).toBe(true));
    // the built price shows again (here 0,01 €), as after a first load whose call failed: not Martinique's live one as Guadeloupe's
    expect(box().textContent).not.toContain(formatPrice(product.mtq));
    expect(document.documentElement.classList.contains('plan-pending')).toBe(false);
  } finally {
    calls.spy.mockImplementation(through);
  }
  unmount();
});
