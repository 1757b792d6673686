/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen } from '@testing-library/react';
import { ApprovalCard } from './approval-card';
import { waitingApproval } from './approvals.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
afterEach(cleanup);

/**
 * A request of a company of Guyane, asked at 00:30 on 1 February in Cayenne
 * (03:30 UTC): the first order of February, as the monthly limit counts it.
 * On Martinique's clock, an hour behind, it would read 31 January.
 */
const approval = waitingApproval;

it('dates a request on the clock of the territory it was asked in', () => {
  render(<ApprovalCard approval={approval} decides={false} own={false} onDecided={() => undefined} />);
  expect(screen.getByText('Demandée le').nextElementSibling?.textContent).toBe('01/02/2027');
});

it('says where the goods go, as the request was asked', () => {
  render(<ApprovalCard approval={approval} decides={false} own={false} onDecided={() => undefined} />);
  expect(screen.getByText('Adresse de livraison').nextElementSibling?.textContent).toBe('Joël Romney, Chantier Les Manguiers, lot 2, 97300 Cayenne');
});

it('offers an administrator no « Approuver » on his own request, and says how he withdraws it', () => {
  render(<ApprovalCard approval={approval} decides own onDecided={() => undefined} />);
  expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Refuser' }).getAttribute('aria-describedby')).toBeTruthy();
  const said = document.getElementById(screen.getByRole('button', { name: 'Refuser' }).getAttribute('aria-describedby')!)!;
  expect(said.textContent).toBe(
    'Votre propre demande : un autre administrateur de votre entreprise l’approuve. Pour commander vous-même, refusez-la : ses articles reviennent dans votre panier.',
  );
  cleanup();
  // another's: both
  render(<ApprovalCard approval={approval} decides own={false} onDecided={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Approuver' })).toBeTruthy();
});

it('lists the delivery with its price beside the lines, so that they add up to the amount the approver reads', () => {
  const delivered = {
    ...approval,
    amount_ht_cents: 43_120,
    lines: [{ name: 'Barre HA Ø12 – 12 m', reference: 'HA12-12', quantity: 2, total_ht: 28_620 }],
    shipping: { carrier: 'Livraison sur chantier (camion plateau)', ht_cents: 14_500 },
  };
  render(<ApprovalCard approval={delivered} decides={false} own={false} onDecided={() => undefined} />);
  const items = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));
  expect(items).toEqual(['2 × Barre HA Ø12 – 12 m (réf. HA12-12) : 286,20 € HT', 'Livraison sur chantier (camion plateau) : 145 € HT']);
});
