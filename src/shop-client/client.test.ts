import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRIVATE, PRO, testApi, type TestApi } from '../../backend/src/testing';
import { createShopClient, type SessionStore } from './client';
import {
  changePassword,
  createBarSchedule,
  deleteSavedList,
  getBarScheduleBvbs,
  getBarSchedulePdf,
  getProduct,
  getProducts,
  getQuotations,
  getSite,
  login,
} from './endpoints';
import { ShopApiError } from './errors';

/** The client against the real reference API, listening on a free port. */
let api: TestApi;
let baseUrl: string;
beforeAll(async () => {
  api = await testApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => api.close());

/** A session kept in memory, recording what the client did to it. */
function memorySession(token: string | null = null) {
  const s = { token, resets: 0, sets: [] as string[], messages: [] as (string | undefined)[] };
  const store: SessionStore = {
    getToken: () => s.token,
    setToken: (t) => {
      s.token = t;
      s.sets.push(t);
    },
    reset: (message) => {
      s.token = null;
      s.resets++;
      s.messages.push(message);
    },
  };
  return { s, store };
}

/** Real fetch, with a record of every request's URL and Authorization header. */
function recordingFetch() {
  const calls: { url: string; auth: string | null }[] = [];
  const f: typeof fetch = (input, init) => {
    calls.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
    return fetch(input, init);
  };
  return { calls, f };
}

const client = (store?: SessionStore, f?: typeof fetch, plan = 1) =>
  createShopClient({ baseUrl, context: () => ({ siteId: 1, lang: 'fr', salesPlanId: plan }), session: store, fetch: f });

describe('shop client', () => {
  it('adds site, language and plan, reads data and checks it against the contract', async () => {
    const { calls, f } = recordingFetch();
    const list = await client(undefined, f, 2)(getProducts, { query: { perPage: 3, caracteristics: { brand: ['Trefima'] } } });
    expect(list.items).toHaveLength(3);
    expect(list.items[0].price.sales_plan_id).toBe(2);
    const url = new URL(calls[0].url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      site_id: '1',
      lang: 'fr',
      sales_plan_id: '2',
      perPage: '3',
      caracteristics: '{"brand":["Trefima"]}',
    });
    const site = await client(undefined, f)(getSite, { query: { url: 'http://localhost:9000' } });
    expect(new URL(calls[1].url).searchParams.has('site_id')).toBe(false);
    expect(site.salesplan).toHaveLength(3);
  });

  it('sends the token only on calls flagged for it', async () => {
    const { store } = memorySession(await api.login());
    const { calls, f } = recordingFetch();
    const c = client(store, f);
    await c(getProducts, { query: { perPage: 1 } });
    await c(getProduct, { params: { id: 'barre-ha-o12-12-m' } });
    await c(getQuotations);
    expect(calls.map((x) => x.auth !== null)).toEqual([false, true, true]);
  });

  it('retries once with the fresh token of a 401 and keeps it', async () => {
    const { s, store } = memorySession(await api.login());
    const old = s.token;
    api.clock.advance(2 * 3600 * 1000);
    try {
      const { calls, f } = recordingFetch();
      const list = await client(store, f)(getQuotations);
      expect(list.items.length).toBeGreaterThan(0);
      expect(calls).toHaveLength(2);
      expect(s.sets).toHaveLength(1);
      expect(s.token).not.toBe(old);
      expect(calls[1].auth).toBe(`Bearer ${s.token}`);
    } finally {
      api.clock.advance(-2 * 3600 * 1000);
    }
  });

  it('refreshes an expired token once for calls made together, and none of them loses the session', async () => {
    const { s, store } = memorySession(await api.login());
    api.clock.advance(2 * 3600 * 1000);
    try {
      const { calls, f } = recordingFetch();
      const c = client(store, f);
      const answers = await Promise.all([c(getQuotations), c(getQuotations), c(getQuotations)]);
      expect(answers.every((a) => a.items.length > 0)).toBe(true);
      expect(s.sets).toHaveLength(1);
      expect(s.resets).toBe(0);
      expect(calls.filter((x) => x.auth === `Bearer ${s.sets[0]}`)).toHaveLength(3);
    } finally {
      api.clock.advance(-2 * 3600 * 1000);
    }
  });

  it('takes the token another tab refreshed instead of resetting the session', async () => {
    const { s, store } = memorySession(await api.login());
    const stale = s.token!;
    api.clock.advance(2 * 3600 * 1000);
    try {
      // the other tab's refresh: the API rotated the token and the shared cookie holds the new one
      const fresh = (await api.get('/user/logged', {}, stale)).json().data.token as string;
      let first = true;
      const tabStore: SessionStore = { ...store, getToken: () => (first ? ((first = false), stale) : fresh) };
      const list = await client(tabStore)(getQuotations);
      expect(list.items.length).toBeGreaterThan(0);
      expect(s.resets).toBe(0);
    } finally {
      api.clock.advance(-2 * 3600 * 1000);
    }
  });

  it('passes the API’s French reason when it ends the session', async () => {
    const { s, store } = memorySession(await api.login(PRIVATE.email, PRIVATE.password));
    await api.post('/customer/logout-all', {}, s.token!);
    await client(store)(getQuotations).catch(() => undefined);
    expect(s.resets).toBe(1);
    expect(s.messages[0]).toMatch(/déconnecté de tous vos appareils/);
  });

  it('does not retry a wrong old password', async () => {
    const { s, store } = memorySession(await api.login(PRIVATE.email, PRIVATE.password));
    const { calls, f } = recordingFetch();
    const error = await client(store, f)(changePassword, {
      body: { old_password: 'faux', password: 'Nouveau-Mdp-1!', password_confirm: 'Nouveau-Mdp-1!' },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 401, code: 'INCORRECT_OLD_PASSWORD', message: 'Le mot de passe est incorrect' });
    expect(calls).toHaveLength(1);
    expect(s.sets).toEqual([]);
    expect(s.resets).toBe(0);
  });

  it('resets the session on invalid, revoked or required-token errors', async () => {
    for (const token of ['garbage', null]) {
      const { s, store } = memorySession(token);
      const error = await client(store)(getQuotations).catch((e) => e);
      expect(error).toMatchObject({ status: 500, code: token ? 'invalid_token' : 'token_required' });
      expect(s.resets).toBe(1);
    }
    const revoked = memorySession(await api.login());
    await api.get('/customer/logout', {}, revoked.s.token!);
    expect(await client(revoked.store)(getQuotations).catch((e) => e)).toMatchObject({ code: 'blacklisted_token' });
    expect(revoked.s.resets).toBe(1);
  });

  it('turns API errors into French messages with field errors', async () => {
    const error = await client()(login, { body: { login: PRO.email, password: 'faux' } }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, code: 'BAD_CREDENTIALS', message: 'Les identifiants saisis sont incorrects', call: 'customer.login' });
  });
});

