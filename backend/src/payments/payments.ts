import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import { reservationDeadline } from '@trefima/domain/payments/reservation';
import type { CardPaymentState, CardPaymentView } from '@trefima/domain/payments/contract';
import { mayGiveUpOrder, mayPayInvoice, mayPayOrder } from '@trefima/domain/payments/who-pays';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { groupedIban, type BankAccount } from '../orders/bank';
import type { OrderRow } from '../documents/documents';
import { DomainError, missing } from '../shared/errors';
import { CardPayments, type CardPaymentRow } from './card-payments';
import type { PaymentProvider } from './provider';
import { PaymentSettlement, type SettlementDeps } from './payment-settlement';
import { PaymentMails } from './payment-mails-sender';
import { CardCancellation, type CardCancellationDeps } from './card-cancellation';
import { CardPages, isOpen } from './card-pages';
import { invoicePaymentPage, orderPaymentPage, type WaitingCard } from './payment-mails';

export interface PaymentsDeps extends Omit<SettlementDeps, 'cards' | 'mails'> {
  creditNotes: CardCancellationDeps['creditNotes'];
  db: Db;
  now: () => number;
  provider: PaymentProvider | null;
  /** the site's origin: the provider sends the buyer back there */
  siteUrl: string;
  reservationMinutes: number;
  /** orders one account may have waiting for their card at once (config.ts) */
  maxWaitingOrders: number;
  /** the account transfers are paid into: what is left of an invoice under the card's minimum is paid there */
  bank: BankAccount;
  log: FastifyBaseLogger;
}

const NOT_OFFERED_INVOICE = 'Le paiement par carte en ligne n’est pas proposé pour le moment : réglez cette facture par virement.';
const money = (cents: number) => formatPrice(cents, { alwaysCents: true });
/** What is left of an invoice, under the provider's least payment: another way to pay it, under its number, with the account to pay into. */
const tooLittleLeft = (number: string, leftCents: number, leastCents: number, bank: BankAccount) =>
  `Il reste ${money(leftCents)} à payer sur la facture ${number} : le paiement par carte en ligne n’est possible qu’à partir de ${money(leastCents)}. ` +
  `Réglez ce reste par virement (IBAN ${groupedIban(bank.iban)}, BIC ${bank.bic}, au nom de ${bank.holder}) ou par chèque, en indiquant la référence ${number}.`;

const ONLY_ITS_BUYER = 'Seule la personne qui a passé cette commande peut y renoncer : demandez-le-lui, ou laissez passer son délai de paiement.';
const GIVE_UP_UNAVAILABLE =
  'Le prestataire de paiement ne répond pas : votre commande n’est pas annulée, car un paiement est peut-être en cours. Réessayez dans quelques instants.';
