/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../backend/src/testing';
import { browserApi } from '../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../test-support/held-calls';

jest.mock('gatsby', () => {
  const { gatsbyMock, TWO_TERRITORIES } = jest.requireActual('../../test-support/gatsby-mock');
  return gatsbyMock({ layout: TWO_TERRITORIES });
});

/**
 * The schedule editor prices the schedule at the territory's shaping
 * prices: a switch from the header asks for the new territory's, as the
 * territory's key says, without reloading the page.
 */
let api: TestApi;
let calls: PageCalls;
beforeAll(async () => {
  api = await browserApi();
  calls = spyOnPageCalls();
});
afterAll(() => api.close());

it('asks for the new territory’s shaping prices after a switch', async () => {
  localStorage.setItem('trefima.plan', '1');
  const { usePrices } = await import('./api');
  const { useChooseTerritory } = await import('../territory');
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
  const { result } = renderHook(() => ({ prices: usePrices(null), choose: useChooseTerritory() }), { wrapper });
  await waitFor(() => expect(result.current.prices.data).toBeDefined());
  const plansAsked = () =>
    calls.spy.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((u) => u.pathname.endsWith('/nomenclature/prices'))
      .map((u) => u.searchParams.get('sales_plan_id'));
  expect(plansAsked()).toEqual(['1']);

  act(() => result.current.choose(2));
  await waitFor(() => expect(plansAsked()).toEqual(['1', '2']));
  await waitFor(() => expect(result.current.prices.isLoading).toBe(false));
  document.documentElement.classList.remove('plan-pending');
});
