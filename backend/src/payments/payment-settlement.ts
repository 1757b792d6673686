import { matchNotification } from '@trefima/domain/payments/notification-check';
import { reservationPassed } from '@trefima/domain/payments/reservation';
import { paymentTransition, type PaymentEvent } from '@trefima/domain/payments/payment-states';
import { formatPrice } from '@trefima/domain/i18n/format';
import type { Db } from '../db';
import type { OrderRow } from '../documents/documents';
import { owedAfterFailedRefund } from '../documents/credit-note-owed';
import type { Mailer } from '../mail/mailer';
import { DomainError } from '../shared/errors';
import { nowIso } from '../shared/text';
import type { CardPaymentRow, CardPayments } from './card-payments';
import { recordCardPayment } from './card-invoice-payment';
import type { PaymentMails } from './payment-mails-sender';
import { NotificationRefused, type PaymentNotification, type PaymentProvider, type PaymentReading } from './provider';

const money = (cents: number) => formatPrice(cents, { alwaysCents: true });

export interface SettlementDeps {
  db: Db;
  now: () => number;
  cards: CardPayments;
  mailer: Mailer;
  /** told of any payment that does not match what was asked (another amount, another order, a late one) */
  backofficeEmail: string;
  lifecycle: OrderEffects;
  /** the buyer's mail of each change made here, once it is written */
  mails: PaymentMails;
  /** an unpaid order of an accepted quotation, cancelled, gives the quotation back (quotations/quotation-reopening.ts) */
  reopenQuotation(orderId: number): unknown;
}

/** What a payment's outcome asks of the order's lifecycle (orders/order-lifecycle.ts), inside the caller's transaction. */
export interface OrderEffects {
  /** whether it was issued now: paid by this card, its payment recorded with it; false when the order had one already */
  issueInvoice(row: OrderRow, paymentCode: string, at: number): boolean;
  giveBackStock(orderId: number): void;
}

/**
 * What a payment's outcome does to the shop, once: paid, the order is
 * confirmed and invoiced (paid, the card's payment recorded); expired, it is
 * cancelled and its stock given back; refused, it waits for another card;
 * its refund failed afterwards, the office is told. Each change is one
 * transaction, conditional on the state it was read in, so that a
 * notification delivered twice, or two at once, or a notification and the
 * sweep together, make one change.
 */
export class PaymentSettlement {
  constructor(private d: SettlementDeps) {}

  async notify(provider: PaymentProvider, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
    let notice: PaymentNotification;
    try {
      notice = provider.verify(rawBody, headers);
    } catch (error) {
      if (error instanceof NotificationRefused) throw new DomainError('PAYMENT_NOTIFICATION', `Notification de paiement refusée : ${error.said}.`);
      throw error;
    }
    const { cards, db } = this.d;
    db.transaction(() => {
      if (!cards.firstNotification(provider.name, notice.eventId, notice.kind)) return;
      const card = notice.refundId
        ? cards.byRefund(provider.name, notice.refundId, notice.reference)
        : notice.providerId
          ? cards.byProviderId(provider.name, notice.providerId)
          : notice.attempt && notice.reference
            ? cards.attempt(provider.name, notice.attempt, notice.reference)
            : notice.reference
              ? cards.latestByReference(provider.name, notice.reference)
              : undefined;
      if (!card || notice.kind === 'ignored') return;
      const outcome =
        notice.kind === 'refund_failed'
          ? this.refundFailed(provider.name, card, notice)
          : notice.kind === 'paid'
            ? this.paid(card, {
                providerId: card.provider_id!,
                state: 'paid',
                amountCents: notice.amountCents ?? 0,
                currency: notice.currency ?? '',
                reference: notice.reference,
                failureCode: null,
              })
            : notice.kind === 'expired'
              ? // a page expires by itself only past the reservation (its provider's expiry is later); before, the shop
                // closed it (its buyer gave the order up, the office cancelled it, another attempt replaced it) and
                // writes what that close means itself: read as the deadline, a given-up order read « délai dépassé »
                reservationPassed(Date.parse(card.reserved_until), this.d.now())
                ? this.expired(card)
                : 'unchanged'
              : this.failed(card, notice.failureCode);
      cards.notificationOutcome(provider.name, notice.eventId, outcome, card.id);
    })();
  }

