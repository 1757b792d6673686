import { timeZoneOf } from '@trefima/domain/calendar/time-zones';
import type { PaymentState } from '@trefima/domain/payments/payment-states';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import type { CardPaymentRow } from './card-payments';
import { ownRefundFailure } from './refund-failures';
import { mailRecipient, toRecipient } from '../companies/mail-recipient';
import {
  invoicePaidMail,
  invoicePaymentPage,
  invoiceRefusedMail,
  orderExpiredMail,
  orderGivenUpMail,
  orderPaidMail,
  orderPaymentPage,
  orderRefundFailedMail,
  orderRefundedMail,
  orderRefusedMail,
  type GivenBackQuotation,
  type PaymentMail,
} from './payment-mails';

export interface PaymentMailsDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The buyer hears of each change of his card payment once: the settlement
 * (payment-settlement.ts) and the refund (card-cancellation.ts) call here only for a
 * change they made, never for a repeat. The mail leaves once the change is
 * written: a change made inside a transaction is mailed after its commit,
 * and not at all if it is rolled back.
 */
export class PaymentMails {
  constructor(private d: PaymentMailsDeps) {}

  paid(card: CardPaymentRow) {
    this.whenWritten(card, 'payee', (firstName) => {
      const order = this.order(card);
      if (order) return orderPaidMail(firstName, { number: order.number, amountCents: card.amount_cents, link: `${this.d.siteUrl}/mes-commandes/${order.id}` });
      return invoicePaidMail(firstName, { number: card.reference, amountCents: card.amount_cents, link: `${this.d.siteUrl}/mes-factures` });
    });
  }

  failed(card: CardPaymentRow) {
    this.whenWritten(card, 'echouee', (firstName) => {
      const order = this.order(card);
      if (!order) return invoiceRefusedMail(firstName, { number: card.reference, page: invoicePaymentPage(this.d.siteUrl, card.reference) });
      const page = orderPaymentPage(this.d.siteUrl, order.number);
      return orderRefusedMail(firstName, { number: order.number, reservedUntil: card.reserved_until, timeZone: timeZoneOf(order.target), page });
    });
  }

  /** An order cancelled at its reservation's end (an invoice's attempt expiring leaves the invoice due: nothing to tell). */
  expired(card: CardPaymentRow) {
    this.whenWritten(card, 'expiree', (firstName) => {
      const order = this.order(card);
      return order
        ? orderExpiredMail(firstName, { number: order.number, link: `${this.d.siteUrl}/mes-commandes/${order.id}`, quotation: this.givenBack(order) })
        : null;
    });
  }

  /** An order its buyer gave up while it waited for his card (Payments.giveUp). */
  givenUp(card: CardPaymentRow) {
    this.whenWritten(card, 'annulee', (firstName) => {
      const order = this.order(card);
      return (
        order && orderGivenUpMail(firstName, { number: order.number, link: `${this.d.siteUrl}/mes-commandes/${order.id}`, quotation: this.givenBack(order) })
      );
    });
  }

  /**
   * Its failure said instead once it is known: the provider may tell it before the cancellation that made the refund
   * has written it, when the failure could not yet be told from another refund's under the order's number.
   */
  refunded(card: CardPaymentRow, refundedCents: number, creditNote: { number: string; invoice: string } | null) {
    this.whenWritten(card, 'remboursee', (firstName) => {
      const order = this.order(card);
      const failed = this.refundFailure(card);
      if (order && failed)
        return orderRefundFailedMail(firstName, { number: order.number, amountCents: failed.amount_cents, creditNote: creditNote?.number ?? null });
      return order && orderRefundedMail(firstName, { number: order.number, amountCents: card.amount_cents, refundedCents, creditNote });
    });
  }

  /**
   * An order's refund the bank refused afterwards (an invoice's refund is the office's, and was not mailed): the shop's
   * own, the one the payment recorded (told before it was, `refunded` says it).
   */
  refundFailed(card: CardPaymentRow, amountCents: number, creditNote: string | null) {
    this.whenWritten(
      card,
      () => this.refundFailure(card) !== undefined,
      (firstName) => {
        const order = this.order(card);
        return order && orderRefundFailedMail(firstName, { number: order.number, amountCents, creditNote });
      },
    );
  }

  /**
   * better-sqlite3's transactions are synchronous: a microtask queued inside
   * one runs once the outermost has committed or rolled back. The state read
   * then tells which: still the one the change wrote, it was committed.
   */
  private whenWritten(card: CardPaymentRow, written: PaymentState | (() => boolean), write: (firstName: string) => PaymentMail | null | undefined) {
    const send = () => {
      try {
        if (typeof written === 'function' ? !written() : this.d.db.prepare('SELECT state FROM card_payment WHERE id = ?').pluck().get(card.id) !== written)
          return;
        // the buyer, or who carries on what he made once he left his company
        const to = mailRecipient(this.d.db, card.customer_id);
        const mail = to && write(to.first_name);
        if (mail) this.d.mailer.send(to.email, mail.subject, toRecipient(mail.body, to));
      } catch (error) {
        // the change is written: a mail that cannot be is the log's, not the caller's failure
        this.d.log.error({ err: error }, 'card payment mail');
      }
    };
    if (this.d.db.inTransaction) queueMicrotask(send);
    else send();
  }

  /** The accepted quotation the cancelled order gave back, to be ordered again (quotations/quotation-reopening.ts). */
  private givenBack(order: { id: number }): GivenBackQuotation | null {
    const q = this.d.db
      .prepare('SELECT q.id, q.number FROM "order" o JOIN quotation q ON q.id = o.quotation_id WHERE o.id = ? AND q.order_id IS NULL')
      .get(order.id) as { id: number; number: string } | undefined;
    return q ? { number: q.number, link: `${this.d.siteUrl}/mes-devis/${q.id}` } : null;
  }

  /** The failure of the payment's own refund, if the provider said it failed (refund-failures.ts). */
  private refundFailure(card: CardPaymentRow): { amount_cents: number } | undefined {
    return ownRefundFailure(this.d.db, card.id);
  }

  private order(card: CardPaymentRow) {
    if (!card.order_id) return undefined;
    return this.d.db.prepare('SELECT o.id, o.number, p.target FROM "order" o JOIN sales_plan p ON p.id = o.sales_plan_id WHERE o.id = ?').get(card.order_id) as
      { id: number; number: string; target: string } | undefined;
  }
}
