/**
 * Helpers for the contract tests: an app over a fresh in-memory database, a
 * clock the test moves, and short ways to call the API with `app.inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod/mini';
import { apiError, customer } from '@trefima/domain/contract';
import { buildApp } from './app';
import { testConfig, type Config } from './config';
import { openDb, type Db } from './db';
import { seed } from './seed';
import { demoHashes } from './test-support/demo-hashes.test-support';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  clock: { now: number; advance(ms: number): void };
  request(
    method: InjectOptions['method'],
    path: string,
    opts?: {
      query?: Record<string, string | number>;
      body?: unknown;
      token?: string;
      plan?: number;
      headers?: Record<string, string>;
      payload?: Buffer;
      remoteAddress?: string;
    },
  ): Promise<LightMyRequestResponse>;
  get(path: string, query?: Record<string, string | number>, token?: string): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  login(email?: string, password?: string): Promise<string>;
  /** A new private buyer of Martinique, signed up (and so signed in) with this e-mail: a customer no other test shares. */
  signUp(email: string): Promise<{ token: string; id: number }>;
  close(): Promise<void>;
}

/** A delivery address in Guadeloupe, the demo professional's territory: the job sites' tests make their sites there. */
export const SITE_ADDRESS = {
  civility: 'm',
  first_name: 'Joël',
  last_name: 'Bellance',
  street: 'Rue Frébault',
  zipcode: '97110',
  city: 'Pointe-à-Pitre',
  phone: '0690261234',
} as const;

/** A private buyer's home in Martinique, his book's defaults: the address of the tests' card and private orders. */
export const HOME_ADDRESS = {
  label: 'Maison',
  civility: 'm',
  first_name: 'Jules',
  last_name: 'Marie-Sainte',
  street: '12 chemin de la Pointe',
  zipcode: '97232',
  city: 'Le Lamentin',
  phone: '0696112233',
  is_default_delivery: true,
  is_default_billing: true,
} as const;

/** The demo company's depot in a territory's town (`place`), not a default: where the tests' documents of that territory go. */
export const depotAddress = (place: { city: string; zipcode: string }) => ({
  label: `Dépôt ${place.city}`,
  civility: 'm',
  first_name: 'Joël',
  last_name: 'Bellance',
  street: '1 rue du Port',
  zipcode: place.zipcode,
  city: place.city,
  phone: '0690261234',
  is_default_delivery: false,
  is_default_billing: false,
});

export const PRO = { email: 'pro@trefima.example', password: 'Demo-Pro-971!' };
export const PRIVATE = { email: 'particulier@trefima.example', password: 'Demo-Particulier-972!' };

/** `now`: where the API's clock starts; a fixed date unless the test also runs browser code, which reads the real clock. */
export async function testApi(
  overrides: Partial<Config> = {},
  { products, now = Date.parse('2026-11-21T10:00:00Z') }: { products?: number; now?: number } = {},
): Promise<TestApi> {
  const config = testConfig(overrides);
  const db = openDb(':memory:');
  const clock = {
    now,
    advance(ms: number) {
      this.now += ms;
    },
  };
  await seed(db, { now: clock.now, products, demoHashes: demoHashes() });
  const app = await buildApp({ db, config, now: () => clock.now });
  // Each call comes from its own client address unless a test names one, so that only the
  // throttling tests, which do, meet the per-client limits.
  let calls = 0;
  const nextAddress = () => `127.1.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;
  const api: TestApi = {
    app,
    db,
    clock,
    request(method, path, { query = {}, body, token, plan = 1, headers = {}, payload, remoteAddress } = {}) {
      return app.inject({
        method,
        remoteAddress: remoteAddress ?? nextAddress(),
        url: `/api/v1${path}`,
        query: Object.fromEntries(Object.entries({ site_id: 1, lang: 'fr', sales_plan_id: plan, ...query }).map(([k, v]) => [k, String(v)])),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload ? { payload } : body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      });
    },
    get: (path, query, token) => api.request('GET', path, { query, token }),
    post: (path, body, token) => api.request('POST', path, { body: body ?? {}, token }),
    async login(email = PRO.email, password = PRO.password) {
      const res = await api.post('/customer/login', { login: email, password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return res.json().data.token as string;
    },
    async signUp(email) {
      const res = await api.post('/customer', {
        type: 'particulier',
        civility: 'm',
        first_name: 'Jules',
        last_name: 'Marie-Sainte',
        email,
        phone: '0696112233',
        password: 'Chantier-972!',
        password_confirm: 'Chantier-972!',
        accept_terms: true,
      });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
      const { token, customer } = res.json().data;
      return { token, id: customer.customer_id };
    },
    async close() {
      await app.close();
      db.close();
    },
  };
  return api;
}

/**
 * The customer after an address sent to his book: added (201), or held already from an earlier step of the test (200: the
 * book does not take an address twice, customers/addresses.ts).
 */
export const inBook = (res: { statusCode: number; body: string }) => data(res, customer, res.statusCode === 200 ? 200 : 201);

/** Parses a success answer with the contract, failing the test when it does not match. */
export function data<S extends z.ZodMiniType>(res: { statusCode: number; body: string }, schema: S, status = 200): z.infer<S> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const body = JSON.parse(res.body) as { data: unknown };
  return schema.parse(body.data) as z.infer<S>;
}

/** Parses an error answer with the contract's error schema. */
export function failure(res: { statusCode: number; body: string }, status: number) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return apiError.parse(JSON.parse(res.body));
}

/** A multipart/form-data body, as a browser sends it. */
export function multipart(fields: Record<string, string | string[]>, files: { field: string; name: string; type: string; content: Buffer }[] = []) {
  const boundary = '----trefima' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${value}\r\n`));
    }
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export { samples, zipOf } from './test-files';
