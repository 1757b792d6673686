import { amountOf } from '@trefima/domain/money/money';
import { localDay, timeZoneOf } from '@trefima/domain/calendar/time-zones';
import type { Db } from '../db';

/**
 * Every invoice of the seed (the demo's history, its company's overdue one) settled whole on the day it was issued,
 * by a transfer recorded as its payment, whatever it had: the statement's tests count from a balance of 0. The
 * statement reads only the payments recorded (statement-entries.ts), so a mark « paid » alone would not do.
 */
export function settleSeededInvoices(db: Db) {
  const invoices = db
    .prepare(
      `SELECT i.id, i.issued_at, o.amount_ht, o.shipping_ht, o.vat_rate, sp.target
       FROM invoice i JOIN "order" o ON o.id = i.order_id JOIN sales_plan sp ON sp.id = o.sales_plan_id`,
    )
    .all() as { id: number; issued_at: string; amount_ht: number; shipping_ht: number; vat_rate: number; target: string }[];
  const record = db.prepare("INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, created_at) VALUES (?, ?, ?, 'virement', ?)");
  db.transaction(() => {
    db.exec('DELETE FROM invoice_payment; UPDATE invoice SET paid = 1, paid_at = issued_at');
    for (const i of invoices) record.run(i.id, amountOf(i.amount_ht + i.shipping_ht, i.vat_rate).ttc, localDay(i.issued_at, timeZoneOf(i.target)), i.issued_at);
  })();
}