describe('file answers', () => {
  it('gives a file’s bytes and the name the API gave it, and its errors as French messages', async () => {
    const { store } = memorySession(await api.login(PRO.email, PRO.password));
    const shop = client(store, undefined, 2);
    const row = { diameter: 12, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 2 };
    const header = { job_site: 'Chantier', drawing: 'P1', title: '', date: '2026-11-20' };
    const s = await shop(createBarSchedule, { body: { header, rows: [row] } });
    const file = await shop(getBarScheduleBvbs, { params: { id: String(s.id) } });
    expect(file.name).toBe(`${s.number}-A.abs`);
    expect(await file.blob.text()).toMatch(/^BF2D@HjChantier@rP1@iA@p@l6000@n2@/);
    const pdf = await shop(getBarSchedulePdf, { params: { id: String(s.id) } });
    expect(new TextDecoder().decode((await pdf.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const missing = await shop(getBarSchedulePdf, { params: { id: '999999' } }).catch((e) => e);
    expect(missing).toMatchObject({ status: 404, message: 'Cette nomenclature est introuvable.' });
  });
});

describe('answers without content', () => {
  it('reads a deletion’s 204 as null, and its refusal (404) as a French error', async () => {
    const token = await api.login(PRO.email, PRO.password);
    const created = await api.request('POST', '/list', { token, body: { name: 'À supprimer', lines: [] } });
    const id = (created.json() as { data: { list_id: number } }).data.list_id;
    const { store } = memorySession(token);
    await expect(client(store)(deleteSavedList, { params: { id } })).resolves.toBeNull();
    await expect(client(store)(deleteSavedList, { params: { id } })).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/introuvable/) });
  });
});

describe('shop client against a broken server', () => {
  let server: Server;
  let url: string;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (req.url?.startsWith('/always-expired')) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 'token_expired', message: 'expiré', data: { token: `t${hits}` } }));
      } else if (req.url?.startsWith('/html')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { items: 'not a list' } }));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const at = (prefix: string, store?: SessionStore) =>
    createShopClient({ baseUrl: url + prefix, context: () => ({ siteId: 1, lang: 'fr', salesPlanId: 1 }), session: store });

  it('retries a 401 only once', async () => {
    hits = 0;
    const { s, store } = memorySession('t0');
    const error = await at('/always-expired', store)(getQuotations).catch((e) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(hits).toBe(2);
    expect(s.sets).toEqual(['t1']);
  });

  it('names the call and the URL when the answer is not JSON or breaks the contract', async () => {
    const html = await at('/html')(getProducts).catch((e) => e);
    expect(html).toMatchObject({ code: 'BAD_RESPONSE', call: 'products' });
    expect(html.describe()).toContain(`${url}/html/product?site_id=1`);
    const wrong = await at('/wrong')(getProducts).catch((e) => e);
    expect(wrong.code).toBe('BAD_RESPONSE');
    expect(wrong.message).toMatch(/contrat/);
  });

  it('says the server is unreachable when it is down', async () => {
    const down = createShopClient({ baseUrl: 'http://127.0.0.1:9/api/v1', context: () => ({ siteId: 1, lang: 'fr', salesPlanId: 1 }) });
    const error = await down(getProducts).catch((e) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(error.describe()).toContain('http://127.0.0.1:9/api/v1/product');
  });
});