  /** Paid, if the provider's figures are the ones asked for; anything else alerts the office and marks nothing paid. */
  paid(card: CardPaymentRow, reading: PaymentReading): string {
    const check = matchNotification(
      { number: card.reference, totalTtcCents: card.amount_cents, currency: 'eur' },
      { reference: reading.reference ?? '', amountCents: reading.amountCents, currency: reading.currency },
    );
    if (!check.ok) {
      this.alert(`Paiement à vérifier : ${card.reference}`, check.message);
      return 'mismatch';
    }
    // the buyer hears « confirmée » only of an order this payment confirmed, and of an invoice it paid
    let tell = false;
    const outcome = this.d.db.transaction(() => {
      const moved = this.move(card, 'succeeded');
      if (moved !== 'applied') return moved;
      const order = this.order(card);
      if (order) {
        const at = this.d.now();
        const confirmed = this.d.db.prepare("UPDATE \"order\" SET status = 'confirmee' WHERE id = ? AND status = 'en_attente_paiement'").run(order.id).changes;
        if (confirmed) this.event(order.id, 'confirmee', 'Paiement par carte confirmé par la banque.');
        tell = confirmed > 0;
        // issued now, paid, with this card's payment recorded; issued before the card was paid (an order the office
        // confirmed before that was refused), it is paid by the card as an invoice's own card pays it
        if (!this.d.lifecycle.issueInvoice(order, this.paymentCode(order), at)) {
          const invoiceId = this.d.db.prepare('SELECT id FROM invoice WHERE order_id = ?').pluck().get(order.id) as number | undefined;
          if (invoiceId !== undefined) this.payInvoice(card, invoiceId);
        }
      }
      if (card.invoice_id) tell = this.payInvoice(card, card.invoice_id);
      return moved;
    })();
    if (tell) this.d.mails.paid(card);
    return outcome;
  }

  /**
   * Inside the payment's transaction: what is left of the invoice read now, and at most that recorded (the office may
   * have recorded a cheque while the buyer's page was open). A card that paid more, or an invoice already paid, is
   * mailed to the office to refund the difference. Whether this payment paid the invoice (the buyer is told then).
   */
  private payInvoice(card: CardPaymentRow, invoiceId: number): boolean {
    const invoice = this.d.cards.invoiceLeft(invoiceId)!;
    const left = invoice.paid ? 0 : invoice.amount_ttc;
    const recorded = Math.min(card.amount_cents, left);
    if (recorded > 0) recordCardPayment(this.d.db, invoiceId, card, recorded, nowIso(this.d.now()), this.d.now());
    if (card.amount_cents > recorded) {
      const kept =
        recorded > 0 ? `il n’en restait que ${money(left)} à payer : ${money(recorded)} sont enregistrés` : 'elle était déjà acquittée : rien n’est enregistré';
      this.alert(
        `Paiement à vérifier : ${card.reference}`,
        `Paiement par carte de la facture ${invoice.number} reçu pour ${money(card.amount_cents)} TTC alors qu’${kept}. ` +
          `Vérifiez ce paiement chez le prestataire et remboursez ${money(card.amount_cents - recorded)} au client.`,
      );
    }
    if (left - recorded > 0) return false;
    return this.d.db.prepare('UPDATE invoice SET paid = 1, paid_at = ? WHERE id = ? AND paid = 0').run(nowIso(this.d.now()), invoiceId).changes > 0;
  }

