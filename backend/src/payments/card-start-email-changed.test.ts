import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data, failure } from '../testing';
import { placeCardOrder, payingWorld, type PayingWorld } from './testing-payments';

/**
 * A page start whose answer was lost is sent again under the same key, and the provider (Stripe, its double) refuses a
 * key sent again with other parameters: the e-mail given with it is the one of its first sending, not the account's
 * e-mail read again (found by an audit of payments).
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

it('sends the buyer to his page after an answer lost, though he changed his e-mail address meanwhile', async () => {
  const { order: placed } = await placeCardOrder(world);
  const pay = () => world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token });
  // the provider makes the page, its answer lost (as payments.test.ts does it)
  const answersLost = world.double.trouble('POST', /^\/v1\/checkout\/sessions$/, 'lost');
  try {
    expect(failure(await pay(), 503).code).toBe('PAYMENT_UNAVAILABLE');
  } finally {
    answersLost();
  }
  // the buyer changes his e-mail in « Mon compte » (PATCH /customer/{id} writes this column), then tries again
  world.api.db.prepare('UPDATE customer SET email = ? WHERE id = ?').run(`nouvelle-${world.buyer.id}@exemple.fr`, world.buyer.id);
  world.api.clock.advance(20_000);
  const res = await pay();
  expect(res.statusCode).toBe(200);
  expect(data(res, cardPaymentState).redirect_url).toMatch(/^http/);
});
