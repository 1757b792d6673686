import { amountOf } from '@trefima/domain/money/money';
import { paymentTransition, PAYMENT_STATE_LABELS, PAYMENT_STATE_MESSAGES, type PaymentEvent } from '@trefima/domain/payments/payment-states';
import { reservationDeadline, reservationPassed } from '@trefima/domain/payments/reservation';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { timeZoneOf } from '@trefima/domain/calendar/time-zones';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { OrderRow } from '../documents/documents';
import { DomainError, missing } from '../shared/errors';
import { CardPayments, type CardPaymentRow } from './card-payments';
import { ProviderUnavailable, type PaymentProvider, type PaymentReading } from './provider';
import { PaymentSettlement, type SettlementDeps } from './payment-settlement';
import { PaymentMails } from './payment-mails-sender';
import { CardCancellation, type CardCancellationDeps } from './card-cancellation';
import { invoicePaymentPage, orderPaymentPage, type WaitingCard } from './payment-mails';

export interface PaymentsDeps extends Omit<SettlementDeps, 'cards' | 'mails'> {
  creditNotes: CardCancellationDeps['creditNotes'];
  db: Db;
  now: () => number;
  provider: PaymentProvider | null;
  /** the site's origin: the provider sends the buyer back there */
  siteUrl: string;
  reservationMinutes: number;
  log: FastifyBaseLogger;
}

const NOT_OFFERED_INVOICE = 'Le paiement par carte en ligne n’est pas proposé pour le moment : réglez cette facture par virement.';
/** Where the provider's page leads back, and what it says is paid. */
interface PageTarget {
  description: string;
  page: string;
}
const INVOICE_UNAVAILABLE = 'Le paiement par carte est momentanément indisponible : réessayez dans quelques instants.';
const UNAVAILABLE = 'Le paiement par carte est momentanément indisponible : votre commande et son stock restent réservés, réessayez dans quelques instants.';
/** An order's attempt holds its stock; an invoice's holds nothing: each is told what stays as it was. */
const unavailable = (card: Pick<CardPaymentRow, 'invoice_id'>) => new DomainError('PAYMENT_UNAVAILABLE', card.invoice_id ? INVOICE_UNAVAILABLE : UNAVAILABLE);

const ONLY_ITS_BUYER = 'Seule la personne qui a passé cette commande peut y renoncer : demandez-le-lui, ou laissez passer son délai de paiement.';
const GIVE_UP_UNAVAILABLE =
  'Le prestataire de paiement ne répond pas : votre commande n’est pas annulée, car un paiement est peut-être en cours. Réessayez dans quelques instants.';
const paidAlready = (number: string) =>
  `Votre paiement par carte de la commande ${number} est reçu : elle est confirmée. Pour l’annuler, appelez-nous ou écrivez-nous depuis la page Contact.`;
const isOpen = (card: CardPaymentRow) => card.state === 'en_attente_paiement' || card.state === 'echouee';

/**
 * Card payment online for orders and invoices: an order's attempt is
 * written with the order, its stock reserved until a deadline; the buyer
 * is sent to the provider's hosted page, built here; the state moves only
 * on the provider's verified notifications (payment-settlement.ts) or when
 * the deadline passes (`sweep`).
 */
export class Payments {
  readonly cards: CardPayments;
  /** what cancelling an order does to its card payment (card-cancellation.ts) */
  readonly cancellation: CardCancellation;
  private settlement: PaymentSettlement;
  private mails: PaymentMails;

  constructor(private d: PaymentsDeps) {
    this.cards = new CardPayments(d.db, d.now);
    this.mails = new PaymentMails(d);
    this.settlement = new PaymentSettlement({ ...d, cards: this.cards, mails: this.mails });
    this.cancellation = new CardCancellation({ ...d, cards: this.cards, settlement: this.settlement, mails: this.mails });
  }

  /** Whether card payment online is offered at all: only with a provider's keys. */
  get offered(): boolean {
    return this.d.provider !== null;
  }

  /** Whether the provider takes no real money (its test mode): the payment methods say so to the buyer. */
  get testMode(): boolean {
    return this.d.provider?.testMode ?? false;
  }

