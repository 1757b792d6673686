import {
  paymentTransition,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_MESSAGES,
  REFUND_FAILED_LABEL,
  REFUND_FAILED_MESSAGE,
  refundedOtherwiseMessage,
  type PaymentEvent,
} from '@trefima/domain/payments/payment-states';
import { reservationPassed } from '@trefima/domain/payments/reservation';
import { invoiceAttemptMessage } from '@trefima/domain/payments/invoice-attempt';
import type { CardPaymentView } from '@trefima/domain/payments/contract';
import { timeZoneOf } from '@trefima/domain/calendar/time-zones';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';
import type { CardPaymentRow, CardPayments } from './card-payments';
import { ProviderUnavailable, type PaymentProvider, type PaymentReading } from './provider';
import type { PaymentSettlement } from './payment-settlement';

export interface CardPagesDeps {
  db: Db;
  now: () => number;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  cards: CardPayments;
  settlement: PaymentSettlement;
}

/** Where the provider's page leads back, and what it says is paid. */
export interface PageTarget {
  description: string;
  page: string;
}

export const INVOICE_UNAVAILABLE = 'Le paiement par carte est momentanément indisponible : réessayez dans quelques instants.';
const UNAVAILABLE = 'Le paiement par carte est momentanément indisponible : votre commande et son stock restent réservés, réessayez dans quelques instants.';
/** An order's attempt holds its stock; an invoice's holds nothing: each is told what stays as it was. */
const unavailable = (card: Pick<CardPaymentRow, 'invoice_id'>) => new DomainError('PAYMENT_UNAVAILABLE', card.invoice_id ? INVOICE_UNAVAILABLE : UNAVAILABLE);

export const isOpen = (card: CardPaymentRow) => card.state === 'en_attente_paiement' || card.state === 'echouee';

/**
 * An attempt's page at the provider (Payments' calls share them): started or resumed, closed with the provider's word
 * read first, settled once its reservation has passed, and the state as the buyer reads it.
 */
export class CardPages {
  constructor(private d: CardPagesDeps) {}

  /**
   * The hosted page to send the buyer to: the one already started while it
   * still takes a card, or a new one (after a refusal, or when the provider
   * could not be reached at first). The URL is the provider's answer, never
   * the client's.
   */
  async resume(card: CardPaymentRow, target: PageTarget): Promise<CardPaymentView> {
    const settled = await this.settleIfOverdue(card);
    if (settled.state !== 'en_attente_paiement' && settled.state !== 'echouee') return this.view(settled);
    if (settled.state === 'echouee') this.move(settled, 'retried');
    const current = this.d.cards.byId(card.id)!;
    if (current.provider_id) {
      // never a second page while the first may still take the money: if the provider cannot say, the buyer tries later
      const reading = await this.d.provider?.read(current.provider_id).catch(() => null);
      if (!reading) throw unavailable(current);
      if (reading.state === 'paid') this.d.settlement.paid(current, reading);
      if (reading.state !== 'expired') return this.view(this.d.cards.byId(card.id)!);
    }
    return this.view(await this.start(current, target));
  }

  /**
   * An open attempt given up for another (an invoice's, whose amount left changed): its provider's page closed first,
   * the provider's word read, so that no card is taken on it afterwards; paid in the last second, it is settled as
   * paid. The provider unreachable, nothing changes and the buyer tries later: never a second page while the first may
   * still take the money.
   */
  async close(card: CardPaymentRow): Promise<CardPaymentRow> {
    if (this.d.provider && card.provider_id) {
      const reading = await this.closedPage(card.provider_id);
      if (!reading || (reading.state !== 'paid' && reading.state !== 'expired')) throw new DomainError('PAYMENT_UNAVAILABLE', INVOICE_UNAVAILABLE);
      if (reading.state === 'paid') this.d.settlement.paid(card, reading);
    }
    const now = this.d.cards.byId(card.id)!;
    const moved = paymentTransition(now.state, 'cancelled');
    // another writer (the page's own notification) may have moved it first: closed all the same
    if (!('error' in moved) && !moved.unchanged) this.d.cards.move(now.id, now.state, moved.state);
    return this.d.cards.byId(card.id)!;
  }

  /**
   * A provider's page closed, as the provider then says it is: paid (in the last second), expired, or still open if
   * its closing failed; null when it cannot be reached. Read first: a page paid is not closed.
   */
  async closedPage(providerId: string): Promise<PaymentReading | null> {
    const provider = this.d.provider!;
    let reading = await provider.read(providerId).catch(() => null);
    if (reading && reading.state !== 'paid' && reading.state !== 'expired') {
      await provider.cancel(providerId).catch((error: unknown) => this.d.log.warn({ err: error, providerId }, 'closing a card payment page'));
      reading = await provider.read(providerId).catch(() => null);
    }
    return reading;
  }

