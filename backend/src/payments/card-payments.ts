import type { PaymentState } from '@trefima/domain/payments/payment-states';
import { amountOf } from '@trefima/domain/money/money';
import { isCompanyRole, type CompanyRole } from '@trefima/domain/companies/roles';
import type { Db } from '../db';
import type { RefundMethod } from '@trefima/domain/documents/contract';
import type { OrderRow } from '../documents/documents';
import { nowIso } from '../shared/text';
import { SHARED } from '../companies/scope';
import { leftToPayTtcCents } from '@trefima/domain/companies/credit';
import { byIdOrNumber } from '../shared/id-or-number';

import { ownRefundFailure } from './refund-failures';

/** One attempt to be paid by card online (migration 023), as stored. */
export interface CardPaymentRow {
  id: number;
  order_id: number | null;
  invoice_id: number | null;
  customer_id: number;
  provider: string;
  provider_id: string | null;
  redirect_url: string | null;
  reference: string;
  amount_cents: number;
  currency: string;
  state: PaymentState;
  failure_code: string | null;
  reserved_until: string;
  refund_id: string | null;
  /** the key its page was last asked under, and the e-mail sent with it (migration 048) */
  start_key: string | null;
  start_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewCardPayment {
  orderId: number | null;
  invoiceId: number | null;
  customerId: number;
  provider: string;
  reference: string;
  amountCents: number;
  reservedUntil: number;
}

/** The card payments' SQL: every write of a state is conditional on the state it was read in, so that two writers make one change. */
export class CardPayments {
  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  insert(p: NewCardPayment): CardPaymentRow {
    const at = nowIso(this.now());
    const written = this.db
      .prepare(
        `INSERT INTO card_payment (order_id, invoice_id, customer_id, provider, reference, amount_cents, state, reserved_until, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, 'en_attente_paiement', ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(p.orderId, p.invoiceId, p.customerId, p.provider, p.reference, p.amountCents, nowIso(p.reservedUntil), at, at);
    // an invoice has one attempt open at a time (migration 027): the one another call opened a moment before is this one
    if (!written.changes) return this.latest('invoice_id', p.invoiceId!)!;
    return this.byId(Number(written.lastInsertRowid))!;
  }

  byId(id: number): CardPaymentRow | undefined {
    return this.db.prepare('SELECT * FROM card_payment WHERE id = ?').get(id) as CardPaymentRow | undefined;
  }

  byProviderId(provider: string, providerId: string): CardPaymentRow | undefined {
    return this.db.prepare('SELECT * FROM card_payment WHERE provider = ? AND provider_id = ?').get(provider, providerId) as CardPaymentRow | undefined;
  }

  /** The latest attempt for an order or an invoice (`column` is one of the two). */
  latest(column: 'order_id' | 'invoice_id', id: number): CardPaymentRow | undefined {
    return this.db.prepare(`SELECT * FROM card_payment WHERE ${column} = ? ORDER BY id DESC LIMIT 1`).get(id) as CardPaymentRow | undefined;
  }

  /** The attempt a notice names (PaymentStart's `attempt`), with its document's number: another's is none. */
  attempt(provider: string, id: number, reference: string): CardPaymentRow | undefined {
    return this.db.prepare('SELECT * FROM card_payment WHERE provider = ? AND id = ? AND reference = ?').get(provider, id, reference) as
      CardPaymentRow | undefined;
  }

  /** The latest attempt carrying this reference (an order's or invoice's number), for a notification that names only it. */
  latestByReference(provider: string, reference: string): CardPaymentRow | undefined {
    return this.db.prepare('SELECT * FROM card_payment WHERE provider = ? AND reference = ? ORDER BY id DESC LIMIT 1').get(provider, reference) as
      CardPaymentRow | undefined;
  }

  /**
   * The payment a refund of the provider's refunded: the one that recorded it, else (its notification come before the
   * refund was recorded) the latest with its reference not refunded otherwise; none for a refund the shop did not make.
   */
  byRefund(provider: string, refundId: string, reference: string | null): CardPaymentRow | undefined {
    const recorded = this.db.prepare('SELECT * FROM card_payment WHERE provider = ? AND refund_id = ?').get(provider, refundId) as CardPaymentRow | undefined;
    if (recorded || !reference) return recorded;
    const card = this.latestByReference(provider, reference);
    return card && card.refund_id === null && card.state === 'payee' ? card : undefined;
  }

  /** Attempts still waiting whose reservation has passed: the sweep's work. */
  /** The account's own orders still waiting for their card (a card refused may be tried again until the deadline): each holds its stock. */
  waitingOrders(customerId: number): number {
    return this.db.prepare(`SELECT COUNT(*) FROM "order" WHERE customer_id = ? AND status = 'en_attente_paiement'`).pluck().get(customerId) as number;
  }

  overdue(): CardPaymentRow[] {
    return this.db
      .prepare("SELECT * FROM card_payment WHERE state IN ('en_attente_paiement', 'echouee') AND reserved_until <= ? ORDER BY id")
      .all(nowIso(this.now())) as CardPaymentRow[];
  }

  /** The sales plan's target of the order the payment is for (an invoice's: its order's), whose clock its buyer reads. */
  planTarget(card: CardPaymentRow): string {
    return this.db
      .prepare(
        'SELECT p.target FROM sales_plan p JOIN "order" o ON o.sales_plan_id = p.id WHERE o.id = COALESCE(?, (SELECT order_id FROM invoice WHERE id = ?))',
      )
      .pluck()
      .get(card.order_id, card.invoice_id) as string;
  }

  /** The customer's own order, by id or number: another's is not found. */
  orderOf(customerId: number, idOrNumber: string): OrderRow | undefined {
    return this.db.prepare(`SELECT * FROM "order" WHERE (id = ? OR number = ?) AND customer_id IN ${SHARED}`).get(...byIdOrNumber(idOrNumber), customerId) as
      OrderRow | undefined;
  }

  /**
   * Whether the provider said this payment's own refund failed (payment-settlement.ts keeps it in refund_failure): the
   * shop's refund, the one the payment recorded. A failure kept for the card of another refund under its number (the
   * office's gesture in the provider's dashboard, byRefund) is that refund's.
   */
  refundFailed(cardId: number): boolean {
    return ownRefundFailure(this.db, cardId) !== undefined;
  }

  /** That failed refund's money given back another way, as the office recorded it with the credit note (documents/credit-note-refunds.ts). */
  refundedOtherwise(cardId: number): { method: RefundMethod; refunded_on: string } | null {
    const found = this.db
      .prepare(
        `SELECT r.method, r.refunded_on FROM refund_failure f JOIN credit_note n ON n.refund_reference = f.refund_id
         JOIN credit_note_refund r ON r.credit_note_id = n.id WHERE f.card_payment_id = ?`,
      )
      .get(cardId) as { method: RefundMethod; refunded_on: string } | undefined;
    return found ?? null;
  }

  /** A reader's role in his company, null for a private buyer: what he may do with a payment (domain/payments/who-pays.ts). */
  companyRoleOf(customerId: number): CompanyRole | null {
    const role = this.db.prepare('SELECT company_role FROM customer WHERE id = ? AND company_id IS NOT NULL').pluck().get(customerId);
    return typeof role === 'string' && isCompanyRole(role) ? role : null;
  }

  /** The quotation an order was accepted from, as the payment's page links it. */
  quotationOf(order: Pick<OrderRow, 'quotation_id'>): { id: number; number: string } | null {
    if (order.quotation_id === null) return null;
    return (this.db.prepare('SELECT id, number FROM quotation WHERE id = ?').get(order.quotation_id) as { id: number; number: string } | undefined) ?? null;
  }

  /** One of the company's invoices, with what is left to pay of it: the office's partial payments and its credit note deducted (issue 46). */
  invoiceOf(customerId: number, idOrNumber: string): { id: number; number: string; paid: number; amount_ttc: number } | undefined {
    const row = this.db
      .prepare(`SELECT i.id FROM invoice i WHERE (i.id = ? OR i.number = ?) AND i.customer_id IN ${SHARED}`)
      .get(...byIdOrNumber(idOrNumber), customerId) as { id: number } | undefined;
    return row && this.invoiceLeft(row.id);
  }

  /**
   * An invoice, with what is left to pay of it now: its TTC less its payments recorded (the office's, the cards') and
   * its credit notes, never below 0. Covered though not yet marked paid reads paid: nothing is left to pay by card.
   */
  invoiceLeft(invoiceId: number): { id: number; number: string; paid: number; amount_ttc: number } | undefined {
    const row = this.db
      .prepare(
        `SELECT i.id, i.number, i.paid, o.amount_ht, o.shipping_ht, o.vat_rate,
           (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payment p WHERE p.invoice_id = i.id)
             + (SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id) AS settled
         FROM invoice i JOIN "order" o ON o.id = i.order_id
        WHERE i.id = ?`,
      )
      .get(invoiceId) as { id: number; number: string; paid: number; amount_ht: number; shipping_ht: number; vat_rate: number; settled: number } | undefined;
    if (!row) return undefined;
    const left = leftToPayTtcCents(amountOf(row.amount_ht + row.shipping_ht, row.vat_rate).ttc, [row.settled]);
    return { id: row.id, number: row.number, paid: left === 0 ? 1 : row.paid, amount_ttc: left };
  }

  /**
   * The buyer's e-mail to ask a page with under `key`: the account's when the key is first sent, the same whenever it is
   * sent again (the provider refuses a key sent again with other parameters).
   */
  startEmail(card: CardPaymentRow, key: string): string {
    if (card.start_key === key && card.start_email !== null) return card.start_email;
    const email = this.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(card.customer_id) as string;
    this.db.prepare('UPDATE card_payment SET start_key = ?, start_email = ? WHERE id = ?').run(key, email, card.id);
    return email;
  }

  started(id: number, providerId: string, redirectUrl: string) {
    this.db
      .prepare('UPDATE card_payment SET provider_id = ?, redirect_url = ?, updated_at = ? WHERE id = ?')
      .run(providerId, redirectUrl, nowIso(this.now()), id);
  }

  /** `from` → `to`; false when another writer moved it first. */
  move(id: number, from: PaymentState, to: PaymentState, extra: { failureCode?: string | null; refundId?: string } = {}): boolean {
    return (
      this.db
        .prepare(
          'UPDATE card_payment SET state = ?, failure_code = COALESCE(?, failure_code), refund_id = COALESCE(?, refund_id), updated_at = ? WHERE id = ? AND state = ?',
        )
        .run(to, extra.failureCode ?? null, extra.refundId ?? null, nowIso(this.now()), id, from).changes === 1
    );
  }

  /** Records a notification; false when it was recorded before (a second delivery). */
  firstNotification(provider: string, eventId: string, kind: string): boolean {
    return (
      this.db
        .prepare("INSERT OR IGNORE INTO payment_notification (provider, event_id, kind, outcome, received_at) VALUES (?, ?, ?, 'ignored', ?)")
        .run(provider, eventId, kind, nowIso(this.now())).changes === 1
    );
  }

  notificationOutcome(provider: string, eventId: string, outcome: string, cardPaymentId: number | null) {
    this.db
      .prepare('UPDATE payment_notification SET outcome = ?, card_payment_id = ? WHERE provider = ? AND event_id = ?')
      .run(outcome, cardPaymentId, provider, eventId);
  }
}
