/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRO, type TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /connexion, against the real reference API: « Se connecter » is disabled
 * while the call runs, which takes the focus from it; a wrong password then
 * puts the focus on the message that says so, not on the page's body.
 */
let api: TestApi;
let pageCalls: PageCalls;
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
});
afterAll(() => api.close());

it('puts the focus on the message after a wrong password', async () => {
  const { LoginForm } = await import('./login-form');
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LoginForm target="/mon-compte" />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), PRO.email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'pas-le-bon-972!');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  const alert = await screen.findByText('Les identifiants saisis sont incorrects');
  await waitFor(() => expect(document.activeElement).toBe(alert));
});

it('leaves the focus where the buyer went while the login was on its way, and keeps what he types there', async () => {
  const { LoginForm } = await import('./login-form');
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LoginForm target="/mon-compte" />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  const email = screen.getByLabelText<HTMLInputElement>(/^E-mail/);
  await user.type(email, PRO.email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'pas-le-bon-972!');
  const held = pageCalls.hold({ reads: true });
  try {
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // back to the e-mail, to check it while the answer comes
    await user.click(email);
    expect(screen.queryByText('Les identifiants saisis sont incorrects')).toBeNull();
  } finally {
    held.release();
  }
  await screen.findByText('Les identifiants saisis sont incorrects');
  await quiet();
  expect(document.activeElement).toBe(email);
  await user.keyboard('{Backspace}m');
  expect(email.value).toBe(PRO.email.slice(0, -1) + 'm');
});
