/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Approval } from '@trefima/domain/companies/contract';
import type { Customer } from '@trefima/domain/contract';
import { Approvals } from './approvals';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');
afterEach(cleanup);

/**
 * « Approuver » is disabled while the API places the order, and the card's
 * buttons go once it is decided: the focus would fall to the page's body.
 * It goes to what says what happened: the order placed, or why not.
 */
const waiting: Approval = {
  id: 7,
  status: 'en_attente',
  requested_by: 'Joël Romney',
  requested_by_id: 12,
  created_at: '2027-02-01T03:30:00.000Z',
  amount_ht_cents: 120_000,
  amount_ttc_cents: 120_000,
  reasons: [],
  lines: [],
  job_site: null,
  decided_by: null,
  decided_at: null,
  refusal_reason: null,
  order_number: null,
  time_zone: 'America/Cayenne',
};
const boss = { customer_id: 3, company_role: 'administrateur' } as Customer;
let approval: () => Promise<unknown>;
beforeEach(() => {
  approval = async () => ({ number: 'CMD-2027-0042' });
  shop.mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'company.approval.approve') return approval();
    return [waiting];
  });
});

const renderApprovals = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Approvals customer={boss} />
    </SWRConfig>,
  );

it('after « Approuver », puts the focus on the message that says the order is placed', async () => {
  const user = userEvent.setup();
  renderApprovals();
  await user.click(await screen.findByRole('button', { name: 'Approuver' }));
  const said = await screen.findByText('Commande CMD-2027-0042 passée.');
  await waitFor(() => expect(document.activeElement).toBe(said));
});

it('when the order cannot be placed, puts the focus on the reason', async () => {
  const user = userEvent.setup();
  approval = async () => {
    throw new Error('Le stock de « Barre HA Ø12 – 12 m » ne suffit plus : 40 disponibles.');
  };
  renderApprovals();
  await user.click(await screen.findByRole('button', { name: 'Approuver' }));
  const reason = await screen.findByText('Le stock de « Barre HA Ø12 – 12 m » ne suffit plus : 40 disponibles.');
  await waitFor(() => expect(document.activeElement).toBe(reason));
});
