/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen } from '@testing-library/react';
import type { Approval } from '@trefima/domain/companies/contract';
import { ApprovalCard } from './approval-card';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
afterEach(cleanup);

/**
 * A request of a company of Guyane, asked at 00:30 on 1 February in Cayenne
 * (03:30 UTC): the first order of February, as the monthly limit counts it.
 * On Martinique's clock, an hour behind, it would read 31 January.
 */
const approval: Approval = {
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

it('dates a request on the clock of the territory it was asked in', () => {
  render(<ApprovalCard approval={approval} decides={false} onDecided={() => undefined} />);
  expect(screen.getByText('Demandée le').nextElementSibling?.textContent).toBe('01/02/2027');
});
