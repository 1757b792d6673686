import { z } from 'zod/mini';
import { order } from '@trefima/domain/contract';
import { creditNote } from '@trefima/domain/documents/contract';
import { data } from '../testing';
import { signatureHeader } from './stripe-double';
import { buyerMails, officeMove, paidCardOrder, paymentOf, payingWorld, WEBHOOK_SECRET, type PayingWorld } from './testing-payments';

/**
 * A refund the shop did not make (the office's gesture in the provider's dashboard, under the order's number, as
 * docs/payments.md has it for invoices) that failed is that refund's failure, not the card's: the shop's own refund of
 * the same card, made afterwards and gone through, reads refunded everywhere (found by an audit of payments).
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

/** A Stripe event signed as Stripe signs it, posted to the shop's endpoint. */
async function post(event: unknown) {
  const body = JSON.stringify(event);
  const port = (world.api.app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/payment/notification/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, Math.floor(world.api.clock.now / 1000)) },
    body,
  });
  return res.status;
}

it('does not read a refund the shop made and that went through as failed because another refund of that card failed before', async () => {
  const placed = await paidCardOrder(world);
  // the office made a small goodwill refund of this order's card in the provider's dashboard, under the order's number, which failed
  const status = await post({
    id: 'evt_dashboard_refund_failed',
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(world.api.clock.now / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'refund.updated',
    data: {
      object: {
        id: 're_dashboard_gesture',
        object: 'refund',
        amount: 500,
        currency: 'eur',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        metadata: { reference: placed.order.number },
      },
    },
  });
  expect(status).toBe(200);
  // then the office cancels the order: the shop refunds the whole card (a 4242 card: that refund goes through)
  expect((await officeMove(world, placed.order.id, 'annulee', 'Annulée')).statusCode).toBe(200);
  const note = data(await world.api.request('GET', '/credit-note', { token: world.buyer.token }), z.array(creditNote)).find(
    (n) => n.order.number === placed.order.number,
  )!;
  // the credit note says the money went back to the card, and it did
  expect(note.refund_failed).toBe(false);
  expect(note.refund_reference).toMatch(/^re_/);
  // the order's payment and the buyer's mails must say the same
  const payment = await paymentOf(world, placed.order.number);
  const detail = data(await world.api.request('GET', `/order/${placed.order.number}`, { token: world.buyer.token }), order);
  const mails = buyerMails(world, placed.order.number).map((m) => m.subject);
  expect({
    refund_failed: payment.refund_failed,
    label: detail.card_payment?.label,
    refundMail: mails.includes(`Remboursement : commande ${placed.order.number}`),
  }).toEqual({
    refund_failed: false,
    label: 'Remboursée',
    refundMail: true,
  });
});