  /** Inside the order's transaction: the attempt, and the stock held until the deadline. */
  reserve(order: OrderRow): CardPaymentRow {
    return this.cards.insert({
      orderId: order.id,
      invoiceId: null,
      customerId: order.customer_id,
      provider: this.d.provider?.name ?? 'none',
      reference: order.number,
      amountCents: amountOf(order.amount_ht + order.shipping_ht, order.vat_rate).ttc,
      reservedUntil: reservationDeadline(this.d.now(), this.d.reservationMinutes),
    });
  }

  /**
   * The hosted page to send the buyer to for an order waiting for its card
   * payment: the one already started while it still takes a card, or a new
   * one (after a refusal, or when the provider could not be reached at
   * first). The URL is the provider's answer, never the client's.
   */
  async pay(customerId: number, orderIdOrNumber: string): Promise<CardPaymentState> {
    const order = this.cards.orderOf(customerId, orderIdOrNumber);
    const card = order && this.cards.latest('order_id', order.id);
    if (!order || !card) throw missing('Ce paiement');
    return this.resume(card, {
      description: `Commande ${order.number}`,
      page: orderPaymentPage(this.d.siteUrl, order.number),
    });
  }

  /**
   * The buyer gives up his order waiting for its card (« Renoncer à cette commande »), rather than wait for its
   * deadline: its provider's page closed first and the provider's word read, as at the deadline. Paid meanwhile, the
   * order is kept and he is told; else it is cancelled at once, its goods on sale again. Only the person who placed it
   * may (a colleague sees it, and may pay it); asked again, the same answer.
   */
  async giveUp(customerId: number, orderIdOrNumber: string): Promise<CardPaymentState> {
    const order = this.cards.orderOf(customerId, orderIdOrNumber);
    const card = order && this.cards.latest('order_id', order.id);
    if (!order || !card) throw missing('Cette commande à payer par carte');
    if (card.customer_id !== customerId) throw new DomainError('FORBIDDEN_ROLE', ONLY_ITS_BUYER);
    let current = await this.settleIfOverdue(card);
    const { provider } = this.d;
    if (isOpen(current) && provider && current.provider_id) {
      const reading = await provider.read(current.provider_id).catch(() => null);
      if (!reading) throw new DomainError('PAYMENT_UNAVAILABLE', GIVE_UP_UNAVAILABLE);
      if (reading.state === 'paid') this.settlement.paid(current, reading);
      current = this.cards.byId(card.id)!;
    }
    if (isOpen(current)) {
      this.settlement.givenUp(current);
      // closed once the order is cancelled, as the office's cancellation does: a card taken in between is a late
      // payment, the office told to refund it (payment-states.ts)
      if (provider && current.provider_id)
        await provider.cancel(current.provider_id).catch((error: unknown) => this.d.log.error({ err: error }, 'card payment page close'));
      current = this.cards.byId(card.id)!;
    }
    if (current.state === 'payee') throw new DomainError('PAYMENT_STATE', paidAlready(order.number));
    return this.view(current);
  }

  /**
   * An unpaid invoice paid by card (« Payer par carte » in `/mes-factures`),
   * for what is left of it now: the attempt still open if it asks exactly
   * that, or a new one, the other's page closed first (the office recorded a
   * payment meanwhile). Nothing is held meanwhile: the invoice stays due until
   * the provider's notification says it is paid.
   */
  async payInvoice(customerId: number, invoiceIdOrNumber: string): Promise<CardPaymentState> {
    let invoice = this.cards.invoiceOf(customerId, invoiceIdOrNumber);
    if (!invoice) throw missing('Cette facture');
    // not offered (no provider's keys): the shop's choice, not a failure of the server
    if (!this.d.provider) throw new DomainError('PAYMENT_STATE', NOT_OFFERED_INVOICE);
    if (invoice.paid) throw new DomainError('INVOICE_PAID', `La facture ${invoice.number} est déjà acquittée : il n’y a rien à payer.`);
    const last = this.cards.latest('invoice_id', invoice.id);
    let current = last && (await this.settleIfOverdue(last));
    if (current && isOpen(current) && current.amount_cents !== invoice.amount_ttc) {
      current = await this.close(current);
      // paid on that page meanwhile: settled (at most what was left, the office told of the rest), perhaps nothing left
      invoice = this.cards.invoiceLeft(invoice.id)!;
      if (invoice.paid) return this.view(current);
    }
    const card =
      current && isOpen(current)
        ? current
        : this.cards.insert({
            orderId: null,
            invoiceId: invoice.id,
            customerId,
            provider: this.d.provider.name,
            reference: invoice.number,
            amountCents: invoice.amount_ttc,
            reservedUntil: reservationDeadline(this.d.now(), this.d.reservationMinutes),
          });
    return this.resume(card, {
      description: `Facture ${invoice.number}`,
      page: invoicePaymentPage(this.d.siteUrl, invoice.number),
    });
  }

