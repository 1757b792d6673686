import type Stripe from 'stripe';
import {
  NotificationRefused,
  ProviderUnavailable,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentReading,
  type PaymentStart,
  type ProviderState,
} from './provider';

/**
 * Stripe behind the shop's payment door (provider.ts): a hosted Checkout
 * Session in `payment` mode, card only, in euros, 3-D Secure left to Stripe
 * and the buyer's bank. The shop never sees a card; the buyer is redirected
 * to Stripe's page and back. The same code talks to the provider double of
 * the tests and of `npm start` (stripe-double/), pointed at by `api`.
 */

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** where the SDK sends its calls: Stripe's own API unless set (the double's, in tests and npm start) */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/** The notifications the shop acts on; any other type Stripe may send is acknowledged and left alone. */
const KINDS: Record<string, PaymentNotification['kind']> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'expired',
  'checkout.session.async_payment_failed': 'failed',
  'payment_intent.payment_failed': 'failed',
};

/** A refund's news (its object a refund); only its end `failed` or `canceled` matters to the shop: the money did not go back. */
const REFUND_NEWS = new Set(['refund.updated', 'charge.refund.updated', 'refund.failed']);
const REFUND_FAILED = new Set(['failed', 'canceled']);

const idOf = (v: string | { id: string } | null | undefined) => (v ? (typeof v === 'string' ? v : v.id) : null);

function stateOf(session: Stripe.Checkout.Session): { state: ProviderState; failureCode: string | null } {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const failureCode = intent?.last_payment_error?.code ?? null;
  if (session.status === 'complete' && session.payment_status === 'paid') return { state: 'paid', failureCode: null };
  if (session.status === 'expired') return { state: 'expired', failureCode };
  return { state: failureCode ? 'failed' : 'open', failureCode };
}

/** A call that did not reach Stripe or that Stripe refused: logged by the caller, answered to the buyer as the server's trouble. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderUnavailable(`Stripe: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A signed event that is not of the shape Stripe's are: refused as a forged one is, nothing written. */
const malformed = (what: string) => new NotificationRefused(`Stripe: malformed event (${what})`, 'événement mal formé');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v);
/** The shop's attempt as its metadata carries it (a string, as Stripe keeps every metadata value); null for a payment made before it did. */
const attemptOf = (v: string | null): number | null => (v !== null && /^[1-9][0-9]{0,15}$/.test(v) ? Number(v) : null);

/** A field the shop reads: null when absent, else of its type, or the event is malformed. */
function field<T>(o: Record<string, unknown>, key: string, is: (v: unknown) => v is T, where: string): T | null {
  const v = o[key];
  if (v === undefined || v === null) return null;
  if (!is(v)) throw malformed(`${where}.${key}`);
  return v;
}

/**
 * What a signed event says, its shape checked first: the SDK checks the signature only, and the JSON signed
 * may be anything (null, a list, an event without its object). Only the fields the shop reads are checked.
 */
function notificationOf(event: unknown): PaymentNotification {
  if (!isRecord(event) || !isText(event.id) || !event.id || !isText(event.type)) throw malformed('id, type');
  if (!isRecord(event.data) || !isRecord(event.data.object)) throw malformed('data.object');
  const { id: eventId, type } = event;
  const object = event.data.object;
  const kind = Object.hasOwn(KINDS, type) ? KINDS[type]! : 'ignored';
  if (type.startsWith('checkout.session.')) {
    const providerId = field(object, 'id', isText, 'data.object');
    if (!providerId) throw malformed('data.object.id');
    // a session completes when the buyer is done; paid only with `paid` (a method paid later sends
    // async_payment_succeeded then), as stateOf reads a session
    const unpaid = type === 'checkout.session.completed' && field(object, 'payment_status', isText, 'data.object') !== 'paid';
    return {
      eventId,
      kind: unpaid ? 'ignored' : kind,
      providerId,
      amountCents: field(object, 'amount_total', isCount, 'data.object'),
      currency: field(object, 'currency', isText, 'data.object'),
      reference: field(object, 'client_reference_id', isText, 'data.object'),
      failureCode: null,
    };
  }
  if (type === 'payment_intent.payment_failed') {
    // a refused card: the session it belongs to is found by the payment's reference and intent (payments.ts)
    const metadata = field(object, 'metadata', isRecord, 'data.object');
    const error = field(object, 'last_payment_error', isRecord, 'data.object');
    return {
      eventId,
      kind,
      providerId: null,
      amountCents: field(object, 'amount', isCount, 'data.object'),
      currency: field(object, 'currency', isText, 'data.object'),
      reference: metadata && field(metadata, 'reference', isText, 'data.object.metadata'),
      attempt: attemptOf(metadata && field(metadata, 'attempt', isText, 'data.object.metadata')),
      failureCode: error && field(error, 'code', isText, 'data.object.last_payment_error'),
    };
  }
  if (REFUND_NEWS.has(type)) {
    const refundId = field(object, 'id', isText, 'data.object');
    if (!refundId) throw malformed('data.object.id');
    const metadata = field(object, 'metadata', isRecord, 'data.object');
    return {
      eventId,
      kind: REFUND_FAILED.has(field(object, 'status', isText, 'data.object') ?? '') ? 'refund_failed' : 'ignored',
      providerId: null,
      amountCents: field(object, 'amount', isCount, 'data.object'),
      currency: field(object, 'currency', isText, 'data.object'),
      // the shop's document number, set on the refunds it makes (below): the payment is found by it too
      reference: metadata && field(metadata, 'reference', isText, 'data.object.metadata'),
      failureCode: field(object, 'failure_reason', isText, 'data.object'),
      refundId,
    };
  }
  return { eventId, kind: 'ignored', providerId: null, amountCents: null, currency: null, reference: null, failureCode: null };
}

