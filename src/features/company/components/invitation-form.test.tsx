/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { invitationToken } from '../company.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** Inviting a colleague, against the real reference API: an address that already has an account is refused (409) on its field. */
let api: TestApi;
let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
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

/** The frame after the answer's, where the status takes the focus if it does. */
const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/** The invitations' section under the header's search box, where the buyer may go while an answer is on its way. */
async function panelWithSearch() {
  const { InvitationsPanel } = await import('./invitations-panel');
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <label>
        Rechercher un produit <input type="search" />
      </label>
      <InvitationsPanel customerId={1} />
    </SWRConfig>,
  );
  return screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un produit' });
}

describe('InvitationsPanel', () => {
  it('leaves the focus on the field the buyer went to while an invitation was being sent', async () => {
    const search = await panelWithSearch();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Inviter une personne' });
    await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'chef.equipe@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Rôle/ }), 'Acheteur');
    // the calls that change something held, as on a slow network: the buyer goes on meanwhile
    const held = pageCalls.hold();
    try {
      await user.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
      await held.sent();
      await user.click(search);
      expect(screen.queryByText('L’invitation est envoyée à chef.equipe@example.com.')).toBeNull();
    } finally {
      held.release();
    }
    await screen.findByText('L’invitation est envoyée à chef.equipe@example.com.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
  });

  it('leaves the focus on the field the buyer went to while an invitation was being cancelled', async () => {
    await invitationToken(api, await api.login(), 'magasinier@example.com', 'acheteur');
    const search = await panelWithSearch();
    const user = userEvent.setup();
    const revoke = await screen.findByRole('button', { name: 'Annuler l’invitation de magasinier@example.com' });
    const held = pageCalls.hold();
    try {
      await user.click(revoke);
      await held.sent();
      await user.click(search);
      expect(screen.queryByText('L’invitation de magasinier@example.com est annulée : son lien ne fonctionne plus.')).toBeNull();
    } finally {
      held.release();
    }
    await screen.findByText('L’invitation de magasinier@example.com est annulée : son lien ne fonctionne plus.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
  });
});
