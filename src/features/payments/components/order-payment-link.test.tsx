/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Order } from '@trefima/domain/contract';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { signInAsCompanyPerson } from '../../../test-support/company-person';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * An order waiting for its card, on its page: « Payer par carte » is offered to whoever may pay it
 * (domain/payments/who-pays.ts); the company's accountant, whom the API refuses it, reads why in its place. She was
 * offered the link, then on the payment page buttons the API refused her (e2e/company-accountant-reads.spec.ts).
 */
let api: TestApi;
let me: number;
beforeAll(async () => {
  api = await browserApi();
  me = (await signInAsCompanyPerson(api, 'comptable')).customer_id;
});
afterAll(() => api.close());

const waiting = (made_by: Order['made_by']) => ({ number: 'CMD-2026-000042', made_by, approved_by: null });

it('tells the accountant her role places no order, instead of the link to pay the boss’s order', async () => {
  const { OrderPaymentLink } = await import('./order-payment-link');
  render(<OrderPaymentLink order={waiting({ id: me + 1000, name: 'Hervé Désiré' })} />);
  await screen.findByText('Votre rôle (comptable) ne permet pas de passer commande : adressez-vous à un administrateur de votre entreprise.');
  await quiet();
  expect(screen.queryByRole('link', { name: 'Payer par carte la commande CMD-2026-000042' })).toBeNull();
});

// the order's answer may come before the session's: the link was there until the session said who reads
it('offers nothing while the session has not said who reads the order', async () => {
  const { OrderPaymentLink } = await import('./order-payment-link');
  // a cache of its own: the session read anew, as on a page just opened
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OrderPaymentLink order={waiting({ id: me + 1000, name: 'Hervé Désiré' })} />
    </SWRConfig>,
  );
  expect(screen.queryByRole('link', { name: 'Payer par carte la commande CMD-2026-000042' })).toBeNull();
  await screen.findByText('Votre rôle (comptable) ne permet pas de passer commande : adressez-vous à un administrateur de votre entreprise.');
  await quiet();
  expect(screen.queryByRole('link', { name: 'Payer par carte la commande CMD-2026-000042' })).toBeNull();
});
