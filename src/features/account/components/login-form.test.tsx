/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRO, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /connexion, against the real reference API: « Se connecter » is disabled
 * while the call runs, which takes the focus from it; a wrong password then
 * puts the focus on the message that says so, not on the page's body.
 */
let api: TestApi;
beforeAll(async () => {
  api = await browserApi();
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
