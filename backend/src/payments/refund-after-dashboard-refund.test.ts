import Stripe from 'stripe';
import { z } from 'zod/mini';
import { creditNote } from '@trefima/domain/documents/contract';
import { data } from '../testing';
import { money } from '../documents/pdfs/format';
import { buyerMails, officeMove, orderStatus, paidCardOrder, paymentOf, payingWorld, SECRET_KEY, until, type PayingWorld } from './testing-payments';

/**
 * The office may give part of a card payment back in the provider's dashboard (a goodwill gesture), or all of it,
 * before it cancels the order in the back office. The cancellation's refund then asked the whole payment again, which
 * the provider refuses (more than is left on the charge): the shop answered 503 « réessayez » for ever, and the order
 * could not be cancelled (found by an audit of payments). It gives back what is left, and says what was given before.
 */
let world: PayingWorld;
let stripe: Stripe;
beforeAll(async () => {
  world = await payingWorld();
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: world.double.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => world.close());

/** The office's refund in the provider's dashboard, under the order's number. */
async function dashboardRefund(orderNumber: string, amountCents?: number) {
  const session = world.api.db
    .prepare('SELECT c.provider_id FROM card_payment c JOIN "order" o ON o.id = c.order_id WHERE o.number = ?')
    .pluck()
    .get(orderNumber) as string;
  const intent = (await stripe.checkout.sessions.retrieve(session)).payment_intent as string;
  await stripe.refunds.create({ payment_intent: intent, metadata: { reference: orderNumber }, ...(amountCents === undefined ? {} : { amount: amountCents }) });
  return intent;
}

const noteOf = async (number: string) =>
  data(await world.api.request('GET', '/credit-note', { token: world.buyer.token }), z.array(creditNote)).find((n) => n.order.number === number);

it('cancels an order part of whose card payment the office gave back in the dashboard: the rest refunded, the buyer told both', async () => {
  const placed = await paidCardOrder(world);
  const paidCents = (await paymentOf(world, placed.order.number)).amount_ttc;
  const intent = await dashboardRefund(placed.order.number, 1000);

  const res = await officeMove(world, placed.order.id, 'annulee', 'Annulée');
  expect(res.statusCode).toBe(200);
  expect(orderStatus(world, placed.order.number)).toBe('annulee');
  // the whole payment is back on the card: the gesture, then the rest
  await until(() => refundedOnCard(intent) === paidCents);
  // the credit note cancels the whole invoice, refunded on the card
  const note = (await noteOf(placed.order.number))!;
  expect(note.amount.ttc).toBe(paidCents);
  expect(note.refund_reference).toMatch(/^re_/);
  expect((await paymentOf(world, placed.order.number)).state).toBe('remboursee');
  const mail = buyerMails(world, placed.order.number).find((m) => m.subject === `Remboursement : commande ${placed.order.number}`)!;
  expect(mail.body).toContain(
    `Nous avons remboursé ${money(paidCents - 1000)} TTC sur la carte bancaire qui a payé votre commande ${placed.order.number}, annulée`,
  );
  expect(mail.body).toContain(`${money(1000)} vous avaient déjà été remboursés sur cette carte`);
});

it('cancels an order whose whole card payment the office gave back in the dashboard: nothing refunded twice, the buyer told it was', async () => {
  const placed = await paidCardOrder(world);
  const paidCents = (await paymentOf(world, placed.order.number)).amount_ttc;
  const intent = await dashboardRefund(placed.order.number);

  const res = await officeMove(world, placed.order.id, 'annulee', 'Annulée');
  expect(res.statusCode).toBe(200);
  expect(orderStatus(world, placed.order.number)).toBe('annulee');
  expect(refundedOnCard(intent)).toBe(paidCents);
  const note = (await noteOf(placed.order.number))!;
  expect(note.amount.ttc).toBe(paidCents);
  // the dashboard's refund is the one that gave the money back
  expect(note.refund_reference).toMatch(/^re_/);
  expect(note.refund_failed).toBe(false);
  const mail = buyerMails(world, placed.order.number).find((m) => m.subject === `Remboursement : commande ${placed.order.number}`)!;
  expect(mail.body).toContain(
    `Votre commande ${placed.order.number} est annulée. Les ${money(paidCents)} TTC que vous aviez payés par carte bancaire vous ont déjà été remboursés sur cette carte.`,
  );
  expect(mail.body).not.toContain('Nous avons remboursé');
});

/** What the provider says is refunded of the payment, by its last notification of the charge. */
function refundedOnCard(intent: string) {
  const charges = world.double.events.filter((e) => e.type === 'charge.refunded' && (e.data.object as { payment_intent?: string }).payment_intent === intent);
  return (charges.at(-1)?.data.object as { amount_refunded?: number } | undefined)?.amount_refunded ?? 0;
}
