/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen, within } from '@testing-library/react';
import { amountOf } from '@trefima/domain/money/money';
import { paymentsKit } from './payments.test-kit';
import { quiet } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-factures' }) }), { virtual: true });
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * The provider takes no card payment under its minimum (Stripe's 0,50 €), and the API refuses one for an invoice's
 * rest under it (409, with the account to pay into): /mes-factures offered « Payer par carte » on such a rest all the
 * same. It offers it from the minimum the API gives with the card's payment method, and says how to pay the rest.
 */
const kit = paymentsKit();
afterEach(cleanup);

it('offers no card on an invoice whose rest is under the card’s minimum, and says how to pay it', async () => {
  const { api } = kit.world;
  const small = await kit.unpaidInvoice();
  const whole = await kit.unpaidInvoice();
  const invoice = api.db
    .prepare('SELECT i.id, o.amount_ht + o.shipping_ht AS ht, o.vat_rate FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.number = ?')
    .get(small) as { id: number; ht: number; vat_rate: number };
  // a transfer the office recorded, 0,30 € short
  api.db
    .prepare(
      "INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, created_at) VALUES (?, ?, '2026-12-01', 'virement', '2026-12-01T12:00:00.000Z')",
    )
    .run(invoice.id, amountOf(invoice.ht, invoice.vat_rate).ttc - 30);
  const { InvoiceList } = await import('../../documents');
  kit.show(<InvoiceList customerId={kit.world.buyer.id} page={1} jobSite={null} />);
  await screen.findByRole('button', { name: `Payer par carte la facture ${whole}` });
  const row = screen.getAllByRole('rowheader', { name: small })[0]!.closest('tr')!;
  expect(within(row).getByText('Reste à régler : 0,30 €')).toBeTruthy();
  expect(within(row).getByText('Carte à partir de 0,50 € : réglez ce reste par virement ou par chèque (coordonnées sur la facture).')).toBeTruthy();
  await quiet();
  expect(within(row).queryByRole('button', { name: `Payer par carte la facture ${small}` })).toBeNull();
});