  /**
   * An open attempt given up for another (an invoice's, whose amount left changed): its provider's page closed first,
   * the provider's word read, so that no card is taken on it afterwards; paid in the last second, it is settled as
   * paid. The provider unreachable, nothing changes and the buyer tries later: never a second page while the first may
   * still take the money.
   */
  private async close(card: CardPaymentRow): Promise<CardPaymentRow> {
    if (this.d.provider && card.provider_id) {
      const reading = await this.closedPage(card.provider_id);
      if (!reading || (reading.state !== 'paid' && reading.state !== 'expired')) throw new DomainError('PAYMENT_UNAVAILABLE', INVOICE_UNAVAILABLE);
      if (reading.state === 'paid') this.settlement.paid(card, reading);
    }
    const now = this.cards.byId(card.id)!;
    const moved = paymentTransition(now.state, 'cancelled');
    // another writer (the page's own notification) may have moved it first: closed all the same
    if (!('error' in moved) && !moved.unchanged) this.cards.move(now.id, now.state, moved.state);
    return this.cards.byId(card.id)!;
  }

  /** An invoice's latest card payment, as `/mes-factures` follows it. */
  async invoiceState(customerId: number, invoiceIdOrNumber: string): Promise<CardPaymentState> {
    const invoice = this.cards.invoiceOf(customerId, invoiceIdOrNumber);
    const card = invoice && this.cards.latest('invoice_id', invoice.id);
    if (!card) throw missing('Ce paiement');
    return this.view(await this.settleIfOverdue(card));
  }

  /**
   * The hosted page to send the buyer to: the one already started while it
   * still takes a card, or a new one (after a refusal, or when the provider
   * could not be reached at first). The URL is the provider's answer, never
   * the client's.
   */
  private async resume(card: CardPaymentRow, target: PageTarget): Promise<CardPaymentState> {
    const settled = await this.settleIfOverdue(card);
    if (settled.state !== 'en_attente_paiement' && settled.state !== 'echouee') return this.view(settled);
    if (settled.state === 'echouee') this.move(settled, 'retried');
    const current = this.cards.byId(card.id)!;
    if (current.provider_id) {
      // never a second page while the first may still take the money: if the provider cannot say, the buyer tries later
      const reading = await this.d.provider?.read(current.provider_id).catch(() => null);
      if (!reading) throw unavailable(current);
      if (reading.state === 'paid') this.settlement.paid(current, reading);
      if (reading.state !== 'expired') return this.view(this.cards.byId(card.id)!);
    }
    return this.view(await this.start(current, target));
  }

  /** What the placement mail says of an order waiting for its card payment: until when its goods are held, and where to pay. */
  waiting(order: { id: number; number: string }): WaitingCard | null {
    const card = this.cards.latest('order_id', order.id);
    return card?.state === 'en_attente_paiement' ? { reservedUntil: card.reserved_until, page: orderPaymentPage(this.d.siteUrl, order.number) } : null;
  }

  /** The attempt's state, as the confirmation page polls it. */
  async state(customerId: number, orderIdOrNumber: string): Promise<CardPaymentState> {
    const order = this.cards.orderOf(customerId, orderIdOrNumber);
    const card = order && this.cards.latest('order_id', order.id);
    if (!card) throw missing('Ce paiement');
    return this.view(await this.settleIfOverdue(card));
  }

