/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mon-compte's password change, against the real reference API: a new
 * password ends the account's device tokens (docs/security.md), so the form
 * keeps the one the answer gives, under the signed-in account's address;
 * kept under another, or not kept, the owner's own browser would meet the
 * lock a stranger's wrong passwords put on his account.
 */
let api: TestApi;
beforeAll(async () => {
  api = await browserApi();
});
afterAll(() => api.close());

const PASSWORD = 'Chantier-972!';
const NEW = 'Chantier-973-Neuf!';
const kept = () => JSON.parse(localStorage.getItem('trefima.appareils') ?? '{}') as Record<string, string>;

it('keeps the device token the change answers, under the account’s address, and it brings the owner through a lock', async () => {
  const email = 'formulaire-mot-de-passe@example.com';
  await api.signUp(email);
  const session = await import('../session-actions');
  await session.login({ login: email, password: PASSWORD });
  const before = kept()[email];
  expect(before).toMatch(/^v1\./);

  const { ChangePasswordForm } = await import('./change-password-form');
  const form = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ChangePasswordForm />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Mot de passe actuel/), PASSWORD);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), NEW);
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), NEW);
  await user.click(screen.getByRole('button', { name: 'Modifier mon mot de passe' }));
  await screen.findByText('Votre mot de passe a bien été modifié.');
  expect(Object.keys(kept())).toEqual([email]);
  expect(kept()[email]).toMatch(/^v1\./);
  expect(kept()[email]).not.toBe(before);

  // a stranger's wrong passwords lock the account for unknown browsers; this one's new token gets its owner through
  // (the form gone first: the sign-out and the sign-in are the session's, not a page's)
  form.unmount();
  await session.logout();
  for (let i = 0; i < 8; i++)
    await api.request('POST', '/customer/login', { body: { login: email, password: `pas-le-bon-${i}` }, remoteAddress: `10.71.0.${i + 1}` });
  await expect(session.login({ login: email, password: NEW })).resolves.toMatchObject({ user: { email } });
});
