/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { ApprovalSubmitted } from './approval-submitted';
import { waitingApproval } from './approvals.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The checkout's end when the order waits for the company: it takes the place of the recap's form, whose button
 * (« Soumettre à l’approbation ») goes with it. Its heading takes the focus as it shows, as the order's confirmation
 * does: read first, where a status region inserted with its text is often not, and the keyboard not left on the page.
 */
it('puts the focus on its heading as it shows', () => {
  render(<ApprovalSubmitted approval={waitingApproval} />);
  const heading = screen.getByRole('heading', { name: 'Votre commande attend l’approbation de votre entreprise' });
  expect(document.activeElement).toBe(heading);
  expect(heading.getAttribute('tabindex')).toBe('-1');
});
