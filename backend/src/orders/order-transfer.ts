import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import type { Db } from '../db';
import type { Documents, OrderRow } from '../documents/documents';
import { nowIso } from '../shared/text';

/** A bank transfer's payment code (backend/src/seed/site-data.ts). */
export const BANK_TRANSFER = 'virement';

const money = (cents: number) => formatPrice(cents, { alwaysCents: true });
const ttcOf = (row: Pick<OrderRow, 'amount_ht' | 'shipping_ht' | 'vat_rate'>) => amountOf(row.amount_ht + row.shipping_ht, row.vat_rate).ttc;

/**
 * The day a transfer order's money came in, on its territory's calendar, or null while it has not as far as the shop
 * knows. The buyer is told « Votre commande est préparée dès réception du virement » (order-mail.ts): the office moves
 * the order `en_preparation` once the transfer is on the account, and that move, dated, is its receipt.
 */
export function transferReceivedOn(db: Db, documents: Pick<Documents, 'today'>, row: Pick<OrderRow, 'id' | 'sales_plan_id'>): string | null {
  const at = db.prepare("SELECT created_at FROM order_event WHERE order_id = ? AND status = 'en_preparation' ORDER BY id LIMIT 1").pluck().get(row.id) as
    string | undefined;
  return at === undefined ? null : documents.today(row.sales_plan_id, Date.parse(at));
}

/**
 * Inside the invoice's transaction: the transfer received for the order, recorded as its invoice's payment, whole (the
 * order's TTC), on the day it came in, under the order's number (the reference the buyer was asked to give it). A
 * payment is of an invoice (invoice_payment.invoice_id), so the receipt is written when the invoice is issued, once
 * as the invoice is; the statement, the credit and the PDF's « acquittée » read it there.
 */
export function recordTransfer(db: Db, invoiceId: number, row: OrderRow, receivedOn: string, at: number): void {
  const ttc = ttcOf(row);
  if (ttc <= 0) return;
  db.prepare("INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, created_at) VALUES (?, ?, ?, 'virement', ?, ?)").run(
    invoiceId,
    ttc,
    receivedOn,
    row.number,
    nowIso(at),
  );
}

/**
 * A transfer order cancelled after its money came in (moved `en_preparation`): the shop keeps no money for nothing,
 * and gives it back by a transfer of its own, which the office makes: its alert (the amount, the order, the customer to
 * refund and how to reach him), and the sentence that tells the buyer in his cancellation mail.
 */
export function transferToRefund(db: Db, row: OrderRow): { subject: string; office: string; buyer: string } {
  const c = db.prepare('SELECT first_name, last_name, email, company FROM customer WHERE id = ?').get(row.customer_id) as {
    first_name: string;
    last_name: string;
    email: string;
    company: string | null;
  };
  const amount = money(ttcOf(row));
  return {
    subject: `Virement à rembourser : commande ${row.number}`,
    office: [
      `Virement reçu de ${amount} TTC pour la commande ${row.number} annulée : à rembourser au client.`,
      `Client : ${c.company ?? ''} ${c.first_name} ${c.last_name} <${c.email}>`.replace(/^ /, ''),
    ].join('\n'),
    buyer: `Votre virement de ${amount} TTC vous sera remboursé.`,
  };
}
