import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { paymentOf, payingWorld, placeCardOrder, until, type PayingWorld } from './testing-payments';

/**
 * The API's own timer sweeps the card payments whose reservation has passed:
 * nobody calls for it, and without it an order left unpaid would keep its
 * stock for ever. The other tests run the sweep by hand (`world.sweep`);
 * here the timer runs often, and the test reads the database only until the
 * order is cancelled (reading the payment through the API would settle it).
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld({ sweepMs: 25 });
});
afterAll(() => world.close());

const stockOf = (element: number) => world.api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(element) as number;

it('cancels an order left unpaid past its reservation and puts its goods back on sale, with no call from anyone', async () => {
  const { order: placed, element } = await placeCardOrder(world);
  data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
  const held = stockOf(element);
  const statusOf = () => world.api.db.prepare('SELECT status FROM "order" WHERE number = ?').pluck().get(placed.number);
  expect(statusOf()).not.toBe('annulee');

  world.api.clock.advance(30 * 60_000);
  await until(() => statusOf() === 'annulee');
  expect(stockOf(element)).toBe(held + 2);
  expect(await paymentOf(world, placed.number)).toMatchObject({ state: 'expiree', redirect_url: null });
});
