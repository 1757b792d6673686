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
    // Checkout Sessions expire 30 minutes after creation at the soonest; a minute more for the call's own time
    minimumPageMs: 31 * 60_000,
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
            metadata: { reference: p.reference },
            payment_intent_data: { metadata: { reference: p.reference } },
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
      let event: Stripe.Event;
      try {
        // the SDK's own check: the HMAC of the raw body, and a timestamp within five minutes (a replay later is refused)
        const header = Array.isArray(signature) ? signature[0]! : (signature ?? '');
        event = stripe.webhooks.constructEvent(rawBody, header, config.webhookSecret, undefined, undefined, now());
      } catch (error) {
        throw new NotificationRefused(error instanceof Error ? error.message : String(error));
      }
      const kind = KINDS[event.type] ?? 'ignored';
      const object = event.data.object as Partial<Stripe.Checkout.Session & Stripe.PaymentIntent>;
      if (event.type.startsWith('checkout.session.')) {
        const session = object as Stripe.Checkout.Session;
        return {
          eventId: event.id,
          kind,
          providerId: session.id,
          amountCents: session.amount_total,
          currency: session.currency,
          reference: session.client_reference_id,
          failureCode: null,
        };
      }
      if (event.type === 'payment_intent.payment_failed') {
        // a refused card: the session it belongs to is found by the payment's reference and intent (payments.ts)
        const intent = object as Stripe.PaymentIntent;
        return {
          eventId: event.id,
          kind,
          providerId: null,
          amountCents: intent.amount,
          currency: intent.currency,
          reference: intent.metadata?.reference ?? null,
          failureCode: intent.last_payment_error?.code ?? null,
        };
      }
      return { eventId: event.id, kind: 'ignored', providerId: null, amountCents: null, currency: null, reference: null, failureCode: null };
    },
    async cancel(providerId) {
      await calling('closing a payment page', () => stripe.checkout.sessions.expire(providerId));
    },
    async refund(providerId, amountCents, idempotencyKey) {
      const session = await calling('reading a payment to refund', () => stripe.checkout.sessions.retrieve(providerId));
      const intent = idOf(session.payment_intent);
      if (!intent) throw new ProviderUnavailable(`Stripe: the payment ${providerId} has no card payment to refund`);
      const refund = await calling('refunding', () => stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey }));
      return { refundId: refund.id };
    },
  };
}