const paidAlready = (number: string) =>
  `Votre paiement par carte de la commande ${number} est reçu : elle est confirmée. Pour l’annuler, appelez-nous ou écrivez-nous depuis la page Contact.`;

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
  /** the provider's pages: started, resumed, closed, settled at their deadline (card-pages.ts) */
  private pages: CardPages;

  constructor(private d: PaymentsDeps) {
    this.cards = new CardPayments(d.db, d.now);
    this.mails = new PaymentMails(d);
    this.settlement = new PaymentSettlement({ ...d, cards: this.cards, mails: this.mails });
    this.pages = new CardPages({ ...d, cards: this.cards, settlement: this.settlement });
    this.cancellation = new CardCancellation({ ...d, cards: this.cards, settlement: this.settlement, pages: this.pages, mails: this.mails });
  }

  /** Whether card payment online is offered at all: only with a provider's keys. */
  get offered(): boolean {
    return this.d.provider !== null;
  }

  /** The least a card payment online takes, TTC cents (the provider's minimum charge); null without a provider. */
  get minimumCents(): number | null {
    return this.d.provider?.minimumAmountCents ?? null;
  }

  /** Whether the provider takes no real money (its test mode): the payment methods say so to the buyer. */
  get testMode(): boolean {
    return this.d.provider?.testMode ?? false;
  }

  /**
   * Why this account may not place one more order to pay by card online, or null: it has as many waiting for their
   * card, each holding its stock, as one account may (config.ts). A payment_id field error, so that the checkout shows
   * it on the payment's choice, where another way to pay is one click away.
   */
  waitingRefusal(customerId: number): string | null {
    const waiting = this.cards.waitingOrders(customerId);
    if (waiting < this.d.maxWaitingOrders) return null;
    const orders = waiting > 1 ? `${waiting} commandes` : 'une commande';
    return `Vous avez déjà ${orders} en attente de paiement par carte : ${waiting > 1 ? 'payez-les' : 'payez-la'} ou renoncez-y depuis « Mes commandes », ou choisissez un autre moyen de paiement.`;
  }

  /**
   * Why an order of `ttcCents` may not be paid by card online, or null: less than the provider takes for one payment
   * (Stripe: 0,50 €), which it would refuse once the order is written, its stock held. A payment_id field error, as
   * `waitingRefusal`'s, where the transfer is one click away.
   */
  amountRefusal(ttcCents: number): string | null {
    const least = this.d.provider?.minimumAmountCents ?? 0;
    if (ttcCents >= least) return null;
    return `Le paiement par carte en ligne n’est possible qu’à partir de ${money(least)} : votre commande fait ${money(ttcCents)} TTC. Choisissez le virement bancaire, ou un autre moyen de paiement.`;
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
    const view = await this.pages.resume(card, {
      description: `Commande ${order.number}`,
      page: orderPaymentPage(this.d.siteUrl, order.number),
    });
    return this.forReader(view, customerId, { order, card });
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
    if (!mayGiveUpOrder({ placedIt: card.customer_id === customerId })) throw new DomainError('FORBIDDEN_ROLE', ONLY_ITS_BUYER);
    let current = await this.pages.settleIfOverdue(card);
    if (isOpen(current) && this.d.provider && current.provider_id) {
      // closed before the order is given up, and read again, as at the deadline: a card taken as the buyer pressed is a
      // payment, the order kept (read open and closed after the cancellation, it was a late payment on a cancelled order)
      const reading = await this.pages.closedPage(current.provider_id);
      if (!reading || (reading.state !== 'paid' && reading.state !== 'expired')) throw new DomainError('PAYMENT_UNAVAILABLE', GIVE_UP_UNAVAILABLE);
      if (reading.state === 'paid') this.settlement.paid(current, reading);
      current = this.cards.byId(card.id)!;
    }
    if (isOpen(current)) {
      this.settlement.givenUp(current);
      current = this.cards.byId(card.id)!;
    }
    if (current.state === 'payee') throw new DomainError('PAYMENT_STATE', paidAlready(order.number));
    return this.forReader(this.pages.view(current), customerId, { order, card });
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
    // less than the provider takes: never asked of it (it would refuse), the buyer told how to pay it instead
    if (invoice.amount_ttc < this.d.provider.minimumAmountCents)
      throw new DomainError('PAYMENT_STATE', tooLittleLeft(invoice.number, invoice.amount_ttc, this.d.provider.minimumAmountCents, this.d.bank));
    const last = this.cards.latest('invoice_id', invoice.id);
    let current = last && (await this.pages.settleIfOverdue(last));
    if (current && isOpen(current) && current.amount_cents !== invoice.amount_ttc) {
      current = await this.pages.close(current);
      // paid on that page meanwhile: settled (at most what was left, the office told of the rest), perhaps nothing left
      invoice = this.cards.invoiceLeft(invoice.id)!;
      if (invoice.paid) return this.forReader(this.pages.view(current), customerId, null);
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
    const view = await this.pages.resume(card, {
      description: `Facture ${invoice.number}`,
      page: invoicePaymentPage(this.d.siteUrl, invoice.number),
    });
    return this.forReader(view, customerId, null);
  }

  /**
   * The office recorded a payment of this invoice (a cheque, a transfer): a card page the buyer opened before asks for
   * what was left then, now too much. It is closed, the provider's word read first: paid in the meantime, the card is
   * settled as a late payment (at most what is left recorded, the office told to refund the rest); the buyer opens a
   * page for what is left if anything is. The provider unreachable, the page stays until the sweep closes it at its
   * deadline, and a card taken on it meanwhile is such a late payment: the office's payment is recorded all the same.
   */
  async officePaid(invoiceId: number): Promise<void> {
    const card = this.cards.latest('invoice_id', invoiceId);
    if (!card || !isOpen(card)) return;
    await this.pages.close(card).catch((error: unknown) => this.d.log.error({ err: error }, 'card payment page close'));
  }

  /** An invoice's latest card payment, as `/mes-factures` follows it. */
  async invoiceState(customerId: number, invoiceIdOrNumber: string): Promise<CardPaymentState> {
    const invoice = this.cards.invoiceOf(customerId, invoiceIdOrNumber);
    const card = invoice && this.cards.latest('invoice_id', invoice.id);
    if (!card) throw missing('Ce paiement');
    return this.forReader(this.pages.view(await this.pages.settleIfOverdue(card)), customerId, null);
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
    if (!order || !card) throw missing('Ce paiement');
    return this.forReader(this.pages.view(await this.pages.settleIfOverdue(card)), customerId, { order, card });
  }

  /**
   * The state as `customerId` reads it: what he may do with it, by the rule the API guards the calls with
   * (domain/payments/who-pays.ts; an invoice's, by who settles the company's invoices), and an order's quotation,
   * from which an order given up is ordered again at its prices.
   */
  private forReader(view: CardPaymentView, customerId: number, of: { order: OrderRow; card: CardPaymentRow } | null): CardPaymentState {
    const role = this.cards.companyRoleOf(customerId);
    if (!of) return { ...view, may_pay: mayPayInvoice(role), may_give_up: false, quotation: null };
    const approved = of.order.approved_by != null;
    return {
      ...view,
      may_pay: mayPayOrder({ role, placedIt: of.order.customer_id === customerId, approved }),
      may_give_up: mayGiveUpOrder({ placedIt: of.card.customer_id === customerId }),
      quotation: this.cards.quotationOf(of.order),
    };
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
      await this.pages.settleIfOverdue(card).catch((error) => this.d.log.error({ err: error }, 'payment sweep'));
    }
  }
}
