/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Invitation } from '@trefima/domain/companies/contract';
import { InvitationList } from './invitation-list';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// the call that cancels an invitation, held until the test lets it answer
jest.mock('../api', () => ({ revokeInvite: jest.fn() }));
const { revokeInvite } = jest.requireMock<{ revokeInvite: jest.Mock }>('../api');
afterEach(cleanup);

/**
 * An invitation of a company of Guyane, sent at 00:30 on 1 February in
 * Cayenne (03:30 UTC): its day and its link's last hour on that clock (on
 * Martinique's, an hour behind, both would read the day before); the hour
 * said, as the link stops working then and not at the end of that day.
 */
const invitation: Invitation = {
  id: 4,
  email: 'chef.chantier@example.com',
  role: 'acheteur',
  invited_by: 'Rodolphe Bellance',
  created_at: '2027-02-01T03:30:00.000Z',
  expires_at: '2027-02-08T03:30:00.000Z',
  status: 'en_attente',
  time_zone: 'America/Cayenne',
};

it('dates an invitation, and its link’s last hour, on the company’s clock', () => {
  render(<InvitationList invitations={[invitation]} customerId={1} say={() => undefined} />);
  expect(screen.getByText(/invitée par Rodolphe Bellance/).textContent).toContain('le 01/02/2027 · Lien valable jusqu’au 08/02/2027 à 0\u00a0h\u00a030');
});

it('names « Annuler » after its invitation, and « Annulation… » while it is cancelled (the name begins with what it shows)', async () => {
  let done: () => void = () => {};
  revokeInvite.mockImplementation(() => new Promise<void>((resolve) => (done = resolve)));
  const say = jest.fn();
  render(<InvitationList invitations={[invitation]} customerId={1} say={say} />);
  const revoke = screen.getByRole('button', { name: 'Annuler l’invitation de chef.chantier@example.com' });
  act(() => revoke.click());
  const busy = screen.getByRole('button', { name: 'Annulation…' });
  expect(busy).toBe(revoke);
  expect(busy.getAttribute('aria-disabled')).toBe('true');
  await act(async () => done());
  expect(screen.getByRole('button', { name: 'Annuler l’invitation de chef.chantier@example.com' })).toBe(revoke);
  expect(say).toHaveBeenCalledTimes(1);
});
