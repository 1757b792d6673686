import { localDay, timeZoneOf } from '@trefima/domain/calendar/time-zones';
import type { Db } from '../db';
import { nowIso } from '../shared/text';
import type { CardPaymentRow } from './card-payments';

/**
 * Inside the caller's transaction: `amountCents` of what `card` paid, recorded as the invoice's payment
 * (invoice_payment, issue 46: the statement, the credit and the invoice's « acquittée » read it there), by card,
 * under the provider's payment, on the day of the invoice's territory the card was paid (`paidAt`, an instant). Once
 * per card payment (card_payment_id is unique): told again, the settlement records nothing more, nor the invoice
 * issued after it (orders/order-lifecycle.ts). Whether it was recorded by this call.
 */
export function recordCardPayment(
  db: Db,
  invoiceId: number,
  card: Pick<CardPaymentRow, 'id' | 'provider_id'>,
  amountCents: number,
  paidAt: string,
  at: number,
): boolean {
  const target = db
    .prepare('SELECT sp.target FROM invoice i JOIN "order" o ON o.id = i.order_id JOIN sales_plan sp ON sp.id = o.sales_plan_id WHERE i.id = ?')
    .pluck()
    .get(invoiceId) as string | undefined;
  return (
    db
      .prepare(
        `INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, card_payment_id, created_at)
         VALUES (?, ?, ?, 'carte', ?, ?, ?) ON CONFLICT (card_payment_id) DO NOTHING`,
      )
      .run(invoiceId, amountCents, localDay(paidAt, timeZoneOf(target)), card.provider_id, card.id, nowIso(at)).changes === 1
  );
}
