import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from './api';
import { unauthorized } from './errors';
import { parseForm } from './form-body';
import { createHostedPayment, type PageAnswer } from './hosted-payment';
import { createLedger } from './ledger';
import { API_VERSION, newId } from './objects';
import { idempotent } from './idempotency';
import { createWebhooks, type StripeEvent } from './webhooks';

export type { StripeEvent } from './webhooks';
/** for tests that forge or replay a notification themselves */
export { signatureHeader } from './webhooks';

/**
 * A stand-in for Stripe that the official SDK talks to unchanged (`new Stripe(key, { host, port, protocol: 'http' })`):
 * Checkout Sessions, PaymentIntents, Refunds, a hosted payment page with 3-D Secure, and signed webhooks.
 * For the tests and for `npm start`; the shop never knows which of the two it talks to.
 */
export interface StripeDoubleOptions {
  /** 0 (the default): any free port */
  port?: number;
  host?: string;
  secretKey: string;
  /**
   * where events are POSTed; without it they are only kept in `events`. Read at each sending, so that a test may set
   * it once the API it notifies listens on a port of the system's choosing (payments/testing-payments.ts).
   */
  webhookUrl?: string;
  webhookSecret: string;
  /** the base URL a browser reaches the hosted page at; http://host:port by default */
  publicUrl?: string;
  /** the clock in ms (Date.now by default): expiries, `created` and the signatures' timestamps follow it */
  now?: () => number;
  /** waits before each further attempt of a failed webhook delivery */
  retryDelaysMs?: number[];
}

export interface StripeDouble {
  url: string;
  port: number;
  close(): Promise<void>;
  /** every event sent so far, in order */
  events: StripeEvent[];
  /** delivers an event again: a duplicate notification */
  resend(eventId: string): Promise<void>;
  /** one turn of the sweeper that notices expiries nobody reads (it runs every second by itself) */
  sweep(): Promise<void>;
  /**
   * Until the function returned is called, the API calls `method` on a path matching `path` go as in a provider's bad
   * moment (each of the SDK's own retries too): `lost`, done but the answer never sent back (a timeout, a connection
   * reset); `error`, refused with a 500 and nothing done.
   */
  trouble(method: string, path: RegExp, as: 'lost' | 'error'): () => void;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const basic = header.match(/^Basic\s+(.+)$/i);
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] || null;
  return header.match(/^Bearer\s+(.+)$/i)?.[1].trim() || null;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_test_', 14), 'stripe-version': API_VERSION });
  res.end(JSON.stringify(body, null, 2));
}

function sendPage(res: ServerResponse, answer: PageAnswer) {
  if ('location' in answer) res.writeHead(303, { location: answer.location, 'cache-control': 'no-store' }).end();
  else res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(answer.html);
}

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const webhooks = createWebhooks({
    get url() {
      return options.webhookUrl;
    },
    secret: options.webhookSecret,
    now,
    retryDelaysMs: options.retryDelaysMs ?? [250, 1000, 4000],
  });
  let publicUrl = '';
  const ledger = createLedger({ now, publicUrl: () => publicUrl, emit: webhooks.emit });
  const api = idempotent(createApi(ledger, () => Math.floor(now() / 1000)));
  const hosted = createHostedPayment(ledger, now);
  const troubles = new Set<{ method: string; path: RegExp; as: 'lost' | 'error' }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://double');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, { error: { type: 'invalid_request_error', message: 'Request too large' } });
    if (url.pathname.startsWith('/v1/')) {
      const key = bearer(req);
      if (key !== options.secretKey) return sendJson(res, 401, { error: unauthorized(key).body });
      const form = parseForm(method === 'GET' ? url.search.slice(1) : body);
      const trouble = [...troubles].find((t) => t.method === method && t.path.test(url.pathname));
      if (trouble?.as === 'error') return sendJson(res, 500, { error: { type: 'api_error', message: 'Stripe double: a moment of trouble' } });
      const answer = await api(method, url.pathname, form, { key: req.headers['idempotency-key'], body });
      if (trouble?.as === 'lost') return void res.destroy();
      return sendJson(res, answer.status, answer.body);
    }
    const page = url.pathname.match(/^\/pay\/([^/]+)(\/3ds)?$/);
    const id = page?.[1] ?? '';
    if (page && !page[2] && method === 'GET') return sendPage(res, await hosted.show(id));
    if (page && !page[2] && method === 'POST') return sendPage(res, await hosted.pay(id, parseForm(body)));
    if (page && page[2] && method === 'POST') return sendPage(res, await hosted.authenticate(id, parseForm(body)));
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: `Stripe double: ${String(error)}` } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  // an expiry nobody reads is still noticed, and its event sent, within a second
  const sweeper = setInterval(() => void ledger.sweep().catch(() => undefined), 1000);
  sweeper.unref();

  return {
    url,
    port,
    events: webhooks.events,
    resend: webhooks.resend,
    sweep: () => ledger.sweep(),
    trouble(method, path, as) {
      const trouble = { method, path, as };
      troubles.add(trouble);
      return () => void troubles.delete(trouble);
    },
    async close() {
      clearInterval(sweeper);
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
