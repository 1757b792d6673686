import { order } from '@trefima/domain/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import {
  deliverAgain,
  officeMove,
  paymentOf,
  payingWorld,
  placeCardOrder,
  orderStatus,
  stockOf,
  submitCard,
  until,
  type PayingWorld,
} from './testing-payments';

/**
 * The back office cancels an order whose card payment is still open (the
 * buyer has not paid, or his card was refused): the attempt ends with the
 * order, its page stops taking a card, and a payment made on it regardless
 * is never taken for a live order.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const statusOf = (number: string) => orderStatus(world, number);
const stock = (element: number) => stockOf(world, element);

describe('an order waiting for its card, cancelled by the back office', () => {
  it('ends its payment as cancelled and closes its page: no card is taken on it afterwards', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    const { redirect_url } = data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect((await officeMove(world, placed.id, 'annulee', 'Client injoignable')).statusCode).toBe(200);
    expect(statusOf(placed.number)).toBe('annulee');
    expect(stock(element)).toBe(held + 2);
    expect(await paymentOf(world, placed.number)).toMatchObject({ state: 'annulee', redirect_url: null });
    // « Mes commandes » says it beside the order's own status
    const listed = data(await world.api.request('GET', `/order/${placed.number}`, { token: world.buyer.token }), order);
    expect(listed.card_payment).toEqual({ state: 'annulee', label: 'Paiement annulé' });
    // the provider's page is closed: the buyer's card is refused there, and nothing is marked paid
    const before = world.double.events.length;
    expect((await submitCard(redirect_url!, '4242424242424242')).status).not.toBe(303);
    // the provider took no card: it has no payment to tell the shop of, now or later (its page's closing, at most)
    expect(world.double.events.slice(before).filter((e) => e.type !== 'checkout.session.expired')).toEqual([]);
    expect((await paymentOf(world, placed.number)).state).toBe('annulee');
    expect(statusOf(placed.number)).toBe('annulee');
  });

  it('takes a payment the bank confirms afterwards for no live order, and tells the back office to give the money back', async () => {
    const { order: placed } = await placeCardOrder(world);
    data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(200);
    await until(() =>
      world.double.events.some(
        (e) => e.type === 'checkout.session.expired' && (e.data.object as { client_reference_id?: string }).client_reference_id === placed.number,
      ),
    );
    const closed = world.double.events.find(
      (e) => e.type === 'checkout.session.expired' && (e.data.object as { client_reference_id?: string }).client_reference_id === placed.number,
    )!;
    // as if the bank had taken the card in the instant before the page closed
    const paid = { ...closed, data: { object: { ...(closed.data.object as object), status: 'complete', payment_status: 'paid' } } };
    await deliverAgain(world, paid as typeof closed, `${closed.id}_late`, 'checkout.session.completed');
    expect(statusOf(placed.number)).toBe('annulee');
    expect((await paymentOf(world, placed.number)).state).toBe('annulee');
    const alert = world.api.db
      .prepare("SELECT body FROM outbox WHERE subject = ? AND recipient = 'contact@trefima.example'")
      .pluck()
      .get(`Paiement tardif : ${placed.number}`);
    expect(alert).toMatch(/doit être remboursé/);
  });
});
