/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import { Approvals } from './approvals';
import { waitingApproval } from './approvals.test-kit';

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
const waiting = waitingApproval;
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
