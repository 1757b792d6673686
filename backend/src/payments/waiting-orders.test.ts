import { cartResponse, order } from '@trefima/domain/contract';
import { testConfig } from '../config';
import { data, failure } from '../testing';
import { placeCardOrder, payingWorld, stockOf, type PayingWorld } from './testing-payments';

/**
 * An order paid by card online holds its stock until its deadline. One account placing orders it never pays would
 * take a product off sale for everyone, order after order within the writes' throttle: it may have only so many
 * waiting for their card at once (`PAYMENT_MAX_WAITING_ORDERS`), then it pays, gives one up, or pays another way.
 */
let world: PayingWorld;
const cap = testConfig().payments.maxWaitingOrders;
beforeAll(async () => {
  world = await payingWorld({ maxWaitingOrders: cap });
});
afterAll(() => world.close());

const ordersOf = (customerId: number) => world.api.db.prepare('SELECT COUNT(*) FROM "order" WHERE customer_id = ?').pluck().get(customerId) as number;

it('refuses one card order too many in French, on the payment’s choice, and writes nothing; another way to pay passes', async () => {
  const placed = [];
  for (let i = 0; i < cap; i++) placed.push(await placeCardOrder(world));
  const { call, body, element, idOf } = placed[0];
  const cart = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const stock = stockOf(world, element);
  const before = ordersOf(world.buyer.id);

  const refused = failure(await call('POST', '/order', { ...body, cart_token: cart.token }), 422);
  expect(refused.errors?.payment_id).toBe(
    `Vous avez déjà ${cap} commandes en attente de paiement par carte : payez-les ou renoncez-y depuis « Mes commandes », ou choisissez un autre moyen de paiement.`,
  );
  expect(ordersOf(world.buyer.id)).toBe(before);
  expect(stockOf(world, element)).toBe(stock);

  const byTransfer = data(await call('POST', '/order', { ...body, cart_token: cart.token, payment_id: idOf.payment('virement') }), order, 201);
  expect(byTransfer.status).not.toBe('en_attente_paiement');
});

it('takes a card order again once one waiting is given up, and holds no other account to it', async () => {
  // the buyer of the test before is at the cap
  await expect(placeCardOrder(world)).rejects.toThrow(/expected 201, got 422: .*en attente de paiement par carte/);
  const waiting = world.api.db
    .prepare(`SELECT number FROM "order" WHERE customer_id = ? AND status = 'en_attente_paiement' ORDER BY id LIMIT 1`)
    .pluck()
    .get(world.buyer.id) as string;
  expect((await world.api.request('POST', `/order/${waiting}/payment/cancellation`, { token: world.buyer.token })).statusCode).toBe(200);
  expect((await placeCardOrder(world)).order.status).toBe('en_attente_paiement');

  const other = await world.api.signUp('autre-acheteur-carte@exemple.fr');
  expect((await placeCardOrder({ ...world, buyer: other })).order.status).toBe('en_attente_paiement');
});
