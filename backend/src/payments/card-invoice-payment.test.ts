import { amountOf } from '@trefima/domain/money/money';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { data } from '../testing';
import { deliverAgain, officeMove, paidCardOrder, payingWorld, paymentOf, placeCardOrder, submitCard, until, type PayingWorld } from './testing-payments';

/**
 * An order paid by card online: what the card paid is recorded as its invoice's payment (invoice_payment, which the
 * company's statement, its credit and the invoice's « acquittée » read), whole, by card, under the provider's payment,
 * on the day of Martinique it was paid, once however often the provider tells it. The clock starts at the next 03:30
 * UTC: 23:30 the day before in Martinique, where the buyer is.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let world: PayingWorld;
beforeAll(async () => {
  const next = new Date();
  next.setUTCHours(3, 30, 0, 0);
  if (next.getTime() < Date.now()) next.setUTCDate(next.getUTCDate() + 1);
  world = await payingWorld({ now: next.getTime() });
});
afterAll(() => world.close());

const martiniqueDay = (ms: number) => new Date(ms - 4 * HOUR).toISOString().slice(0, 10);
const paymentsOf = (orderId: number) =>
  world.api.db
    .prepare(
      'SELECT p.amount_cents, p.paid_on, p.method, p.reference, p.card_payment_id FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id WHERE i.order_id = ? ORDER BY p.id',
    )
    .all(orderId);
const invoiceOf = (orderId: number) =>
  world.api.db.prepare('SELECT paid, paid_at FROM invoice WHERE order_id = ?').get(orderId) as { paid: number; paid_at: string | null } | undefined;
const cardOf = (orderId: number) =>
  world.api.db.prepare('SELECT id, provider_id, updated_at FROM card_payment WHERE order_id = ? ORDER BY id DESC').get(orderId) as {
    id: number;
    provider_id: string;
    updated_at: string;
  };
const ttcOf = (o: { amount: { ht: number; vat_rate: number } }) => amountOf(o.amount.ht, o.amount.vat_rate).ttc;
/** What the card paid for the order, as its invoice records it. */
const cardPayment = (orderId: number, ttc: number, paidOn: string) => {
  const card = cardOf(orderId);
  return { amount_cents: ttc, paid_on: paidOn, method: 'carte', reference: card.provider_id, card_payment_id: card.id };
};

describe('an order paid by card online', () => {
  it('records the card’s payment as its invoice’s, whole, by card, on the day of Martinique it was paid', async () => {
    const { order: placed } = await paidCardOrder(world);
    const today = martiniqueDay(world.api.clock.now);
    // 23:30 in Martinique is already the next day in UTC: the payment is of Martinique's day
    expect(today).not.toBe(new Date(world.api.clock.now).toISOString().slice(0, 10));
    expect(paymentsOf(placed.id)).toEqual([cardPayment(placed.id, ttcOf(placed), today)]);
    expect(invoiceOf(placed.id)?.paid).toBe(1);
  });

  it('records it once when the provider tells it twice, twice at once, or under another event', async () => {
    const { order: placed } = await paidCardOrder(world);
    const paid = world.double.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
    await Promise.all([world.double.resend(paid.id), world.double.resend(paid.id)]);
    await deliverAgain(world, paid, `${paid.id}_async`, 'checkout.session.async_payment_succeeded');
    expect(paymentsOf(placed.id)).toEqual([cardPayment(placed.id, ttcOf(placed), martiniqueDay(world.api.clock.now))]);
  });

  it('pays with it an invoice issued before the card was paid (an order the office confirmed before that was refused)', async () => {
    const { order: placed } = await placeCardOrder(world);
    world.api.db.prepare('UPDATE "order" SET status = \'confirmee\' WHERE id = ?').run(placed.id);
    for (const s of ['en_preparation', 'prete_retrait']) expect((await officeMove(world, placed.id, s)).statusCode).toBe(200);
    expect(invoiceOf(placed.id)).toMatchObject({ paid: 0, paid_at: null });
    const { redirect_url } = data(await world.api.request('POST', `/order/${placed.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect((await submitCard(redirect_url!, '4242424242424242')).status).toBe(303);
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    expect(paymentsOf(placed.id)).toEqual([cardPayment(placed.id, ttcOf(placed), martiniqueDay(world.api.clock.now))]);
    expect(invoiceOf(placed.id)?.paid).toBe(1);
  });

  it('records it when the invoice is issued later, on the day the card was paid, the invoice paid then', async () => {
    const { order: placed } = await paidCardOrder(world);
    const paidOn = martiniqueDay(world.api.clock.now);
    // paid before its invoice was issued (as orders paid before the settlement issued them were): no invoice yet
    const { db } = world.api;
    db.prepare('DELETE FROM invoice_payment WHERE invoice_id IN (SELECT id FROM invoice WHERE order_id = ?)').run(placed.id);
    db.prepare('DELETE FROM invoice WHERE order_id = ?').run(placed.id);
    world.api.clock.advance(2 * DAY);
    for (const s of ['en_preparation', 'prete_retrait']) expect((await officeMove(world, placed.id, s)).statusCode).toBe(200);
    expect(paymentsOf(placed.id)).toEqual([cardPayment(placed.id, ttcOf(placed), paidOn)]);
    expect(invoiceOf(placed.id)).toEqual({ paid: 1, paid_at: cardOf(placed.id).updated_at });
  });
});
