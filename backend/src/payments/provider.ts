/**
 * The one door to a card payment provider. Checkout, invoices and refunds
 * call this interface and nothing else, so that a provider common with the
 * Antilles' banks (Lyra PayZen / Systempay, Monetico) is added beside
 * Stripe without touching them (docs/payments.md says how). Amounts are the
 * API's own, in integer cents; the reference is the shop's document number.
 */

export interface PaymentStart {
  amountCents: number;
  currency: 'eur';
  /** the order's or invoice's number: the provider's records carry it */
  reference: string;
  /** the shop's attempt (card_payment.id), which the provider's notices carry back: a document may have had several */
  attempt: number;
  /** what the buyer reads on the provider's page */
  description: string;
  email: string | null;
  /** where the provider sends the buyer back: built by the API, never taken from a client */
  returnUrl: string;
  cancelUrl: string;
  /** when the hosted page stops taking the card (epoch ms), past the reservation; the same on each call under one key */
  expiresAt: number;
  /** one start per payment attempt: the provider answers the same payment to a retried call */
  idempotencyKey: string;
}

export interface StartedPayment {
  /** the provider's id of this payment (Stripe: the Checkout Session) */
  providerId: string;
  /** the hosted page the buyer is sent to */
  redirectUrl: string;
}

/** What the provider says of a payment now. `failed`: the last card was refused, the page still takes another. */
export type ProviderState = 'open' | 'failed' | 'paid' | 'expired';

export interface PaymentReading {
  providerId: string;
  state: ProviderState;
  amountCents: number;
  currency: string;
  reference: string | null;
  /** why the last attempt failed, as the provider names it (card_declined, payment_intent_authentication_failure…) */
  failureCode: string | null;
}

/** A notification the provider signed, read: which payment it is about and what it says. */
export interface PaymentNotification {
  /** the provider's own id of the notification: a second delivery of it changes nothing */
  eventId: string;
  /** `refund_failed`: a refund made, which failed afterwards (the money did not go back) */
  kind: 'paid' | 'failed' | 'expired' | 'refund_failed' | 'ignored';
  /** the payment (Checkout Session) it concerns; null for a notification the shop does not use, or of a refund */
  providerId: string | null;
  amountCents: number | null;
  currency: string | null;
  reference: string | null;
  /** the shop's attempt the payment was made for (PaymentStart's), when the notice names no payment of the provider's */
  attempt?: number | null;
  /** why the payment, or the refund, failed, as the provider names it */
  failureCode: string | null;
  /** the provider's refund, for a notification of one */
  refundId?: string;
}

/** A notification whose signature or timestamp does not hold (forged, altered or replayed), or signed but malformed. */
export class NotificationRefused extends Error {
  /** `said`: French, why, as the answer to the provider says it */
  constructor(
    message: string,
    readonly said = 'signature ou horodatage invalide',
  ) {
    super(message);
  }
}

/** The provider could not be reached or refused the call: the server's trouble, never the buyer's. */
export class ProviderUnavailable extends Error {}

/** A refund made, or when nothing was left to give back, the last one that gave some (`amountCents` 0). */
export interface ProviderRefund {
  refundId: string;
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: string;
  /** the shortest time a hosted page may be set to take a card for (Stripe: 30 minutes) */
  readonly minimumPageMs: number;
  /** the least one payment may be, in cents: the provider refuses less (Stripe: 0,50 € in euros) */
  readonly minimumAmountCents: number;
  /** the provider's test mode (Stripe: a test key): no real money moves, and the buyer is told so */
  readonly testMode: boolean;
  start(payment: PaymentStart): Promise<StartedPayment>;
  read(providerId: string): Promise<PaymentReading>;
  /** The raw body exactly as received, and its headers; throws NotificationRefused. */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotification;
  /** Closes a payment's page before its time (the reservation passed): no card is taken on it afterwards. */
  cancel(providerId: string): Promise<void>;
  /**
   * Gives back what is left of a paid payment: all of it, unless the office gave part back in the provider's dashboard
   * first (`amountCents`: what this refund gave back). Nothing left, it answers the last refund that gave some back and
   * 0. `idempotencyKey` makes a retried refund the same refund. Made is not done: the provider may say afterwards that
   * it failed (a notification `refund_failed`).
   */
  refund(providerId: string, idempotencyKey: string): Promise<ProviderRefund>;
}
