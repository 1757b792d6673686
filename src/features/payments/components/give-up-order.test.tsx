/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARDS, paymentsKit } from './payments.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * « Renoncer à cette commande » on the order's payment page, against the real reference API and the provider double:
 * asked once more, the order cancelled at once, the way back to its articles; a card paid meanwhile is the API's to say.
 */
const kit = paymentsKit();
afterEach(cleanup);

async function showOrder(number: string) {
  const { OrderPayment } = await import('./order-payment');
  kit.show(<OrderPayment number={number} abandoned />);
}

it('asks once more, keeps the order on « Non », gives it up on « Oui », the focus following, and leads to ordering its articles again', async () => {
  const user = userEvent.setup();
  const order = await kit.placeOrder();
  const before = kit.writes().length;
  await showOrder(order.number);
  const opener = await screen.findByRole('button', { name: 'Renoncer à cette commande' });
  await user.click(opener);
  const question = screen.getByText(new RegExp(`^Renoncer à la commande ${order.number} \\?`));
  expect(document.activeElement).toBe(question);
  expect(screen.getByRole('group', { name: /Renoncer à la commande/ })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Non, la garder' }));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Renoncer à cette commande' }));
  expect(kit.writes().slice(before)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Renoncer à cette commande' }));
  await user.click(screen.getByRole('button', { name: 'Oui, renoncer' }));
  const done = await screen.findByText(`Vous avez renoncé à la commande ${order.number} : elle est annulée et ses articles sont remis en vente.`);
  expect(document.activeElement).toBe(done);
  expect(kit.writes().slice(before)).toEqual([`POST /api/v1/order/${order.number}/payment/cancellation`]);
  expect((await kit.stateOf(order.number)).state).toBe('annulee');
  expect(document.querySelector('[aria-live="polite"]')!.textContent).toContain('Paiement annulé : la commande est annulée');
  expect(screen.getByRole('link', { name: 'Commander à nouveau avec d’autres choix' }).getAttribute('href')).toBe(`/mes-commandes/${order.number}#order-again`);
});

it('says the card paid meanwhile in the API’s words, and shows the order paid', async () => {
  const user = userEvent.setup();
  const order = await kit.placeOrder();
  const { startOrderPayment } = await import('../api');
  const started = await startOrderPayment(order.number);
  await showOrder(order.number);
  await user.click(await screen.findByRole('button', { name: 'Renoncer à cette commande' }));
  expect((await kit.submit(started.redirect_url!, CARDS.accepted)).status).toBe(303);
  await user.click(screen.getByRole('button', { name: 'Oui, renoncer' }));
  const said = await screen.findByText(new RegExp(`^Votre paiement par carte de la commande ${order.number} est reçu : elle est confirmée\\.`));
  expect(said.getAttribute('role')).toBe('alert');
  expect(document.activeElement).toBe(said);
  await screen.findByText('Payée');
  expect(document.activeElement).toBe(screen.getByText(/^Votre paiement par carte/));
  expect(screen.queryByRole('button', { name: 'Renoncer à cette commande' })).toBeNull();
});
