import { randomBytes } from 'node:crypto';

/** What the double keeps of each object, and the JSON Stripe answers for it (the fields the shop may read). */
export const API_VERSION = '2026-10-28.endive';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newId = (prefix: string, length = 24) => prefix + [...randomBytes(length)].map((b) => ALNUM[b % ALNUM.length]).join('');

export type Metadata = Record<string, string>;

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface SessionRecord {
  id: string;
  created: number;
  expiresAt: number;
  currency: string;
  amountTotal: number;
  lineItems: LineItem[];
  clientReferenceId: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string | null;
  locale: string | null;
  metadata: Metadata;
  paymentIntentMetadata: Metadata;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntentId: string | null;
}

export type PaymentError = { code: 'card_declined'; decline_code: 'insufficient_funds' } | { code: 'payment_intent_authentication_failure' };

export interface PaymentIntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  metadata: Metadata;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  latestCharge: string | null;
  lastPaymentError: PaymentError | null;
  amountRefunded: number;
  canceledAt: number | null;
  /** paid with the card whose refunds fail after they were made (4000 0000 0000 5126) */
  refundsFail: boolean;
}

export interface RefundRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  paymentIntentId: string;
  chargeId: string;
  metadata: Metadata;
  reason: string | null;
  status: 'succeeded' | 'failed';
  /** why a failed refund failed, as Stripe names it */
  failureReason: string | null;
}

export type StripeObject = Record<string, unknown>;

export function sessionObject(s: SessionRecord, publicUrl: string, paymentIntent: StripeObject | null = null): StripeObject {
  return {
    id: s.id,
    object: 'checkout.session',
    allowed_payment_method_types: ['card'],
    amount_subtotal: s.amountTotal,
    amount_total: s.amountTotal,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    created: s.created,
    currency: s.currency,
    customer_email: s.customerEmail,
    expires_at: s.expiresAt,
    livemode: false,
    locale: s.locale,
    metadata: s.metadata,
    mode: 'payment',
    payment_intent: paymentIntent ?? s.paymentIntentId,
    payment_method_types: ['card'],
    payment_status: s.paymentStatus,
    status: s.status,
    success_url: s.successUrl,
    ui_mode: 'hosted',
    // as Stripe: the page's address only while it can still be paid
    url: s.status === 'open' ? `${publicUrl}/pay/${s.id}` : null,
  };
}

const MESSAGES: Record<PaymentError['code'], string> = {
  card_declined: 'Your card has insufficient funds.',
  payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function paymentIntentObject(pi: PaymentIntentRecord): StripeObject {
  return {
    id: pi.id,
    object: 'payment_intent',
    allowed_payment_method_types: ['card'],
    amount: pi.amount,
    amount_received: pi.status === 'succeeded' ? pi.amount : 0,
    canceled_at: pi.canceledAt,
    cancellation_reason: pi.canceledAt === null ? null : 'automatic',
    created: pi.created,
    currency: pi.currency,
    last_payment_error: pi.lastPaymentError && { ...pi.lastPaymentError, type: 'card_error', message: MESSAGES[pi.lastPaymentError.code] },
    latest_charge: pi.latestCharge,
    livemode: false,
    metadata: pi.metadata,
    payment_method_types: ['card'],
    status: pi.status,
  };
}

/** The payment's charge, as `charge.refunded` carries it. */
export function chargeObject(pi: PaymentIntentRecord): StripeObject {
  return {
    id: pi.latestCharge,
    object: 'charge',
    amount: pi.amount,
    amount_captured: pi.amount,
    amount_refunded: pi.amountRefunded,
    captured: true,
    created: pi.created,
    currency: pi.currency,
    livemode: false,
    metadata: pi.metadata,
    paid: true,
    payment_intent: pi.id,
    refunded: pi.amountRefunded === pi.amount,
    status: 'succeeded',
  };
}

export function refundObject(r: RefundRecord): StripeObject {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    charge: r.chargeId,
    created: r.created,
    currency: r.currency,
    metadata: r.metadata,
    payment_intent: r.paymentIntentId,
    reason: r.reason,
    status: r.status,
    ...(r.status === 'failed' ? { failure_reason: r.failureReason } : {}),
  };
}
