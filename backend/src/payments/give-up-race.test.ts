import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import type { PaymentProvider } from './provider';
import { buyerMails, cardTakenAfterFirstRead, deliverAgain, orderStatus, payingWorld, placeCardOrder, secondApi, type PayingWorld } from './testing-payments';

/*
 * An order given up by its buyer (« Renoncer à cette commande ») while his card is taken on the provider's page in the
 * same second, the provider's notification not yet in (the double keeps its events until the test delivers them).
 * The page was read open, the order cancelled, and only then the page closed: the card taken in between made a late
 * payment, the buyer mailed « Aucun montant n’a été débité » while his card was charged, the goods back on sale. The
 * page is closed first and read again, as at the deadline (card-pages.ts `closedPage`): the card paid, the order kept.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld({ notifications: false });
});
afterAll(() => world.close());

it('keeps an order whose card is taken just after its page was read open', async () => {
  const { order: placed } = await placeCardOrder(world);
  const page = data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState).redirect_url!;
  // a second API, whose first reading of the page lets the buyer's card through at the provider right after it
  const { services, taken } = cardTakenAfterFirstRead(world, page);
  await expect(services.payments.giveUp(world.buyer.id, placed.number)).rejects.toMatchObject({ code: 'PAYMENT_STATE' });
  expect(taken()).toBe(true);
  expect(orderStatus(world, placed.number)).toBe('confirmee');
  // the notification, when it comes, is the same payment
  for (const e of world.double.events.filter((x) => x.type === 'checkout.session.completed')) await deliverAgain(world, e, e.id);
  expect(orderStatus(world, placed.number)).toBe('confirmee');
  expect(
    buyerMails(world, placed.number)
      .map((m) => m.body)
      .join(' '),
  ).not.toContain('Aucun montant n’a été débité');
});

it('gives up an order as its buyer asked when the provider tells its page expired before the shop wrote it', async () => {
  const { order: placed } = await placeCardOrder(world);
  data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
  const services = secondApi(world);
  const provider = (services.payments as unknown as { d: { provider: PaymentProvider } }).d.provider;
  const cancel = provider.cancel.bind(provider);
  // the page closed at the provider, and its « expired » told to the shop before the give-up goes on
  provider.cancel = async (id) => {
    await cancel(id);
    for (const e of world.double.events.filter((x) => x.type === 'checkout.session.expired')) await deliverAgain(world, e, e.id);
  };
  const given = await services.payments.giveUp(world.buyer.id, placed.number);
  expect(given.state).toBe('annulee');
  expect(orderStatus(world, placed.number)).toBe('annulee');
  expect(
    buyerMails(world, placed.number)
      .map((m) => m.body)
      .join(' '),
  ).not.toContain('Délai de paiement dépassé');
});
