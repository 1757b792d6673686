import { invalidParam, resourceMissing } from './errors';
import type { Metadata, PaymentError, PaymentIntentRecord, RefundRecord, SessionRecord, StripeObject } from './objects';
import { chargeObject, newId, paymentIntentObject, refundObject, sessionObject } from './objects';
import type { SessionParams } from './session-params';

/**
 * The double's state and every move of it, each move emitting the event Stripe would send. Time is the
 * injected clock's (ms), so a test expires a session by moving the clock, not by waiting.
 */
export type Emit = (type: string, object: StripeObject) => Promise<void>;

export function createLedger(options: { now: () => number; publicUrl: () => string; emit: Emit }) {
  const { publicUrl, emit } = options;
  const seconds = () => Math.floor(options.now() / 1000);
  const sessions = new Map<string, SessionRecord>();
  const intents = new Map<string, PaymentIntentRecord>();
  const refunds = new Map<string, RefundRecord>();

  const show = (s: SessionRecord, expand = false) =>
    sessionObject(s, publicUrl(), expand && s.paymentIntentId ? paymentIntentObject(intents.get(s.paymentIntentId)!) : null);

  /** An open session past its expires_at expires when first noticed, and says so once. */
  async function noticeExpiry(s: SessionRecord) {
    if (s.status !== 'open' || seconds() < s.expiresAt) return;
    await expire(s);
  }

  async function expire(s: SessionRecord) {
    s.status = 'expired';
    const pi = s.paymentIntentId ? intents.get(s.paymentIntentId)! : null;
    if (pi && pi.status !== 'succeeded') Object.assign(pi, { status: 'canceled', canceledAt: seconds() });
    await emit('checkout.session.expired', show(s));
  }

  async function session(id: string): Promise<SessionRecord> {
    const s = sessions.get(id);
    if (!s) throw resourceMissing('checkout.session', id);
    await noticeExpiry(s);
    return s;
  }

  /** A refund that fails once made (the card closed meanwhile): the money is the payment's again, and Stripe says so twice. */
  async function failRefund(r: RefundRecord, pi: PaymentIntentRecord) {
    Object.assign(r, { status: 'failed', failureReason: 'expired_or_canceled_card' });
    pi.amountRefunded -= r.amount;
    await emit('charge.refund.updated', refundObject(r));
    await emit('refund.updated', refundObject(r));
  }

  function intentOf(s: SessionRecord): PaymentIntentRecord {
    if (s.paymentIntentId) return intents.get(s.paymentIntentId)!;
    const pi: PaymentIntentRecord = {
      id: newId('pi_test_'),
      created: seconds(),
      amount: s.amountTotal,
      currency: s.currency,
      metadata: s.paymentIntentMetadata,
      status: 'requires_payment_method',
      latestCharge: null,
      lastPaymentError: null,
      amountRefunded: 0,
      canceledAt: null,
      refundsFail: false,
    };
    intents.set(pi.id, pi);
    s.paymentIntentId = pi.id;
    return pi;
  }

  return {
    session,
    show,
    sessions: () => [...sessions.values()],

    create(params: SessionParams): SessionRecord {
      const created = seconds();
      const { lineItems, expiresAt, ...rest } = params;
      const s: SessionRecord = {
        ...rest,
        id: newId('cs_test_', 58),
        created,
        expiresAt: expiresAt ?? created + 24 * 3600,
        lineItems,
        amountTotal: lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntentId: null,
      };
      sessions.set(s.id, s);
      return s;
    },

    async expireNow(id: string) {
      const s = await session(id);
      if (s.status !== 'open')
        throw invalidParam('session', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`);
      await expire(s);
      return s;
    },

    /** Sweeps every open session, for the timer that notices expiries nobody reads. */
    async sweep() {
      for (const s of sessions.values()) await noticeExpiry(s);
    },

    /** A payment's refunds, newest first, as Stripe lists them. */
    refundsOf(paymentIntentId: string): RefundRecord[] {
      if (!intents.has(paymentIntentId)) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
      return [...refunds.values()].filter((r) => r.paymentIntentId === paymentIntentId).reverse();
    },

    intent(id: string): PaymentIntentRecord {
      const pi = intents.get(id);
      if (!pi) throw resourceMissing('payment_intent', id);
      return pi;
    },

    /** A card that asks for 3-D Secure: the payment waits for the bank's answer. */
    requireAction(s: SessionRecord) {
      Object.assign(intentOf(s), { status: 'requires_action', lastPaymentError: null });
    },

    async fail(s: SessionRecord, error: PaymentError) {
      const pi = Object.assign(intentOf(s), { status: 'requires_payment_method', lastPaymentError: error });
      await emit('payment_intent.payment_failed', paymentIntentObject(pi));
    },

    /** `refundsFail`: paid with the card whose refunds fail once made */
    async succeed(s: SessionRecord, refundsFail = false) {
      const pi = Object.assign(intentOf(s), { status: 'succeeded', lastPaymentError: null, latestCharge: newId('ch_test_'), refundsFail });
      Object.assign(s, { status: 'complete', paymentStatus: 'paid' });
      void emit('payment_intent.succeeded', paymentIntentObject(pi));
      await emit('checkout.session.completed', show(s));
    },

    async refund(paymentIntentId: string, amount: number | null, metadata: Metadata, reason: string | null) {
      const pi = intents.get(paymentIntentId);
      if (!pi) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
      if (pi.status !== 'succeeded' || !pi.latestCharge)
        throw invalidParam('payment_intent', `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, 'payment_intent_unexpected_state');
      const left = pi.amount - pi.amountRefunded;
      if (left === 0) throw invalidParam('payment_intent', `Charge ${pi.latestCharge} has already been refunded.`, 'charge_already_refunded');
      if (amount !== null && amount > left)
        throw invalidParam('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large');
      const r: RefundRecord = {
        id: newId('re_test_'),
        created: seconds(),
        amount: amount ?? left,
        currency: pi.currency,
        paymentIntentId: pi.id,
        chargeId: pi.latestCharge,
        metadata,
        reason,
        status: 'succeeded',
        failureReason: null,
      };
      pi.amountRefunded += r.amount;
      refunds.set(r.id, r);
      const charge = chargeObject(pi);
      void emit('refund.created', refundObject(r))
        .then(() => emit('charge.refunded', charge))
        .then(() => (pi.refundsFail ? failRefund(r, pi) : undefined));
      return r;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
