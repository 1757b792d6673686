import { paymentTransition } from '@trefima/domain/payments/payment-states';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import type { CreditNotes } from '../documents/credit-notes';
import { DomainError } from '../shared/errors';
import type { CardPaymentRow, CardPayments } from './card-payments';
import type { PaymentMails } from './payment-mails-sender';
import type { PaymentSettlement } from './payment-settlement';
import type { CardPages } from './card-pages';
import { ProviderUnavailable, type PaymentProvider } from './provider';

/**
 * What the back office's cancellation does to the order's card payment, found before it is written: a paid one's money
 * sent back to the card (`refundId`; `amountCents` of it by this refund, less when the office gave part back in the
 * provider's dashboard before, 0 when all), or an open one ended (`refundId` null), its page already closed.
 */
export interface CardRefund {
  cardId: number;
  refundId: string | null;
  amountCents: number;
}

const REFUND_UNAVAILABLE =
  'Le remboursement par carte n’a pas pu être fait chez le prestataire de paiement : la commande n’est pas annulée, réessayez dans quelques instants.';
const CLOSE_UNAVAILABLE =
  'Le prestataire de paiement ne répond pas : la commande n’est pas annulée, car le client est peut-être en train de la payer. Réessayez dans quelques instants.';
const PAID_MEANWHILE = 'Le client vient de payer cette commande par carte : elle est confirmée. Pour l’annuler, recommencez : elle sera remboursée.';

export interface CardCancellationDeps {
  db: Db;
  provider: PaymentProvider | null;
  cards: CardPayments;
  settlement: PaymentSettlement;
  /** the provider's page closed and read again (card-pages.ts) */
  pages: Pick<CardPages, 'closedPage'>;
  mails: PaymentMails;
  /** a refunded order's credit note, cancelling its invoice (documents/credit-notes.ts) */
  creditNotes: Pick<CreditNotes, 'issue'>;
  /** the back office, told of a refund whose order could not be cancelled */
  mailer: Mailer;
  backofficeEmail: string;
  log: FastifyBaseLogger;
}

/**
 * What the back office's cancellation of an order (orders/order-lifecycle.ts) does to its card payment: found before
 * the cancellation is written (`refundBeforeCancel`, which may refuse it), applied inside its transaction (`refunded`).
 */
export class CardCancellation {
  constructor(private d: CardCancellationDeps) {}

  /**
   * Before a paid order is cancelled (the back office's `annulee`): its
   * money back to the card through the provider, the same refund however
   * often it is asked (one key per payment). Null when nothing was paid
   * online. A refund the provider refuses stops the cancellation.
   */
  async refundBeforeCancel(orderId: number): Promise<CardRefund | null> {
    const card = this.d.cards.latest('order_id', orderId);
    if (card && (card.state === 'en_attente_paiement' || card.state === 'echouee')) return this.endBeforeCancel(card);
    if (!card || card.state !== 'payee') return null;
    const { provider } = this.d;
    if (!provider || !card.provider_id) throw new DomainError('PAYMENT_UNAVAILABLE', REFUND_UNAVAILABLE);
    try {
      const { refundId, amountCents } = await provider.refund(card.provider_id, `refund-card-payment-${card.id}`);
      return { cardId: card.id, refundId, amountCents };
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.d.log.error({ err: error }, 'card refund');
      throw new DomainError('PAYMENT_UNAVAILABLE', REFUND_UNAVAILABLE);
    }
  }

  /**
   * An open payment of an order the office cancels: its provider's page closed first and read again, as at the
   * reservation's end and when the buyer gives up (read open and closed after the cancellation, a card taken in between
   * was charged for a cancelled order). Paid in the meantime, it is settled as paid and the cancellation refused (the
   * office cancels again, and it is refunded); the provider unreachable or its page still open, nothing changes.
   */
  private async endBeforeCancel(card: CardPaymentRow): Promise<CardRefund> {
    if (this.d.provider && card.provider_id) {
      const reading = await this.d.pages.closedPage(card.provider_id);
      if (!reading || (reading.state !== 'paid' && reading.state !== 'expired')) throw new DomainError('PAYMENT_UNAVAILABLE', CLOSE_UNAVAILABLE);
      if (reading.state === 'paid') {
        this.d.settlement.paid(card, reading);
        throw new DomainError('ORDER_STATE', PAID_MEANWHILE);
      }
    }
    return { cardId: card.id, refundId: null, amountCents: 0 };
  }

  /**
   * Inside the cancellation's transaction: the payment refunded, and the credit note that cancels the order's invoice;
   * or the open payment cancelled, its page closed before (a card the provider takes still is a late payment: the
   * office is told, payment-states.ts). `keptAs`: the status of an order that another move took
   * beyond cancelling while its card was refunded (orders/order-lifecycle.ts): the refund recorded all the same, the
   * buyer not told of a cancellation that did not happen, the office alerted to settle it with him. What this call
   * recorded of a refund (its credit note's number), or null when another writer had.
   */
  refunded(refund: CardRefund, orderNumber: string, at: number, keptAs?: string): { creditNote: string | null } | null {
    const card = this.d.cards.byId(refund.cardId)!;
    if (refund.refundId === null) {
      // its page already closed (endBeforeCancel): a card its provider takes still is a late payment, the office told
      const moved = paymentTransition(card.state, 'cancelled');
      if (!('error' in moved) && !moved.unchanged) this.d.cards.move(card.id, card.state, moved.state);
      return null;
    }
    if (!this.d.cards.move(card.id, 'payee', 'remboursee', { refundId: refund.refundId })) return null;
    const invoiceId = this.d.db.prepare('SELECT id FROM invoice WHERE order_id = ?').pluck().get(card.order_id) as number | undefined;
    const reason = keptAs === undefined ? `Annulation de la commande ${orderNumber}` : `Remboursement de la commande ${orderNumber}`;
    const note = invoiceId === undefined ? null : this.d.creditNotes.issue({ invoiceId, reason, refundReference: refund.refundId, now: at });
    if (keptAs === undefined) this.d.mails.refunded(card, refund.amountCents, note && { number: note.number, invoice: note.invoice.number });
    else
      this.d.mailer.send(
        this.d.backofficeEmail,
        `Remboursée sans être annulée : commande ${orderNumber}`,
        `La commande ${orderNumber} est passée « ${keptAs} » pendant que son annulation remboursait sa carte (${refund.refundId}) : elle n’est pas annulée. ` +
          `${note ? `L’avoir ${note.number} annule sa facture ${note.invoice.number}. ` : ''}Voyez avec le client s’il rend la marchandise ou s’il la paie à nouveau.`,
      );
    return { creditNote: note?.number ?? null };
  }
}