/** `now`: the API's clock, against which a notification's age is counted. */
export function stripeProvider(config: StripeConfig, now: () => number = Date.now): PaymentProvider {
  // the SDK is loaded here, where card payment is configured, and not by every API (or test) that takes none
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Sdk = require('stripe') as typeof Stripe;
  const stripe = new Sdk(config.secretKey, { ...(config.api ?? {}), maxNetworkRetries: 2, timeout: 15_000 });
  const read = async (providerId: string): Promise<PaymentReading> => {
    const session = await calling('reading a payment', () => stripe.checkout.sessions.retrieve(providerId, { expand: ['payment_intent'] }));
    return {
      providerId: session.id,
      ...stateOf(session),
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? '',
      reference: session.client_reference_id,
    };
  };
  return {
    name: 'stripe',
    // Checkout Sessions expire 30 minutes after creation at the soonest; a minute more for the call's own time. At the
    // latest 24 hours after: a page set to close this long after the reservation needs one under 23 h 29
    minimumPageMs: 31 * 60_000,
    // its minimum charge in euros (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts): a Checkout
    // Session for less is refused (amount_too_small)
    minimumAmountCents: 50,
    // Stripe's test keys (secret or restricted) move no money, whichever server answers them
    testMode: /^(sk|rk)_test_/.test(config.secretKey),
    async start(p: PaymentStart) {
      const session = await calling('starting a payment', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card'],
            line_items: [{ price_data: { currency: p.currency, unit_amount: p.amountCents, product_data: { name: p.description } }, quantity: 1 }],
            client_reference_id: p.reference,
            ...(p.email ? { customer_email: p.email } : {}),
            success_url: p.returnUrl,
            cancel_url: p.cancelUrl,
            expires_at: Math.floor(p.expiresAt / 1000),
            locale: 'fr',
            metadata: { reference: p.reference, attempt: String(p.attempt) },
            // a refused card's notice is of the payment, which names no page (Checkout Session): the attempt goes with it
            payment_intent_data: { metadata: { reference: p.reference, attempt: String(p.attempt) } },
          },
          { idempotencyKey: p.idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe: the payment has no page to send the buyer to');
      return { providerId: session.id, redirectUrl: session.url };
    },
    read,
    verify(rawBody, headers) {
      const signature = headers['stripe-signature'];
      let event: unknown;
      try {
        // the SDK's own check: the HMAC of the raw body, and a timestamp within five minutes (a replay later is refused)
        const header = Array.isArray(signature) ? signature[0]! : (signature ?? '');
        event = stripe.webhooks.constructEvent(rawBody, header, config.webhookSecret, undefined, undefined, now());
      } catch (error) {
        throw new NotificationRefused(error instanceof Error ? error.message : String(error));
      }
      return notificationOf(event);
    },
    async cancel(providerId) {
      await calling('closing a payment page', () => stripe.checkout.sessions.expire(providerId));
    },
    async refund(providerId, idempotencyKey) {
      const session = await calling('reading a payment to refund', () => stripe.checkout.sessions.retrieve(providerId));
      const intent = idOf(session.payment_intent);
      if (!intent) throw new ProviderUnavailable(`Stripe: the payment ${providerId} has no card payment to refund`);
      // under the shop's document number, as the payment: a refund's notification names its payment by it
      const metadata: Record<string, string> = session.client_reference_id ? { reference: session.client_reference_id } : {};
      try {
        // no amount: what is left on the charge, the whole payment unless the office refunded part in the dashboard
        const refund = await stripe.refunds.create({ payment_intent: intent, metadata }, { idempotencyKey });
        return { refundId: refund.id, amountCents: refund.amount };
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'charge_already_refunded')
          throw new ProviderUnavailable(`Stripe: refunding failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      // all of it given back before: the newest refund that was not undone is the one the money went back by
      const earlier = await calling('reading a payment’s refunds', () => stripe.refunds.list({ payment_intent: intent, limit: 100 }));
      const made = earlier.data.find((r) => r.status !== 'failed' && r.status !== 'canceled');
      if (!made) throw new ProviderUnavailable(`Stripe: the payment ${providerId} reads refunded with no refund`);
      return { refundId: made.id, amountCents: 0 };
    },
  };
}