  async settleIfOverdue(card: CardPaymentRow): Promise<CardPaymentRow> {
    const open = card.state === 'en_attente_paiement' || card.state === 'echouee';
    if (!open || !reservationPassed(Date.parse(card.reserved_until), this.d.now())) return card;
    // the provider's word first: a payment made in the last second is a payment; its page is closed before the order
    // is given up, so that no card is taken for a cancelled order
    if (this.d.provider && card.provider_id) {
      const reading = await this.closedPage(card.provider_id);
      // the provider unreachable, or its page still open (its closing failed): the order waits for the next sweep
      // rather than be cancelled while a card may still be taken for it
      if (!reading || (reading.state !== 'paid' && reading.state !== 'expired')) {
        if (reading) this.d.log.warn({ cardPayment: card.id, providerId: card.provider_id }, 'card payment past its deadline: its page could not be closed');
        return card;
      }
      if (reading.state === 'paid') this.d.settlement.paid(card, reading);
    }
    const now = this.d.cards.byId(card.id)!;
    if (now.state === 'en_attente_paiement' || now.state === 'echouee') this.d.settlement.expired(now);
    return this.d.cards.byId(card.id)!;
  }

  private async start(card: CardPaymentRow, { description, page }: PageTarget): Promise<CardPaymentRow> {
    const provider = this.d.provider;
    if (!provider) throw unavailable(card);
    // one provider payment per attempt and per start: a retried call gets the same page back
    const idempotencyKey = `card-payment-${card.id}-${card.provider_id ?? 'first'}`;
    try {
      const started = await provider.start({
        amountCents: card.amount_cents,
        currency: 'eur',
        reference: card.reference,
        attempt: card.id,
        description,
        email: this.d.cards.startEmail(card, idempotencyKey),
        returnUrl: page,
        cancelUrl: `${page}&retour=abandon`,
        idempotencyKey,
        // the same under that key whenever it is sent (a start retried after an answer lost is the same call, or the
        // provider refuses it as another), and long enough for any start before the deadline (Stripe: 30 minutes at
        // least): the page outlives the reservation, and the sweep closes it then
        expiresAt: Date.parse(card.reserved_until) + provider.minimumPageMs,
      });
      this.d.cards.started(card.id, started.providerId, started.redirectUrl);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.d.log.error({ err: error }, 'card payment start');
      throw unavailable(card);
    }
    return this.d.cards.byId(card.id)!;
  }

  private move(card: CardPaymentRow, event: PaymentEvent) {
    const result = paymentTransition(card.state, event);
    if ('error' in result) throw new DomainError('PAYMENT_STATE', result.error.message);
    if (!result.unchanged) this.d.cards.move(card.id, card.state, result.state);
  }

  view(card: CardPaymentRow): CardPaymentView {
    const open = card.state === 'en_attente_paiement' || card.state === 'echouee';
    const refundFailed = card.state === 'remboursee' && this.d.cards.refundFailed(card.id);
    // failed, then given back by the office another way: refunded all the same, and the buyer reads how
    const otherwise = refundFailed ? this.d.cards.refundedOtherwise(card.id) : null;
    const invoice = card.invoice_id === null ? undefined : this.d.cards.invoiceLeft(card.invoice_id);
    // an invoice's attempt ended cancels no order: the invoice stays due, or was settled meanwhile
    const ended = invoice && (card.state === 'expiree' || card.state === 'annulee') ? card.state : null;
    return {
      state: card.state,
      label: refundFailed && !otherwise ? REFUND_FAILED_LABEL : PAYMENT_STATE_LABELS[card.state],
      message: otherwise
        ? refundedOtherwiseMessage(otherwise.method, otherwise.refunded_on)
        : refundFailed
          ? REFUND_FAILED_MESSAGE
          : ended
            ? invoiceAttemptMessage(ended, { number: invoice!.number, left: invoice!.amount_ttc, amount: card.amount_cents })
            : PAYMENT_STATE_MESSAGES[card.state],
      refund_failed: refundFailed,
      amount_ttc: card.amount_cents,
      reserved_until: card.reserved_until,
      time_zone: timeZoneOf(this.d.cards.planTarget(card)),
      redirect_url: open ? card.redirect_url : null,
      failure: card.state === 'echouee' ? card.failure_code : null,
      invoice_left_ttc: card.invoice_id === null ? null : (invoice?.amount_ttc ?? null),
    };
  }
}
