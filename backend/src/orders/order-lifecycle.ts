import type { Order } from '@trefima/domain/contract';
import { recordedDayProblem } from '../documents/recorded-day';
import { paymentDueDay } from '@trefima/domain/orders/payment-terms';
import { issuesInvoice, ORDER_STATUS_LABELS, orderTransition, type OrderStatus } from '@trefima/domain/orders/lifecycle';
import type { Db } from '../db';
import type { Documents, OrderRow } from '../documents/documents';
import type { Orders } from './orders';
import type { CardCancellation, CardRefund } from '../payments/card-cancellation';
import { longDate } from '../documents/pdfs/format';
import { DomainError, invalid, missing } from '../shared/errors';
import type { DocumentMails } from '../documents/document-mails';
import { nowIso } from '../shared/text';
import { CARD_ONLINE } from '@trefima/domain/payments/contract';
import { CARD_ON_HANDOVER, ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import { dueDate, leftToPayTtcCents, type PaymentTerms } from '@trefima/domain/companies/credit';
import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import type { SellerIdentity } from '../site/seller';
import { buyerNow, issuedParties } from '../documents/issued-parties';
import type { Mailer } from '../mail/mailer';
import { BANK_TRANSFER, recordTransfer, transferReceivedOn, transferToRefund } from './order-transfer';
import { recordCardPayment } from '../payments/card-invoice-payment';

/** What the back office tells of a payment (POST /admin/invoice/{id}/payment), each part optional. */
export interface InvoicePayment {
  paid_on?: string;
  amount_cents?: number;
  method?: 'virement' | 'cheque' | 'especes' | 'effet';
  reference?: string | null;
}
interface InvoiceFigures {
  paid: number;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
}

export interface OrderLifecycleDeps {
  db: Db;
  now: () => number;
  documents: Documents;
  mails: DocumentMails;
  orders: Pick<Orders, 'invoice'>;
  /** a paid order's refund to the card and its credit note, when it is cancelled (payments/payments.ts) */
  refunds: Pick<CardCancellation, 'refundBeforeCancel' | 'refunded'>;
  /** an invoice's card page opened before the office recorded a payment, closed (payments/payments.ts) */
  invoiceCards: { officePaid(invoiceId: number): Promise<void> };
  /** the seller an invoice issued now names, kept with it (documents/issued-parties.ts) */
  seller: SellerIdentity;
  /** the back office, told of a transfer received for an order it cancels, to refund it (order-transfer.ts) */
  mailer: Pick<Mailer, 'send'>;
  backofficeEmail: string;
  /** an unpaid order of an accepted quotation, cancelled, gives the quotation back (quotations/quotation-reopening.ts) */
  reopenQuotation(orderId: number): unknown;
}

/**
 * The back office moves an order along (domain/orders/lifecycle.ts decides
 * which moves pass). The invoice is issued when the goods leave the yard or
 * are set aside at the depot, as the delivery note is; a bank transfer was
 * received before and pays it (the order waits for it: the office moves it
 * into preparation once the money came, order-transfer.ts). A card on the
 * terminal is paid on handing over, so its order is invoiced then, paid
 * (issuesInvoice says why). A cancelled order gives back the stock it took,
 * and a transfer received is given back.
 */
export class OrderLifecycle {
  constructor(private d: OrderLifecycleDeps) {}

  async move(orderId: number, target: string, message: string | null | undefined): Promise<Order> {
    const { db, documents } = this.d;
    const row = db.prepare('SELECT * FROM "order" WHERE id = ?').get(orderId) as OrderRow | undefined;
    if (!row) throw missing('Cette commande');
    const result = orderTransition(row.status, target, { pickup: documents.isPickup(row.carrier_id) });
    if ('error' in result) {
      const { code, message: why } = result.error;
      throw new DomainError(code, why, code === 'ORDER_STATUS' ? { errors: { status: why } } : {});
    }
    const note = message?.trim() || null;
    const payment = db.prepare('SELECT code FROM payment WHERE id = ?').pluck().get(row.payment_id) as string;
    // paid by card online: the money goes back first, so that an order is never cancelled with its money kept
    const refund = result.status === 'annulee' ? await this.d.refunds.refundBeforeCancel(row.id) : null;
    // the move and its documents dated once the provider has answered, when they are written and numbered: a credit
    // note dated before its refund could be dated before one numbered ahead of it (documents/series.ts)
    const at = this.d.now();
    let invoiced = false;
    // a transfer received (the order went into preparation) and the order cancelled: the money is to be given back
    let transferBack = false;
    const written = db.transaction(() => {
      const changed = db.prepare('UPDATE "order" SET status = ? WHERE id = ? AND status = ?').run(result.status, row.id, row.status).changes;
      if (!changed && refund?.refundId) return this.cancelAfterRefund(row, refund, note, at);
      if (!changed) throw new DomainError('ORDER_STATE', 'Cette commande vient de changer : rechargez-la pour voir où elle en est.');
      db.prepare('INSERT INTO order_event (order_id, status, message, created_at) VALUES (?, ?, ?, ?)').run(row.id, result.status, note, nowIso(at));
      if (issuesInvoice(result.status as OrderStatus, payment)) invoiced = this.issueInvoice(row, payment, at);
      if (result.status === 'annulee') this.giveBackStock(row.id);
      // cancelled while it waited for its card, as a give-up or the reservation's end does (payment-settlement.ts)
      if (result.status === 'annulee' && row.status === 'en_attente_paiement') this.d.reopenQuotation(row.id);
      if (result.status === 'annulee' && payment === BANK_TRANSFER) transferBack = transferReceivedOn(db, documents, row) !== null;
      if (refund) this.d.refunds.refunded(refund, row.number, at);
      if (result.status === 'livree' && payment === CARD_ON_HANDOVER) this.paidOnTerminal(row, at);
      return db.prepare('SELECT * FROM "order" WHERE id = ?').get(row.id) as OrderRow;
    })();
    // written with the refund though not cancelled (it left meanwhile): the office is told why, once the refund is kept
    if ('kept' in written) throw new DomainError('ORDER_STATE', written.kept);
    const order = documents.order(written);
    const giveBack = transferBack ? transferToRefund(db, row) : null;
    if (giveBack) this.d.mailer.send(this.d.backofficeEmail, giveBack.subject, giveBack.office);
    // the office's words as it wrote them in the history; the buyer's mail also says his transfer comes back
    await this.d.mails.orderMoved(order, row.customer_id, [note, giveBack?.buyer].filter(Boolean).join('\n\n') || null, invoiced);
    return order;
  }

  /**
   * Inside the cancellation's transaction: the order moved by another office move while its card was being refunded.
   * The provider's refund is done and cannot be taken back, so it is never dropped with a 409: the order is cancelled
   * from the status it has now while it still can be (the office asked for it, the money is back), else its refund
   * and credit note are recorded all the same, the office alerted, and the order left where it is (`kept`: why).
   * Not a claim taken before the provider's call: no status means « being cancelled », and a lock in this process
   * would not hold against another instance over the same database; recording the refund whatever happened does.
   */
  private cancelAfterRefund(row: OrderRow, refund: CardRefund, note: string | null, at: number): OrderRow | { kept: string } {
    const { db, documents } = this.d;
    const now = db.prepare('SELECT * FROM "order" WHERE id = ?').get(row.id) as OrderRow;
    const again = orderTransition(now.status, 'annulee', { pickup: documents.isPickup(now.carrier_id) });
    if ('error' in again) {
      const label = ORDER_STATUS_LABELS[now.status];
      const recorded = this.d.refunds.refunded(refund, now.number, at, label);
      // cancelled by a colleague meanwhile: his cancellation recorded this same refund (one key per payment)
      if (!recorded) throw new DomainError('ORDER_STATE', 'Cette commande vient de changer : rechargez-la pour voir où elle en est.');
      const cancels = recorded.creditNote ? ` et l’avoir ${recorded.creditNote} annule sa facture` : '';
      return {
        kept: `La commande vient de passer « ${label} » : elle n’est pas annulée, mais sa carte a été remboursée${cancels} ; voyez avec le client la suite à donner.`,
      };
    }
    // the same status read and written in this transaction: nothing moves it in between
    db.prepare('UPDATE "order" SET status = ? WHERE id = ? AND status = ?').run('annulee', now.id, now.status);
    db.prepare('INSERT INTO order_event (order_id, status, message, created_at) VALUES (?, ?, ?, ?)').run(now.id, 'annulee', note, nowIso(at));
    this.giveBackStock(now.id);
    this.d.refunds.refunded(refund, now.number, at);
    return db.prepare('SELECT * FROM "order" WHERE id = ?').get(now.id) as OrderRow;
  }

  /**
   * The back office records a payment of an invoice (a cheque cashed, an
   * account customer's transfer come in) on the day it was received, today
   * when not given: a day of the invoice's territory, neither before the
   * invoice nor to come. Partial payments add up (invoice_payment, issue 46);
   * without an amount, what is left is paid. The invoice reads « acquittée »,
   * and the buyer is mailed it, once payments and credit notes cover it.
   */
  async recordPayment(invoiceId: number, body: InvoicePayment = {}): Promise<void> {
    const { db, documents } = this.d;
    const paidOn = body.paid_on;
    const inv = db
      .prepare(
        `SELECT i.number, i.issued_at, i.paid, i.paid_at, i.customer_id, o.sales_plan_id, o.amount_ht, o.shipping_ht, o.vat_rate
         FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.id = ?`,
      )
      .get(invoiceId) as
      (InvoiceFigures & { number: string; issued_at: string; paid_at: string | null; customer_id: number; sales_plan_id: number }) | undefined;
    if (!inv) throw missing('Cette facture');
    const zone = documents.timeZone(inv.sales_plan_id);
    const alreadyPaid = (paidAt: string | null) =>
      new DomainError('INVOICE_PAID', `La facture ${inv.number} est déjà acquittée (le ${longDate(paidAt ?? inv.issued_at, zone)}) : rien n’a été changé.`);
    if (inv.paid) throw alreadyPaid(inv.paid_at);
    const [issuedOn, today] = [documents.today(inv.sales_plan_id, Date.parse(inv.issued_at)), documents.today(inv.sales_plan_id)];
    if (paidOn !== undefined) {
      const wrong = recordedDayProblem(
        paidOn,
        { issuedOn, today, zone },
        {
          what: 'La date de règlement',
          before: (issued) => `La facture a été émise le ${issued} : elle ne peut pas avoir été réglée avant.`,
        },
      );
      if (wrong) throw invalid({ paid_on: wrong });
    }
    const at = nowIso(this.d.now());
    // read and written in one transaction: two payments recorded at once never pay more than the invoice
    const settledOn = db.transaction(() => {
      const left = this.leftToPay(invoiceId, inv);
      if (left === 0) throw alreadyPaid(db.prepare('SELECT paid_at FROM invoice WHERE id = ?').pluck().get(invoiceId) as string | null);
      const amount = body.amount_cents ?? left;
      if (amount > left)
        throw invalid({
          amount_cents: `Ce règlement de ${formatPrice(amount)} dépasse ce qui reste à payer de la facture ${inv.number} : ${formatPrice(left)}.`,
        });
      db.prepare('INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        invoiceId,
        amount,
        paidOn ?? today,
        body.method ?? 'virement',
        body.reference?.trim() || null,
        at,
      );
      if (amount < left) return null;
      // paid on the day its last euro came in: a cheque received earlier may be keyed in after a later transfer
      const lastDay = db.prepare('SELECT MAX(paid_on) FROM invoice_payment WHERE invoice_id = ?').pluck().get(invoiceId) as string;
      const paidAt = paidOn === undefined && lastDay === today ? at : lastDay;
      const changed = db.prepare('UPDATE invoice SET paid = 1, paid_at = ? WHERE id = ? AND paid = 0').run(paidAt, invoiceId).changes;
      if (!changed) throw alreadyPaid(db.prepare('SELECT paid_at FROM invoice WHERE id = ?').pluck().get(invoiceId) as string | null);
      return { lastDay, amount };
    })();
    await this.d.invoiceCards.officePaid(invoiceId);
    if (settledOn) await this.d.mails.invoicePaid(this.d.orders.invoice(invoiceId), inv.customer_id, settledOn.lastDay, settledOn.amount);
  }

  /**
   * An order paid by card on the terminal at its pickup or delivery: what was left of its invoice recorded as that
   * card's payment, on the territory's day, so that the statement and the credit read it paid as the invoice does; then
   * the invoice marked paid. Issued in the same move, it is paid whole; one issued when the goods were set aside or left
   * (before such orders were invoiced at the handover) may have had a deposit recorded.
   */
  private paidOnTerminal(row: OrderRow, at: number) {
    const { db, documents } = this.d;
    const inv = db
      .prepare('SELECT i.id, i.paid, o.amount_ht, o.shipping_ht, o.vat_rate FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.order_id = ?')
      .get(row.id) as (InvoiceFigures & { id: number; paid: number }) | undefined;
    if (!inv || inv.paid) return;
    const left = this.leftToPay(inv.id, inv);
    if (left > 0) {
      db.prepare("INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, created_at) VALUES (?, ?, ?, 'carte', NULL, ?)").run(
        inv.id,
        left,
        documents.today(row.sales_plan_id, at),
        nowIso(at),
      );
    }
    db.prepare('UPDATE invoice SET paid = 1, paid_at = ? WHERE id = ? AND paid = 0').run(nowIso(at), inv.id);
  }

  /** What is left to pay of an invoice: its TTC, less its payments recorded and its credit notes. */
  private leftToPay(invoiceId: number, figures: InvoiceFigures): number {
    const { db } = this.d;
    const paid = db.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM invoice_payment WHERE invoice_id = ?').pluck().get(invoiceId) as number;
    const credited = db.prepare('SELECT COALESCE(SUM(amount_ttc), 0) FROM credit_note WHERE invoice_id = ?').pluck().get(invoiceId) as number;
    return leftToPayTtcCents(amountOf(figures.amount_ht + figures.shipping_ht, figures.vat_rate).ttc, [paid, credited]);
  }

  /** A cancelled order's goods never left the yard: the stock it took is on the shelves again, once. Inside the caller's transaction. */
  giveBackStock(orderId: number) {
    const { db } = this.d;
    db.prepare(
      'UPDATE product SET stock = stock + (SELECT quantity FROM order_stock s WHERE s.order_id = ? AND s.product_id = product.id) WHERE id IN (SELECT product_id FROM order_stock WHERE order_id = ?)',
    ).run(orderId, orderId);
    db.prepare('DELETE FROM order_stock WHERE order_id = ?').run(orderId);
  }

  /**
   * Once per order (a unique index keeps it so); dated, due and numbered by the territory's own day (an evening's
   * invoice of 31 December is of that year), in the territory's own series (documents/series.ts). An order paid by
   * card online has it when the payment is confirmed (payments/payment-settlement.ts), paid: a refund later has an
   * invoice for its credit note to cancel. A transfer order's is paid by the transfer received when the order went into
   * preparation, recorded with it as its payment on that day (order-transfer.ts); a card online's by that card,
   * recorded with it on the day it was paid (an order paid before its invoice was issued: the settlement's own comes
   * here at once). Whether it was issued now.
   */
  issueInvoice(row: OrderRow, payment: string, at: number): boolean {
    const { db, documents } = this.d;
    if (db.prepare('SELECT 1 FROM invoice WHERE order_id = ?').get(row.id)) return false;
    // a transfer once received (the order moved into preparation); a card online only once its payment is settled
    // `payee` (payment-settlement.ts calls here after writing it): an order that reached here otherwise (confirmed by
    // the office before that was refused) owes its money
    const transferOn = payment === BANK_TRANSFER ? transferReceivedOn(db, documents, row) : null;
    // paid when it moved to `payee`: its updated_at, which nothing writes afterwards but its refund, which moves it on
    const card =
      payment === CARD_ONLINE
        ? (db
            .prepare("SELECT id, provider_id, amount_cents, updated_at FROM card_payment WHERE order_id = ? AND state = 'payee' ORDER BY id DESC")
            .get(row.id) as { id: number; provider_id: string | null; amount_cents: number; updated_at: string } | undefined)
        : undefined;
    const paid = transferOn !== null || card !== undefined;
    const issuedOn = documents.today(row.sales_plan_id, at);
    // on account, a company's invoice falls due by the terms the back office gave it (issue 46); any other as before
    const terms =
      payment === ON_ACCOUNT
        ? (db.prepare('SELECT co.payment_terms FROM customer c JOIN company co ON co.id = c.company_id WHERE c.id = ?').pluck().get(row.customer_id) as
            PaymentTerms | undefined)
        : undefined;
    const dueOn = terms ? dueDate(issuedOn, terms) : paymentDueDay(issuedOn, payment);
    // its number taken in the same transaction as its row (a savepoint inside the caller's): no gap in the series
    db.transaction(() => {
      const invoiceId = db
        .prepare(
          'INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid, paid_at, payment_terms, parties) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        // on account, the terms it was counted by, kept: the company's may change afterwards, the invoice's do not
        .run(
          documents.nextNumber('FAC', row.sales_plan_id, at),
          row.id,
          row.customer_id,
          nowIso(at),
          dueOn,
          paid ? 1 : 0,
          // paid on the day the transfer came, as an office's payment is (recordPayment), or when the card was
          transferOn ?? card?.updated_at ?? null,
          payment === ON_ACCOUNT ? (terms ?? '30_jours_fin_de_mois') : null,
          // its buyer and seller as they are today: the back office may change his status, the seller move, the invoice does not
          issuedParties(this.d.seller, buyerNow(db, row.customer_id)),
        ).lastInsertRowid;
      if (transferOn !== null) recordTransfer(db, Number(invoiceId), row, transferOn, at);
      const ttc = amountOf(row.amount_ht + row.shipping_ht, row.vat_rate).ttc;
      if (card && ttc > 0) recordCardPayment(db, Number(invoiceId), card, Math.min(card.amount_cents, ttc), card.updated_at, at);
    })();
    return true;
  }
}
