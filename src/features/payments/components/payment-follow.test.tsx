/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARDS, paymentsKit } from './payments.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// jsdom cannot leave the page: where the browser would go is kept
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * An order's card payment followed by its buyer, against the real reference
 * API and the provider double: the page waits while the bank answers (the
 * state moves only on the provider's notification), reads « Payée » once it
 * has, says a refusal and starts again, and resumes a payment left.
 */
const kit = paymentsKit();
afterEach(cleanup);

const leaveFor = () => jest.requireMock<{ leaveFor: jest.Mock }>('../leave-for').leaveFor;
const live = () => document.querySelector('[aria-live="polite"]')!;

async function showOrder(number: string, abandoned = false) {
  const { OrderPayment } = await import('./order-payment');
  kit.show(<OrderPayment number={number} abandoned={abandoned} />);
}

it('waits for the bank with the amount and the stock’s deadline, then reads « Payée » without a reload', async () => {
  const order = await kit.placeOrder();
  const { startOrderPayment } = await import('../api');
  const started = await startOrderPayment(order.number);
  await showOrder(order.number);
  await screen.findByText('En attente de la confirmation de votre banque…');
  // on Martinique's clock (UTC−4 all year), the order's territory, whatever the browser's own
  const there = new Date(Date.parse(started.reserved_until) - 4 * 3600_000);
  const time = `${there.getUTCHours()} h ${String(there.getUTCMinutes()).padStart(2, '0')}`;
  expect(live().textContent?.replace(/\s/g, ' ')).toContain(`Stock réservé jusqu’à ${time}, heure de la Martinique`);
  expect(live().textContent?.replace(/\s/g, ' ')).toMatch(/Montant : [\d ]+,\d\d € TTC/);

  expect((await kit.submit(started.redirect_url!, CARDS.accepted)).status).toBe(303);
  // the page is not reloaded: it reads the state again every 2 s until the bank has answered
  await screen.findByText('Payée');
  expect(live().textContent).toContain(`Merci : votre commande ${order.number} est confirmée.`);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'Voir mes commandes' }).getAttribute('href')).toBe('/mes-commandes');
});

it('says the bank refused the card, and « Réessayer » starts again on a new page of the provider', async () => {
  const order = await kit.placeOrder();
  const { startOrderPayment } = await import('../api');
  const first = await startOrderPayment(order.number);
  await kit.submit(first.redirect_url!, CARDS.declined);
  await waitFor(async () => expect((await kit.stateOf(order.number)).state).toBe('echouee'));
  await showOrder(order.number);
  await screen.findByText('Paiement refusé par votre banque : aucun montant n’a été débité.');
  leaveFor().mockClear();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));

  await waitFor(() => expect(leaveFor()).toHaveBeenCalledTimes(1));
  const [url] = leaveFor().mock.calls[0] as [string];
  expect(url).toMatch(new RegExp(`^${kit.world.double.url}/pay/cs_test_`));
  expect(kit.writes()).toContain(`POST /api/v1/order/${order.number}/payment`);
  expect(await kit.stateOf(order.number)).toMatchObject({ state: 'en_attente_paiement', redirect_url: url });
});

it('offers to resume a payment the buyer left on the provider’s page', async () => {
  const order = await kit.placeOrder();
  const { startOrderPayment } = await import('../api');
  const started = await startOrderPayment(order.number);
  await showOrder(order.number, true);
  await screen.findByText('Le paiement n’a pas été effectué : aucun montant n’a été débité.');
  leaveFor().mockClear();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reprendre le paiement' }));
  await waitFor(() => expect(leaveFor()).toHaveBeenCalledWith(started.redirect_url));
});

it('says in an alert why a payment cannot be read, and offers to read it again', async () => {
  await showOrder('CMD-0000-999999');
  const title = await screen.findByText('L’état du paiement n’a pas pu être lu.');
  const alert = title.closest('[role="alert"]');
  expect(alert?.textContent).toMatch(/introuvable/);
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
});

describe('goToProvider', () => {
  const state = (redirect_url: string | null) =>
    ({
      state: 'en_attente_paiement',
      label: '',
      message: '',
      refund_failed: false,
      amount_ttc: 100,
      reserved_until: new Date().toISOString(),
      time_zone: 'America/Martinique',
      redirect_url,
      failure: null,
      invoice_left_ttc: null,
      may_pay: true,
      may_give_up: true,
      quotation: null,
    }) as const;

  it('goes to an http(s) page only: never a script, a data URL or a relative address', async () => {
    const { goToProvider } = await import('../go-to-provider');
    leaveFor().mockClear();
    for (const url of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/pay/cs_test', null])
      expect([url, goToProvider(state(url))]).toEqual([url, false]);
    expect(leaveFor()).not.toHaveBeenCalled();
    expect(goToProvider(state('https://checkout.stripe.com/c/pay/cs_test_a1'))).toBe(true);
    expect(leaveFor()).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_a1');
  });
});
