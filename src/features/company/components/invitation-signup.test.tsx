/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { invitationToken } from '../company.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The invitation's link, /invitation?jeton=…, against the real reference
 * API: what it invites to, then the colleague's signup, which opens his
 * session and leads to his account; a spent link says so, with the way home.
 */
let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await browserApi();
  adminToken = await api.login();
});
afterAll(() => api.close());

const page = async (token: string) => {
  const { InvitationSignup } = await import('./invitation-signup');
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <InvitationSignup token={token} />
    </SWRConfig>,
  );
};

describe('InvitationSignup', () => {
  it('shows who invites to what, signs the colleague up and opens his session', async () => {
    const token = await invitationToken(api, adminToken, 'chef.chantier@example.com', 'conducteur_travaux');
    await page(token);
    expect(await screen.findByText('Rodolphe Bellance vous invite à rejoindre Bellance BTP comme conducteur de travaux.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Créer votre accès' });
    const email = within(form).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ });
    expect([email.value, email.readOnly]).toEqual(['chef.chantier@example.com', true]);

    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Civilité/ }), 'Monsieur');
    await user.type(within(form).getByRole('textbox', { name: /^Prénom/ }), 'Joël');
    await user.type(within(form).getByRole('textbox', { name: /^Nom/ }), 'Romney');
    await user.type(within(form).getByRole('textbox', { name: /^Téléphone/ }), '0690 45 67 89');
    await user.type(within(form).getByLabelText(/^Mot de passe/), 'Chantier-971!');
    await user.type(within(form).getByLabelText(/^Confirmation du mot de passe/), 'Chantier-971!');
    await user.click(within(form).getByRole('button', { name: 'Créer mon accès' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mon-compte'));
    const { readToken } = await import('../../../shop-client/session-events');
    const logged = JSON.parse((await api.request('GET', '/user/logged', { token: readToken()! })).body).data.customer;
    expect([logged.email, logged.company, logged.company_role]).toEqual(['chef.chantier@example.com', 'Bellance BTP', 'conducteur_travaux']);
  });

  it('gives a spent link the API’s French message and the way home', async () => {
    const token = await invitationToken(api, adminToken, 'deux.fois@example.com', 'acheteur');
    const body = { civility: 'm', first_name: 'Luc', last_name: 'Ferly', phone: '0690112233', password: 'Chantier-971!', password_confirm: 'Chantier-971!' };
    expect((await api.request('POST', `/invitation/${token}`, { body })).statusCode).toBe(201);
    await page(token);
    expect(await screen.findByText(/^Ce lien d’invitation est invalide, a expiré ou a déjà servi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
