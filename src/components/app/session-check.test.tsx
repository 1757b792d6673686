/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import type { TestApi } from '../../../backend/src/testing';
import { browserApi } from '../../test-support/browser-api';

const layout = { plans: [1, 2, 3].map((id) => ({ id, label: `territoire ${id}` })) };
jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock({ layout }));

/**
 * What a signed-in customer's page does on load, against the real reference
 * API: a customer who never chose a territory gets his account's (the
 * demo professional's is Guadeloupe, plan 2); a territory the visitor chose
 * on this device stays his, whatever his account says.
 */
let api: TestApi;
let SessionCheck: typeof import('./session-check').default;
let useSession: typeof import('../../features/session/api/use-session').useSession;
let login: typeof import('../../features/account/session-actions').login;
let clearToken: typeof import('../../shop-client/session-events').clearToken;

beforeAll(async () => {
  api = await browserApi();
  ({ default: SessionCheck } = await import('./session-check'));
  ({ useSession } = await import('../../features/session/api/use-session'));
  ({ login } = await import('../../features/account/session-actions'));
  ({ clearToken } = await import('../../shop-client/session-events'));
});
afterAll(() => api.close());
afterEach(() => {
  clearToken();
  localStorage.clear();
});

function Page() {
  const { customer } = useSession();
  return (
    <>
      <SessionCheck />
      <p>{customer ? `client ${customer.email}` : 'pas de client'}</p>
    </>
  );
}

const storedPlan = () => localStorage.getItem('trefima.plan');

it('gives a customer who has not chosen a territory his account’s', async () => {
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  expect(storedPlan()).toBeNull();
  render(<Page />);
  await screen.findByText('client pro@trefima.example');
  await act(async () => {});
  expect(storedPlan()).toBe('2');
});

it('keeps the territory chosen on this device, even when the account’s is another', async () => {
  localStorage.setItem('trefima.plan', '1');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  render(<Page />);
  await screen.findByText('client pro@trefima.example');
  await act(async () => {});
  expect(storedPlan()).toBe('1');
});