  /**
   * A refund the provider made, then said failed: the money did not go back. Kept once per refund (told twice, or by two
   * events, it is one failure), which the company's statement reads (that refund not counted: its amount is owed to
   * the customer); the office is mailed to refund the customer otherwise, and the buyer, told of his refund when it was
   * made, that it failed and what follows. What is owed is that refund's amount, not the whole credit note: part of it
   * may have gone back to the card before (the office's gesture in the provider's dashboard), the shop's refund then
   * being of what was left (documents/credit-note-owed.ts).
   */
  private refundFailed(provider: string, card: CardPaymentRow, notice: PaymentNotification): string {
    const { db } = this.d;
    const amount = notice.amountCents ?? card.amount_cents;
    const kept = db
      .prepare(
        'INSERT INTO refund_failure (provider, refund_id, card_payment_id, amount_cents, reason, failed_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(provider, notice.refundId, card.id, amount, notice.failureCode, nowIso(this.d.now())).changes;
    if (!kept) return 'unchanged';
    const note = db.prepare('SELECT id, number, amount_ttc FROM credit_note WHERE refund_reference = ?').get(notice.refundId) as
      { id: number; number: string; amount_ttc: number } | undefined;
    const c = db.prepare('SELECT first_name, last_name, email, company FROM customer WHERE id = ?').get(card.customer_id) as {
      first_name: string;
      last_name: string;
      email: string;
      company: string | null;
    };
    const what = `${card.order_id === null ? 'la facture' : 'la commande'} ${card.reference}`;
    const owed = note && owedAfterFailedRefund(note.amount_ttc, amount);
    this.alert(
      `Remboursement échoué : ${card.order_id === null ? 'facture' : 'commande'} ${card.reference}`,
      [
        `Le remboursement par carte de ${money(amount)} TTC de ${what} (${notice.refundId} chez le prestataire) a échoué` +
          `${notice.failureCode ? ` (${notice.failureCode})` : ''} : le client n’a pas été remboursé.`,
        note && owed
          ? `Il reste dû au client ${money(owed.owedCents)} TTC sur l’avoir ${note.number}` +
            `${owed.givenBeforeCents > 0 ? ` de ${money(note.amount_ttc)} (${money(owed.givenBeforeCents)} lui ont déjà été remboursés sur sa carte)` : ''}` +
            ` : remboursez-lui cette somme par virement, puis enregistrez ce remboursement (POST /api/v1/admin/credit-note/${note.id}/refund) : son relevé et son avoir le diront, et il en sera prévenu.`
          : 'Remboursez-le par virement et prévenez-le.',
        `Client : ${c.company ?? ''} ${c.first_name} ${c.last_name} <${c.email}>`.replace(/^ /, ''),
      ].join('\n'),
    );
    this.d.mails.refundFailed(card, amount, note?.number ?? null);
    return 'applied';
  }

  /** The reservation passed unpaid: the order is cancelled and its stock on the shelves again. */
  expired(card: CardPaymentRow): string {
    return this.endUnpaid(card, 'expired', 'Délai de paiement dépassé : commande annulée, stock remis en vente.', () => this.d.mails.expired(card));
  }

  /** The buyer gave the order up before paying (Payments.giveUp): as at the reservation's end, at once. */
  givenUp(card: CardPaymentRow): string {
    return this.endUnpaid(card, 'cancelled', 'Annulée par le client avant paiement : stock remis en vente.', () => this.d.mails.givenUp(card));
  }

  /** An unpaid attempt ended (`event`): its order cancelled with `why` and its stock given back; the buyer told only of an order this change cancelled. */
  private endUnpaid(card: CardPaymentRow, event: 'expired' | 'cancelled', why: string, tell: () => void): string {
    let cancelled = false;
    const outcome = this.d.db.transaction(() => {
      const moved = this.move(card, event);
      if (moved !== 'applied') return moved;
      const order = this.order(card);
      if (order && this.d.db.prepare("UPDATE \"order\" SET status = 'annulee' WHERE id = ? AND status = 'en_attente_paiement'").run(order.id).changes) {
        this.event(order.id, 'annulee', why);
        this.d.lifecycle.giveBackStock(order.id);
        this.d.reopenQuotation(order.id);
        cancelled = true;
      }
      return moved;
    })();
    if (cancelled) tell();
    return outcome;
  }

  failed(card: CardPaymentRow, failureCode: string | null): string {
    const outcome = this.move(card, 'failed', failureCode);
    if (outcome === 'applied') this.d.mails.failed(card);
    return outcome;
  }

  /** The domain's move (domain/payments/payment-states.ts), written if the state is still the one read. */
  private move(card: CardPaymentRow, event: PaymentEvent, failureCode: string | null = null): string {
    const current = this.d.cards.byId(card.id)!;
    const result = paymentTransition(current.state, event);
    if ('error' in result) {
      if (result.error.code === 'PAYMENT_LATE') this.alert(`Paiement tardif : ${card.reference}`, this.late(card, result.error.message));
      return 'refused';
    }
    if (result.unchanged) return 'unchanged';
    return this.d.cards.move(card.id, current.state, result.state, { failureCode }) ? 'applied' : 'unchanged';
  }

  /** The office's words of a card taken after its attempt ended: which document, how much, and the provider's payment to refund. */
  private late(card: CardPaymentRow, why: string): string {
    const paid = `Paiement par carte de ${money(card.amount_cents)} TTC${card.provider_id ? ` (paiement ${card.provider_id} chez le prestataire)` : ''}`;
    // the domain's words speak of an order: an invoice's page closed (another amount asked, the office's payment) leaves the invoice as it was
    if (card.invoice_id)
      return `${paid} pour la facture ${card.reference}, reçu après la fermeture de sa page de paiement : il n’est pas enregistré, et ce montant doit être remboursé.`;
    return `${paid} pour la commande ${card.reference}. ${why}`;
  }

  private order(card: CardPaymentRow): OrderRow | undefined {
    return card.order_id ? (this.d.db.prepare('SELECT * FROM "order" WHERE id = ?').get(card.order_id) as OrderRow) : undefined;
  }

  private paymentCode(order: OrderRow): string {
    return this.d.db.prepare('SELECT code FROM payment WHERE id = ?').pluck().get(order.payment_id) as string;
  }

  private event(orderId: number, status: string, message: string) {
    this.d.db
      .prepare('INSERT INTO order_event (order_id, status, message, created_at) VALUES (?, ?, ?, ?)')
      .run(orderId, status, message, nowIso(this.d.now()));
  }

  private alert(subject: string, text: string) {
    this.d.mailer.send(this.d.backofficeEmail, subject, text);
  }
}
