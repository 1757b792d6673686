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
afterAll(async () => {
  api.app.server.closeAllConnections();
  await api.close();
});

const nav = async (login: { email: string; password: string }) => {
  const { login: signIn } = await import('../../account/session-actions');
  await signIn({ login: login.email, password: login.password });
  const { AccountNav } = await import('../../account/components/account-nav');
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccountNav pathname="/mon-compte/entreprise" onLogout={async () => {}} />
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
  await screen.findByRole('link', { name: 'Mes commandes' });
  // the session is read once mounted: wait for it, then the link is still absent
  await new Promise((r) => setTimeout(r, 300));
  expect(screen.queryByRole('link', { name: 'Mon entreprise' })).toBeNull();
});
