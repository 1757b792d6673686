/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PRIVATE, PRO, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** The customer space's menu offers « Mon entreprise » to a company's person only (customer.company_role). */
let api: TestApi;

beforeAll(async () => {
  api = await browserApi();
});
afterAll(() => api.close());

const nav = async (login: { email: string; password: string }) => {
  const { login: signIn } = await import('../../account/session-actions');
  await signIn({ login: login.email, password: login.password });
  const { AccountNav } = await import('../../account/components/account-nav');
  const { useSession } = await import('../../session');
  // who the menu is drawn for, once the session is read: the menu itself looks the same before for a private buyer
  const SignedIn = () => <p>{useSession().customer?.email}</p>;
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccountNav pathname="/mon-compte/entreprise" onLogout={async () => {}} />
      <SignedIn />
    </SWRConfig>,
  );
};

it('shows « Mon entreprise » to a company’s administrator, as the current page there', async () => {
  const { unmount } = await nav(PRO);
  const link = await screen.findByRole('link', { name: 'Mon entreprise' });
  expect([link.getAttribute('href'), link.getAttribute('aria-current')]).toEqual(['/mon-compte/entreprise', 'page']);
  // the space's home is not current on its sub-page
  expect(screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toEqual([link]);
  unmount();
});

it('leaves it out for a private buyer', async () => {
  await nav(PRIVATE);
  await screen.findByText(PRIVATE.email);
  expect(screen.getByRole('link', { name: 'Mes commandes' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Mon entreprise' })).toBeNull();
});
