/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** Inviting a colleague, against the real reference API: an address that already has an account is refused (409) on its field. */
let api: TestApi;

beforeAll(async () => {
  api = await browserApi();
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
});
afterAll(() => api.close());

describe('InvitationForm', () => {
  it('shows the API’s 409 on the e-mail field and keeps what was typed', async () => {
    const { InvitationForm } = await import('./invitation-form');
    const say = jest.fn();
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <InvitationForm customerId={1} say={say} />
      </SWRConfig>,
    );
    const form = screen.getByRole('form', { name: 'Inviter une personne' });
    const email = within(form).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ });
    await user.type(email, PRIVATE.email);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Rôle/ }), 'Acheteur');
    await user.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    const message = 'Un compte existe déjà avec cette adresse e-mail : une personne n’appartient qu’à une entreprise. Invitez une autre adresse.';
    expect(await within(form).findAllByText(message)).not.toHaveLength(0);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(message);
    expect(email.value).toBe(PRIVATE.email);
    expect(say).not.toHaveBeenCalled();
  });
});
