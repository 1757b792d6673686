/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A shared computer: the professional (5 % discount) signs out, and the next
 * one (another account, or nobody) opens the same product on the same tab.
 * Until the API answers for him, and for good if it does not, the page must
 * not show him the professional's net price.
 */
const PRO = { login: 'pro@trefima.example', password: 'Demo-Pro-971!' };
let api: TestApi;
let calls: PageCalls;
let session: typeof import('../../account/session-actions');
let LivePrices: typeof import('./live-prices').default;
let Price: typeof import('./price').Price;

beforeAll(async () => {
  api = await browserApi();
  calls = spyOnPageCalls();
  session = await import('../../account/session-actions');
  LivePrices = (await import('./live-prices')).default;
  Price = (await import('./price')).Price;
});
afterAll(() => api.close());

const page = () => (
  <>
    <LivePrices ids={[1]} />
    <Price cents={1} unit="barre" productId={1} />
  </>
);
const isPrices = (c: { url: string }) => c.url.includes('/product/prices');

/** The professional sees his net price, then signs out. */
async function professionalLeaves() {
  localStorage.setItem('trefima.plan', '2');
  await session.login(PRO);
  const first = render(page());
  await waitFor(() => expect(first.container.querySelector('[data-net-price]')).not.toBeNull());
  first.unmount();
  await session.logout();
}

it('does not show the previous account’s net price to the next one while his own prices are on their way', async () => {
  await professionalLeaves();
  const other = 'particulier-prix@example.com';
  await api.signUp(other);
  await session.login({ login: other, password: 'Chantier-972!' });
  await new Promise((r) => setTimeout(r, 2100)); // past SWR's deduping interval
  const held = calls.hold({ reads: true, only: isPrices });
  try {
    const second = render(page());
    await held.sent('GET');
    await waitFor(() => expect(second.container.querySelector('p')).not.toBeNull());
    expect(second.container.querySelector('[data-net-price]')).toBeNull();
    expect(screen.queryByText(/remise|Votre prix/i)).toBeNull();
    second.unmount();
  } finally {
    held.release();
  }
  await session.logout();
});

it('does not show it to an anonymous visitor after the sign-out, even when his prices never come', async () => {
  await professionalLeaves();
  await new Promise((r) => setTimeout(r, 2100));
  const through = calls.spy.getMockImplementation()!;
  // the network is gone: his prices never come
  calls.spy.mockImplementation((input, init) => (isPrices({ url: String(input) }) ? Promise.reject(new TypeError('fetch failed')) : through(input, init)));
  try {
    const { container, unmount } = render(page());
    await waitFor(() => expect(document.documentElement.classList.contains('prices-unavailable')).toBe(true));
    expect(container.querySelector('[data-net-price]')).toBeNull();
    expect(screen.queryByText(/remise|Votre prix/i)).toBeNull();
    unmount();
  } finally {
    calls.spy.mockImplementation(through);
    document.documentElement.classList.remove('prices-unavailable');
  }
});
