import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import type { PaymentProvider } from './provider';
import {
  cardTakenAfterFirstRead,
  deliverAgain,
  orderStatus,
  paymentOf,
  payingWorld,
  placeCardOrder,
  secondApi,
  stockOf,
  type PayingWorld,
} from './testing-payments';

/*
 * The back office cancels an order waiting for its card while the buyer's card is taken on the provider's page in the
 * same second, the provider's notification not yet in (the double keeps its events until the test delivers them).
 * The page was read open, the order cancelled, and only then the page closed: the card taken in between was charged
 * for a cancelled order, a late payment the office had to give back. The page is closed first and read again, as at
 * the deadline and when the buyer gives up (card-pages.ts `closedPage`): the card paid, the order kept.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld({ notifications: false });
});
afterAll(() => world.close());

it('keeps an order whose card is taken just after its page was read open, and tells the office so', async () => {
  const { order: placed, element } = await placeCardOrder(world);
  const page = data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState).redirect_url!;
  const held = stockOf(world, element);
  // a second API, whose first reading of the page lets the buyer's card through at the provider right after it
  const { services, taken } = cardTakenAfterFirstRead(world, page);
  await expect(services.orderLifecycle.move(placed.id, 'annulee', 'Client injoignable')).rejects.toMatchObject({
    code: 'ORDER_STATE',
    message: expect.stringContaining('Le client vient de payer cette commande par carte'),
  });
  expect(taken()).toBe(true);
  expect(orderStatus(world, placed.number)).toBe('confirmee');
  expect((await paymentOf(world, placed.number)).state).toBe('payee');
  expect(stockOf(world, element)).toBe(held);
  // the notification, when it comes, is the same payment: nothing to give back
  for (const e of world.double.events.filter((x) => x.type === 'checkout.session.completed')) await deliverAgain(world, e, e.id);
  expect(orderStatus(world, placed.number)).toBe('confirmee');
  const late = world.api.db.prepare('SELECT COUNT(*) FROM outbox WHERE subject = ?').pluck().get(`Paiement tardif : ${placed.number}`);
  expect(late).toBe(0);
});

it('leaves the order waiting when the provider cannot close its page: a card may still be taken on it', async () => {
  const { order: placed } = await placeCardOrder(world);
  data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
  const services = secondApi(world);
  const provider = (services.payments as unknown as { d: { provider: PaymentProvider } }).d.provider;
  provider.cancel = () => Promise.reject(new Error('connect ECONNREFUSED'));
  await expect(services.orderLifecycle.move(placed.id, 'annulee', null)).rejects.toMatchObject({
    code: 'PAYMENT_UNAVAILABLE',
    message: expect.stringContaining('la commande n’est pas annulée'),
  });
  expect(orderStatus(world, placed.number)).toBe('en_attente_paiement');
  expect((await paymentOf(world, placed.number)).state).toBe('en_attente_paiement');
});
