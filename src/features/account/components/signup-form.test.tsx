/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /inscription's form against the real reference API: an e-mail that already
 * has an account comes back on its field, which takes the focus, unless the
 * buyer went on to another field while the answer was on its way.
 */
let api: TestApi;
let pageCalls: PageCalls;
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
});
afterAll(() => api.close());

/** The form filled as a private buyer would, with an e-mail that already has an account. */
async function filledForm() {
  const { SignupForm } = await import('./signup-form');
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SignupForm target="/mon-compte" />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Création de votre compte' });
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Civilité/ }), 'Madame');
  await user.type(within(form).getByRole('textbox', { name: /^Prénom/ }), 'Line');
  await user.type(within(form).getByRole('textbox', { name: /^Nom/ }), 'Théodose');
  await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), PRIVATE.email);
  await user.type(within(form).getByRole('textbox', { name: /^Téléphone/ }), '0696 12 34 56');
  await user.type(within(form).getByLabelText(/^Mot de passe/), 'Chantier-972!');
  await user.type(within(form).getByLabelText(/^Confirmation du mot de passe/), 'Chantier-972!');
  await user.click(within(form).getByRole('checkbox', { name: /^J’accepte/ }));
  return { user, form };
}

it('puts the focus on the e-mail the API says already has an account', async () => {
  const { user, form } = await filledForm();
  await user.click(within(form).getByRole('button', { name: 'Créer mon compte' }));
  await screen.findAllByText('Un compte existe déjà avec cette adresse e-mail.');
  await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /^E-mail/ })));
});

it('leaves the focus where the buyer went while the signup was on its way, and keeps what he types there', async () => {
  const { user, form } = await filledForm();
  const phone = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Téléphone/ });
  const held = pageCalls.hold({ reads: true });
  try {
    await user.click(within(form).getByRole('button', { name: 'Créer mon compte' }));
    // back to the phone, to check it while the answer comes
    await user.click(phone);
    expect(screen.queryByText('Un compte existe déjà avec cette adresse e-mail.')).toBeNull();
  } finally {
    held.release();
  }
  await screen.findAllByText('Un compte existe déjà avec cette adresse e-mail.');
  await quiet();
  expect(document.activeElement).toBe(phone);
  await user.keyboard('{Backspace}7');
  expect(phone.value).toBe('0696 12 34 57');
});
