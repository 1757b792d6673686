/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import { CARDS, paymentsKit } from './payments.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-factures' }) }), { virtual: true });
// jsdom cannot leave the page: where the browser would go is kept
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * An invoice paid later by card from `/mes-factures`, against the real
 * reference API and the provider double: « Payer par carte » on the unpaid
 * row leads to the provider's page; back from it, the payment is followed
 * above the list, which shows the invoice paid once the bank has answered;
 * an invoice paid meanwhile is said so, in an alert.
 */
const kit = paymentsKit();
afterEach(cleanup);

const leaveFor = () => jest.requireMock<{ leaveFor: jest.Mock }>('../leave-for').leaveFor;
// named by what it shows first, then by its invoice (WCAG 2.5.3, axe's label-content-name-mismatch): said by voice, it is reached
const payButton = (number: string) => ({ name: `Payer par carte la facture ${number}` });
const rowOf = async (number: string) => (await screen.findByRole('rowheader', { name: number })).closest('tr')!;

async function showInvoices(payment: { number: string; abandoned: boolean } | null = null) {
  const { InvoiceList } = await import('../../documents');
  kit.show(<InvoiceList customerId={kit.world.buyer.id} page={1} jobSite={null} payment={payment} />);
}

it('pays an unpaid invoice on the provider’s page, then shows it paid in the list without a reload', async () => {
  const number = await kit.unpaidInvoice();
  await showInvoices();
  leaveFor().mockClear();
  const pay = await screen.findByRole('button', payButton(number));
  expect(pay.textContent).toBe('Payer par carte');
  await userEvent.setup().click(pay);
  await waitFor(() => expect(leaveFor()).toHaveBeenCalledTimes(1));
  const [url] = leaveFor().mock.calls[0] as [string];
  expect(url).toMatch(new RegExp(`^${kit.world.double.url}/pay/cs_test_`));
  expect(kit.writes()).toContain(`POST /api/v1/invoice/${number}/payment`);
  cleanup();

  // back on /mes-factures?facture=N before the bank has answered
  await showInvoices({ number, abandoned: false });
  const follow = await screen.findByRole('region', { name: `Paiement de la facture ${number}` });
  await within(follow).findByText('En attente de la confirmation de votre banque…');
  expect(within(await rowOf(number)).getByText('À régler')).toBeTruthy();

  expect((await kit.submit(url, CARDS.accepted)).status).toBe(303);
  await within(follow).findByText('Payée');
  expect(follow.textContent).toContain(`Merci : la facture ${number} est réglée.`);
  await waitFor(() => expect(within(screen.getByRole('rowheader', { name: number }).closest('tr')!).queryByText(/^Payée le /)).not.toBeNull());
  expect(screen.queryByRole('button', payButton(number))).toBeNull();
  // the page left at once, as the buyer leaves it: a reading of the payment still on its way when « Payée » showed
  // (a busy machine answers it late) would otherwise update it after the test, outside act()
  cleanup();
});

it('says in an alert that an invoice was paid meanwhile, and shows it paid', async () => {
  const number = await kit.unpaidInvoice();
  await showInvoices();
  const button = await screen.findByRole('button', payButton(number));
  // paid from another tab while this list was open
  const res = await kit.world.api.request('POST', `/invoice/${number}/payment`, { token: kit.world.buyer.token });
  await kit.submit(res.json().data.redirect_url, CARDS.accepted);
  await waitFor(() => expect(kit.world.api.db.prepare('SELECT paid FROM invoice WHERE number = ?').pluck().get(number)).toBe(1));

  leaveFor().mockClear();
  await userEvent.setup().click(button);
  await screen.findByText(`La facture ${number} est déjà acquittée : il n’y a rien à payer.`, { selector: '[role="alert"]' });
  expect(leaveFor()).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('button', payButton(number))).toBeNull());
});

it('says what is left of an invoice a part of which was paid, the amount « Payer par carte » asks', async () => {
  const number = await kit.unpaidInvoice();
  const { api } = kit.world;
  const invoice = api.db
    .prepare('SELECT i.id, o.amount_ht, o.shipping_ht, o.vat_rate FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.number = ?')
    .get(number) as { id: number; amount_ht: number; shipping_ht: number; vat_rate: number };
  const ttc = amountOf(invoice.amount_ht + invoice.shipping_ht, invoice.vat_rate).ttc;
  const cheque = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/invoice/${invoice.id}/payment`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { amount_cents: 1_000, method: 'cheque' },
  });
  expect(cheque.statusCode).toBe(200);
  await showInvoices();
  // the text as written, its no-break space kept (getByText's matching folds it)
  expect(within(await rowOf(number)).getByText(/^Reste à régler/).textContent).toBe(`Reste à régler : ${formatPrice(ttc - 1_000)}`);
});

it('says the card page is closed because the office recorded the invoice paid meanwhile, shows it paid, and offers no payment', async () => {
  const number = await kit.unpaidInvoice();
  const { api, buyer } = kit.world;
  const started = await api.request('POST', `/invoice/${number}/payment`, { token: buyer.token });
  expect(started.statusCode).toBe(200);
  // a transfer comes in while the buyer is on the provider's page: the office records it, which closes that page
  const id = api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(number) as number;
  const transfer = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/invoice/${id}/payment`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { method: 'virement' },
  });
  expect(transfer.statusCode).toBe(200);

  // back on /mes-factures?facture=N from the page that no longer takes a card
  await showInvoices({ number, abandoned: true });
  const follow = await screen.findByRole('region', { name: `Paiement de la facture ${number}` });
  await within(follow).findByText(
    `Ce paiement par carte est clos : le règlement de la facture ${number} nous est parvenu par un autre moyen, elle est acquittée. Il n’y a plus rien à payer.`,
  );
  expect(within(follow).queryByRole('button')).toBeNull();
  await waitFor(() => expect(within(screen.getByRole('rowheader', { name: number }).closest('tr')!).queryByText(/^Payée le /)).not.toBeNull());
  expect(screen.queryByRole('button', payButton(number))).toBeNull();
  // the page left at once, as the buyer leaves it: a reading of the payment still on its way when « Payée » showed
  // (a busy machine answers it late) would otherwise update it after the test, outside act()
  cleanup();
});

it('says what is left once the office recorded a part while the card page was open, and « Réessayer » asks for that', async () => {
  const number = await kit.unpaidInvoice();
  const { api, buyer } = kit.world;
  const first = (await api.request('POST', `/invoice/${number}/payment`, { token: buyer.token })).json().data;
  const id = api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(number) as number;
  const cheque = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/invoice/${id}/payment`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { amount_cents: 1_000, method: 'cheque' },
  });
  expect(cheque.statusCode).toBe(200);
  const left = first.amount_ttc - 1_000;

  await showInvoices({ number, abandoned: true });
  const follow = await screen.findByRole('region', { name: `Paiement de la facture ${number}` });
  const said = await within(follow).findByText(/^Ce paiement par carte est clos : un règlement de la facture nous est parvenu entre-temps\./);
  expect(said.textContent).toBe(
    `Ce paiement par carte est clos : un règlement de la facture nous est parvenu entre-temps. Il en reste ${formatPrice(left)} à payer.`,
  );
  leaveFor().mockClear();
  await userEvent.setup().click(within(follow).getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(leaveFor()).toHaveBeenCalledTimes(1));
  const [url] = leaveFor().mock.calls[0] as [string];
  expect(url).not.toBe(first.redirect_url);
  expect(api.db.prepare('SELECT amount_cents FROM card_payment WHERE redirect_url = ?').pluck().get(url)).toBe(left);
});
