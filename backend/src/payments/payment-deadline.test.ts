import { formatPrice } from '@trefima/domain/i18n/format';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { deliverAgain, orderStatus, paymentOf, payingWorld, placeCardOrder, stockOf, submitCard, until, type PayingWorld } from './testing-payments';

/**
 * An order's deadline passed while its page at the provider could not be closed (the provider answers reads, its
 * closing fails: a 5xx, a rate limit). The page still takes a card: the order keeps its stock and waits for a sweep
 * that closes it, rather than be cancelled and then charged. A world per test: each moves the clock past a deadline.
 */
let world: PayingWorld;
beforeEach(async () => {
  world = await payingWorld();
});
afterEach(() => world.close());

const closing = /^\/v1\/checkout\/sessions\/[^/]+\/expire$/;
const officeMails = (subject: string) =>
  world.api.db.prepare("SELECT body FROM outbox WHERE subject = ? AND recipient = 'contact@trefima.example'").pluck().all(subject) as string[];
const cancelledMails = (number: string) =>
  world.api.db.prepare('SELECT COUNT(*) FROM outbox WHERE subject = ?').pluck().get(`Commande ${number} annulée : délai de paiement dépassé`);

/** A card order whose page was opened, past its deadline, the provider refusing to close pages until `closingFails()`. */
async function pastDeadlineClosingFails() {
  const { order: placed, element } = await placeCardOrder(world);
  const held = stockOf(world, element);
  const { redirect_url } = data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
  world.api.clock.advance(30 * 60_000);
  return { placed, element, held, redirect_url, closingFails: world.double.trouble('POST', closing, 'error') };
}

it('keeps the order and its stock while its page still takes a card, and cancels it once the page is closed', async () => {
  const { placed, element, held, redirect_url, closingFails } = await pastDeadlineClosingFails();
  try {
    await world.sweep();
    expect(orderStatus(world, placed.number)).toBe('en_attente_paiement');
    expect(stockOf(world, element)).toBe(held);
    expect(cancelledMails(placed.number)).toBe(0);
  } finally {
    closingFails();
  }
  // the next sweep closes the page, then gives the order up
  await world.sweep();
  expect(orderStatus(world, placed.number)).toBe('annulee');
  expect(stockOf(world, element)).toBe(held + 2);
  expect(cancelledMails(placed.number)).toBe(1);
  expect((await submitCard(redirect_url!, '4242424242424242')).status).not.toBe(303);
  // a card the bank says it took in the page's last instant: the office is told which order to refund, and how much
  const closed = world.double.events.find((e) => e.type === 'checkout.session.expired')!;
  const paid = { ...closed, data: { object: { ...(closed.data.object as object), status: 'complete', payment_status: 'paid' } } };
  await deliverAgain(world, paid as typeof closed, `${closed.id}_late`, 'checkout.session.completed');
  expect(orderStatus(world, placed.number)).toBe('annulee');
  const late = officeMails(`Paiement tardif : ${placed.number}`);
  expect(late).toHaveLength(1);
  expect(late[0]).toContain(`commande ${placed.number}`);
  expect(late[0]).toContain(formatPrice(placed.amount.ttc, { alwaysCents: true }));
  expect(late[0]).toMatch(/doit être remboursé/);
});

it('confirms the order paid on that page: never cancelled and charged', async () => {
  const { placed, element, held, redirect_url, closingFails } = await pastDeadlineClosingFails();
  try {
    await world.sweep();
    expect(orderStatus(world, placed.number)).toBe('en_attente_paiement');
    expect((await submitCard(redirect_url!, '4242424242424242')).status).toBe(303);
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
  } finally {
    closingFails();
  }
  await world.sweep();
  expect(orderStatus(world, placed.number)).toBe('confirmee');
  expect(stockOf(world, element)).toBe(held);
  expect(cancelledMails(placed.number)).toBe(0);
  expect(officeMails(`Paiement tardif : ${placed.number}`)).toEqual([]);
});
