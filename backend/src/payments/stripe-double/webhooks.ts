import { createHmac } from 'node:crypto';
import { API_VERSION, newId, type StripeObject } from './objects';

/**
 * Events as Stripe sends them: JSON POSTed to the shop's endpoint with `Stripe-Signature: t=<unix s>,v1=<hex>`,
 * the HMAC-SHA256 of `<t>.<body>` keyed by the endpoint's secret, signed again at each attempt as Stripe does
 * (so that the SDK's constructEvent accepts it). A failed delivery is tried again after a short wait; nothing a
 * shop answers, nor a shop that is down, stops the double.
 */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: StripeObject };
}

export function signatureHeader(payload: string, secret: string, timestampS: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${v1}`;
}

export interface WebhookOptions {
  url: string | undefined;
  secret: string;
  now: () => number;
  /** waits before each further attempt; Stripe's own span days, a double's a few seconds */
  retryDelaysMs: number[];
}

export function createWebhooks(options: WebhookOptions) {
  const events: StripeEvent[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inflight = new Set<AbortController>();
  let closed = false;

  async function attempt(event: StripeEvent): Promise<boolean> {
    if (!options.url || closed) return true;
    const payload = JSON.stringify(event, null, 2);
    const abort = new AbortController();
    inflight.add(abort);
    const timeout = setTimeout(() => abort.abort(), 10_000);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, options.secret, Math.floor(options.now() / 1000)),
        },
        body: payload,
        signal: abort.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
      inflight.delete(abort);
    }
  }

  /** Resolves once the first attempt is answered; the further attempts run behind. */
  async function deliver(event: StripeEvent, retry = 0): Promise<void> {
    if (await attempt(event)) return;
    const wait = options.retryDelaysMs[retry];
    if (wait === undefined || closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(event, retry + 1);
    }, wait);
    timers.add(timer);
  }

  return {
    events,
    async emit(type: string, object: StripeObject): Promise<void> {
      const event: StripeEvent = {
        id: newId('evt_test_'),
        object: 'event',
        api_version: API_VERSION,
        created: Math.floor(options.now() / 1000),
        livemode: false,
        pending_webhooks: options.url ? 1 : 0,
        request: { id: null, idempotency_key: null },
        type,
        // a snapshot: the object as it was when the event happened, as Stripe sends it
        data: { object: structuredClone(object) },
      };
      events.push(event);
      await deliver(event);
    },
    /** The same event delivered again, as Stripe does when it is not sure the shop got it. */
    async resend(eventId: string): Promise<void> {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: '${eventId}'`);
      await deliver(event);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      for (const abort of inflight) abort.abort();
    },
  };
}
