/**
 * @jest-environment ./src/test-support/jsdom-env.ts
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// the API in the test checks the provider's signatures with the Stripe SDK's Node build (the browser's cannot, synchronously)
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { CARDS, paymentsKit } from './payments.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));

/**
 * « Renoncer à cette commande » on the order's payment page, against the real reference API and the provider double:
 * asked once more, the order cancelled at once, the way back to its articles; a card paid meanwhile is the API's to say.
 */
const kit = paymentsKit();
// the kit's own spy on fetch, which it puts before loading the page's client: the holds go through it
let pageCalls: PageCalls;
beforeAll(() => {
  pageCalls = spyOnPageCalls();
});
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
  // the page's poll of the payment held meanwhile: on a busy machine the card's page takes past the poll's period, and
  // the page learning of the card first is another case (the confirmation shown, nothing to give up)
  const polls = pageCalls.hold({ reads: true, shopApiOnly: true, only: ({ url, method }) => method === 'GET' && url.includes('/payment') });
  try {
    expect((await kit.submit(started.redirect_url!, CARDS.accepted)).status).toBe(303);
    await user.click(screen.getByRole('button', { name: 'Oui, renoncer' }));
    const said = await screen.findByText(new RegExp(`^Votre paiement par carte de la commande ${order.number} est reçu : elle est confirmée\\.`));
    expect(said.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(said);
  } finally {
    polls.release();
  }
  await screen.findByText('Payée');
  expect(document.activeElement).toBe(screen.getByText(/^Votre paiement par carte/));
  expect(screen.queryByRole('button', { name: 'Renoncer à cette commande' })).toBeNull();
});

/**
 * Holds the page's calls that change something until `release`: the buyer goes on meanwhile.
 * `reads`: its readings of the order's payment too, so that none learns of a card paid before the refusal says it
 * (the provider's page and its notification to the API are not the page's, and go on).
 */
const holdWrites = ({ reads = false } = {}) => pageCalls.hold({ reads, shopApiOnly: true, only: ({ url }) => !url.includes('/payment/notification/') });

it('leaves the focus on the link the buyer went on to while the order was being given up', async () => {
  const user = userEvent.setup();
  const order = await kit.placeOrder();
  await showOrder(order.number);
  await user.click(await screen.findByRole('button', { name: 'Renoncer à cette commande' }));
  const held = holdWrites();
  try {
    await user.click(screen.getByRole('button', { name: 'Oui, renoncer' }));
    // on past « Non, la garder », to the orders
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Voir mes commandes' }));
    expect(screen.queryByText(/^Vous avez renoncé/)).toBeNull();
  } finally {
    held.release();
  }
  await screen.findByText(`Vous avez renoncé à la commande ${order.number} : elle est annulée et ses articles sont remis en vente.`);
  await quiet();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Voir mes commandes' }));
});

it('leaves the focus on the link the buyer went on to while the API was saying the card paid meanwhile', async () => {
  const user = userEvent.setup();
  const order = await kit.placeOrder();
  const { startOrderPayment } = await import('../api');
  const started = await startOrderPayment(order.number);
  await showOrder(order.number);
  await user.click(await screen.findByRole('button', { name: 'Renoncer à cette commande' }));
  const held = holdWrites({ reads: true });
  expect((await kit.submit(started.redirect_url!, CARDS.accepted)).status).toBe(303);
  try {
    await user.click(screen.getByRole('button', { name: 'Oui, renoncer' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Voir mes commandes' }));
  } finally {
    held.release();
  }
  await screen.findByText(new RegExp(`^Votre paiement par carte de la commande ${order.number} est reçu : elle est confirmée\\.`));
  await screen.findByText('Payée');
  await quiet();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Voir mes commandes' }));
});