  /** The provider's notification, its signature checked (400 otherwise): what it says is applied once. */
  notify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
    if (!this.d.provider) throw missing('Ce moyen de paiement');
    return this.settlement.notify(this.d.provider, rawBody, headers);
  }

  /** Every attempt whose reservation has passed: paid at the last moment, or expired (order cancelled, stock back). Stops between two when `signal` says. */
  async sweep(signal?: AbortSignal): Promise<void> {
    for (const card of this.cards.overdue()) {
      if (signal?.aborted) return;
      await this.settleIfOverdue(card).catch((error) => this.d.log.error({ err: error }, 'payment sweep'));
    }
  }

  /**
   * A provider's page closed, as the provider then says it is: paid (in the last second), expired, or still open if
   * its closing failed; null when it cannot be reached. Read first: a page paid is not closed.
   */
  private async closedPage(providerId: string): Promise<PaymentReading | null> {
    const provider = this.d.provider!;
    let reading = await provider.read(providerId).catch(() => null);
    if (reading && reading.state !== 'paid' && reading.state !== 'expired') {
      await provider.cancel(providerId).catch(() => undefined);
      reading = await provider.read(providerId).catch(() => null);
    }
    return reading;
  }

  private async settleIfOverdue(card: CardPaymentRow): Promise<CardPaymentRow> {
    const open = card.state === 'en_attente_paiement' || card.state === 'echouee';
    if (!open || !reservationPassed(Date.parse(card.reserved_until), this.d.now())) return card;
    // the provider's word first: a payment made in the last second is a payment; its page is closed before the order
    // is given up, so that no card is taken for a cancelled order
    if (this.d.provider && card.provider_id) {
      const reading = await this.closedPage(card.provider_id);
      // the provider unreachable: the order waits for the next sweep rather than be cancelled while it may be paid
      if (!reading) return card;
      if (reading.state === 'paid') this.settlement.paid(card, reading);
    }
    const now = this.cards.byId(card.id)!;
    if (now.state === 'en_attente_paiement' || now.state === 'echouee') this.settlement.expired(now);
    return this.cards.byId(card.id)!;
  }

  private async start(card: CardPaymentRow, { description, page }: PageTarget): Promise<CardPaymentRow> {
    const provider = this.d.provider;
    if (!provider) throw unavailable(card);
    try {
      const started = await provider.start({
        amountCents: card.amount_cents,
        currency: 'eur',
        reference: card.reference,
        description,
        email: this.d.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(card.customer_id) as string,
        returnUrl: page,
        cancelUrl: `${page}&retour=abandon`,
        // a provider's page lives a while at least (Stripe: 30 minutes): one outliving the reservation is closed by the sweep
        expiresAt: Math.max(Date.parse(card.reserved_until), this.d.now() + provider.minimumPageMs),
        // one provider payment per attempt and per start: a retried call gets the same page back
        idempotencyKey: `card-payment-${card.id}-${card.provider_id ?? 'first'}`,
      });
      this.cards.started(card.id, started.providerId, started.redirectUrl);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      this.d.log.error({ err: error }, 'card payment start');
      throw unavailable(card);
    }
    return this.cards.byId(card.id)!;
  }

  private move(card: CardPaymentRow, event: PaymentEvent) {
    const result = paymentTransition(card.state, event);
    if ('error' in result) throw new DomainError('PAYMENT_STATE', result.error.message);
    if (!result.unchanged) this.cards.move(card.id, card.state, result.state);
  }

  private view(card: CardPaymentRow): CardPaymentState {
    const open = card.state === 'en_attente_paiement' || card.state === 'echouee';
    return {
      state: card.state,
      label: PAYMENT_STATE_LABELS[card.state],
      message: PAYMENT_STATE_MESSAGES[card.state],
      amount_ttc: card.amount_cents,
      reserved_until: card.reserved_until,
      time_zone: timeZoneOf(this.cards.planTarget(card)),
      redirect_url: open ? card.redirect_url : null,
      failure: card.state === 'echouee' ? card.failure_code : null,
    };
  }
}
