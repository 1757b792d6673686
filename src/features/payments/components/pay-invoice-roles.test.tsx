/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen } from '@testing-library/react';
import { PRO } from '../../../../backend/src/testing';
import { colleague, PERSON } from '../../../../backend/src/companies/testing-company';
import { paymentsKit } from './payments.test-kit';
import { quiet } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-factures' }) }), { virtual: true });
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * The company's buyer reads the invoices of the orders he places, but settling them is the accounts' work
 * (domain/companies/roles.ts, `invoices.pay`: the administrator and the accountant): the API refuses him the card, so
 * /mes-factures offers him no « Payer par carte » on an unpaid invoice and says once why. He was offered the button.
 */
const kit = paymentsKit();
afterEach(cleanup);

it('offers the company’s buyer no card on an unpaid invoice, and says once whose work it is', async () => {
  const { api } = kit.world;
  const buyer = await colleague(api, 'acheteur', 'acheteur-factures@bellance-btp.example');
  const { login } = await import('../../account/session-actions');
  await login({ login: 'acheteur-factures@bellance-btp.example', password: PERSON.password });
  // the company's unpaid invoice (the demo company's seeded overdue one, partly paid), which he reads
  const boss = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  const unpaid = api.db.prepare('SELECT number FROM invoice WHERE customer_id = ? AND paid = 0').pluck().get(boss) as string;
  const { InvoiceList } = await import('../../documents');
  kit.show(<InvoiceList customerId={buyer.id} page={1} jobSite={null} />);
  await screen.findAllByRole('rowheader', { name: unpaid });
  await screen.findByText('Votre rôle (acheteur) ne permet pas de régler les factures : adressez-vous à un administrateur de votre entreprise.');
  await quiet();
  expect(screen.queryByRole('button', { name: `Payer par carte la facture ${unpaid}` })).toBeNull();
});
