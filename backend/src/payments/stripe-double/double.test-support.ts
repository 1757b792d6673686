import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeDouble, type StripeDouble, type StripeDoubleOptions } from './index';

/** The real SDK against the double, and a shop's webhook endpoint that verifies each event with the SDK. */
export const SECRET_KEY = 'sk_test_double_0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec_double_test_secret';

export interface Receiver {
  url: string;
  /** events whose signature constructEvent accepted, in order of arrival */
  verified: Stripe.Event[];
  /** deliveries refused by constructEvent */
  refused: string[];
  /** answers 500 to this many deliveries first */
  failNext: number;
  close(): Promise<void>;
}

export async function startReceiver(secret = WEBHOOK_SECRET): Promise<Receiver> {
  const stripe = new Stripe(SECRET_KEY);
  const receiver: Omit<Receiver, 'url' | 'close'> = { verified: [], refused: [], failNext: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      try {
        const event = stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), secret);
        receiver.verified.push(event);
        res.writeHead(200).end('{"received":true}');
      } catch (error) {
        receiver.refused.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  return Object.assign(receiver, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

export interface World {
  double: StripeDouble;
  receiver: Receiver;
  stripe: Stripe;
  /** the double's clock, moved by the test */
  clock: { ms: number };
  close(): Promise<void>;
}

export async function startWorld(options: Partial<StripeDoubleOptions> = {}): Promise<World> {
  const receiver = await startReceiver();
  const clock = { ms: Date.now() };
  const double = await startStripeDouble({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    now: () => clock.ms,
    retryDelaysMs: [20, 40],
    ...options,
  });
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: double.port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    double,
    receiver,
    stripe,
    clock,
    close: async () => {
      await double.close();
      await receiver.close();
    },
  };
}

export const nowS = (world: World) => Math.floor(world.clock.ms / 1000);

/** A session as the shop will create it: one order, its total TTC in cents, its number as reference. */
export function createSession(world: World, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return world.stripe.checkout.sessions.create({
    mode: 'payment',
    allowed_payment_method_types: ['card'],
    line_items: [{ price_data: { currency: 'eur', unit_amount: 61728, product_data: { name: 'Commande C-2026-0042' } }, quantity: 2 }],
    client_reference_id: 'C-2026-0042',
    customer_email: 'acheteur@example.test',
    success_url: 'http://shop.test/commande/confirmation?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/commande/paiement',
    expires_at: nowS(world) + 45 * 60,
    locale: 'fr',
    metadata: { order: 'C-2026-0042' },
    payment_intent_data: { metadata: { order: 'C-2026-0042' } },
    ...extra,
  });
}

/** What a browser sends from the hosted page's form. */
export function post(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** Waits for webhooks delivered behind the answer (retries, events not awaited). */
export async function until(check: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
