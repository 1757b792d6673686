/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import type { Customer, Payment } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import type { PlacedOrder } from '../state';
import { OrderConfirmation } from './order-confirmation';
import { orderPaidBy } from '../../../test-support/placed-order';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');
jest.mock('gatsby', () =>
  jest
    .requireActual('../../../test-support/gatsby-mock')
    .gatsbyMock({ layout: { plans: [], recaptchaSiteKey: null, company: { name: 'Trefima', street: '1 rue', zipcode: '97232', city: 'Le Lamentin' } } }),
);

/**
 * /confirmation-commande says how to pay the order the API answered, by that
 * order's own payment method (its id, whose code GET /payment gives), never by
 * the choice the checkout's state holds: a buyer who came back to the recap and
 * chose another method may have been answered with an order placed before.
 */
const payments: Payment[] = [
  { id: 1, code: 'virement', label: 'Virement bancaire', description: '', professional_only: false },
  { id: 2, code: 'cheque', label: 'Chèque', description: '', professional_only: false },
  { id: 5, code: 'carte-en-ligne', label: 'Carte bancaire (paiement sécurisé 3-D Secure)', description: '', professional_only: false },
  { id: 6, code: 'compte-client', label: 'Paiement sur compte client', description: '', professional_only: true },
];
const customer = { email: 'jules@exemple.fr' } as Customer;

beforeEach(() => {
  shop.mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'payments') return payments;
    throw new Error(`appel inattendu : ${ep.name}`);
  });
});

function confirm(placed: PlacedOrder) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RawIntlProvider value={sharedIntl()}>
        <OrderConfirmation placed={placed} customer={customer} />
      </RawIntlProvider>
    </SWRConfig>,
  );
}

describe('the order confirmation', () => {
  it('asks for a bank transfer, with the account, for an order paid by transfer, whatever the checkout chose before', async () => {
    const transfer = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holder: 'Trefima SAS', amount_ttc: 23979, reference: 'CMD-2026-000005' };
    // the checkout's state still says card: the order says transfer
    confirm({ order: orderPaidBy(payments[0], transfer), paymentCode: 'carte-en-ligne' } as PlacedOrder);
    expect(await screen.findByText(/^Merci de virer 239,79\s€ TTC sur le compte ci-dessous/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /virement/i })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Règlement : Virement bancaire' })).toBeTruthy();
  });

  it('gives the cheque’s instructions for an order paid by cheque, never a transfer the checkout’s state still holds', async () => {
    confirm({ order: orderPaidBy(payments[1]), paymentCode: 'virement' } as PlacedOrder);
    expect(await screen.findByText(/^Merci de régler 239,79\s€ par chèque à l’ordre de Trefima/)).toBeTruthy();
    expect(screen.queryByText(/Merci de virer/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Règlement : Chèque' })).toBeTruthy();
  });

  it('says an order on account is carried to the account, its invoice giving the due date by the account’s terms, and asks for no payment now', async () => {
    confirm({ order: orderPaidBy(payments[3]), paymentCode: 'cheque' } as PlacedOrder);
    expect(
      await screen.findByText(
        /^Le montant de 239,79\s€ TTC sera porté à votre compte client ; la facture en donnera l’échéance, selon les conditions de paiement de votre compte\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Merci de (virer|régler)/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Règlement : Paiement sur compte client' })).toBeTruthy();
  });
});
