import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod/mini';
import { page, product, redirectRule } from '@trefima/domain/contract';
import { formSubmission } from '@trefima/domain/admin/contract';
import { data, failure, multipart, samples, testApi, type TestApi } from '../testing';

/** A real HTTP server standing in for the static host's rebuild endpoint. */
let hook: Server;
const received: { body: Record<string, unknown>; secret: string | undefined }[] = [];
let api: TestApi;

beforeAll(async () => {
  hook = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw), secret: req.headers['x-rebuild-secret'] as string | undefined });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  const { port } = hook.address() as AddressInfo;
  api = await testApi({ rebuildWebhookUrl: `http://127.0.0.1:${port}/__rebuild`, rebuildWebhookSecret: 's3cret' });
});
afterAll(async () => {
  await api.close();
  await new Promise((r) => hook.close(r));
});

const admin = (method: 'PATCH' | 'GET', path: string, body?: unknown, token = 'test-admin-token') =>
  api.app.inject({ method, url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body as object } : {}) });

describe('admin changes', () => {
  it('changes a product’s price for one territory and asks for a rebuild', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const before = data(await api.request('GET', `/product/${id}`, { plan: 2 }), product).price.ht;
    const res = await admin('PATCH', `/admin/product/${id}`, { prices: { '2': before + 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rebuild_requested).toBe(true);
    expect(data(await api.request('GET', `/product/${id}`, { plan: 2 }), product).price.ht).toBe(before + 100);
    expect(received.at(-1)).toEqual({ body: expect.objectContaining({ entity: 'product', id }), secret: 's3cret' });
  });

  it('gives a product a new address, keeps the old one as a 301 to it, and can go back without a loop', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA10-12'").pluck().get() as number;
    const before = data(await api.request('GET', `/product/${id}`), product).slug;
    const res = await admin('PATCH', `/admin/product/${id}`, { slug: `${before}-nouveau` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: `${before}-nouveau`, rebuild_requested: true });
    expect(received.at(-1)?.body).toMatchObject({ entity: 'product', id, slug: `${before}-nouveau` });
    expect(data(await api.get(`/product/${before}-nouveau`), product).id).toBe(id);
    expect((await api.get(`/product/${before}`)).statusCode).toBe(404);
    const redirects = async () => data(await api.get('/redirect'), z.array(redirectRule)).filter((r) => r.source.startsWith(`/produit/${before}`));
    expect(await redirects()).toEqual([expect.objectContaining({ source: `/produit/${before}`, target: `/produit/${before}-nouveau`, status: 301 })]);

    expect((await admin('PATCH', `/admin/product/${id}`, { slug: before })).statusCode).toBe(200);
    expect(await redirects()).toEqual([expect.objectContaining({ source: `/produit/${before}-nouveau`, target: `/produit/${before}`, status: 301 })]);
  });

  it('refuses an address that is malformed or already another product’s, and changes nothing', async () => {
    const [a, b] = api.db.prepare("SELECT id, slug FROM product WHERE reference IN ('HA8-12', 'HA8-6') ORDER BY reference").all() as {
      id: number;
      slug: string;
    }[];
    const calls = received.length;
    const taken = failure(await admin('PATCH', `/admin/product/${a.id}`, { slug: b.slug }), 422);
    expect(taken.errors?.slug).toMatch(/déjà/);
    expect(failure(await admin('PATCH', `/admin/product/${a.id}`, { slug: 'Barre HA é' }), 422).errors).toBeDefined();
    expect(api.db.prepare('SELECT slug FROM product WHERE id = ?').pluck().get(a.id)).toBe(a.slug);
    expect(api.db.prepare('SELECT COUNT(*) FROM redirect WHERE source = ?').pluck().get(`/produit/${a.slug}`)).toBe(0);
    expect(received.length).toBe(calls);
  });

  it('puts a product on sale in a territory it was not sold in: its price there is the one given', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA16-12'").pluck().get() as number;
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id);
    expect((await api.request('GET', `/product/${id}`, { plan: 3 })).statusCode).toBe(404);
    const res = await admin('PATCH', `/admin/product/${id}`, { prices: { '3': 1999 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rebuild_requested).toBe(true);
    expect(api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 3').pluck().get(id)).toBe(1999);
    expect(data(await api.request('GET', `/product/${id}`, { plan: 3 }), product).price.ht).toBe(1999);
  });

  it('asks for no rebuild when the patch changes nothing', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA16-12'").pluck().get() as number;
    const [price, stock] = [
      api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 1').pluck().get(id),
      api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(id),
    ];
    const calls = received.length;
    const res = await admin('PATCH', `/admin/product/${id}`, { prices: { '1': price }, stock });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rebuild_requested).toBe(false);
    expect(received.length).toBe(calls);
  });

  it('refuses another product’s former address, which still leads to it, and changes nothing', async () => {
    const [x, y] = api.db.prepare("SELECT id, slug FROM product WHERE reference IN ('HA14-12', 'HA14-6') ORDER BY reference").all() as {
      id: number;
      slug: string;
    }[];
    expect((await admin('PATCH', `/admin/product/${x.id}`, { slug: `${x.slug}-v2` })).statusCode).toBe(200);
    const redirect = () => api.db.prepare('SELECT target FROM redirect WHERE source = ?').pluck().get(`/produit/${x.slug}`);
    const calls = received.length;
    const taken = failure(await admin('PATCH', `/admin/product/${y.id}`, { slug: x.slug }), 422);
    expect(taken.errors?.slug).toMatch(/ancienne adresse/);
    expect(redirect()).toBe(`/produit/${x.slug}-v2`);
    expect(api.db.prepare('SELECT slug FROM product WHERE id = ?').pluck().get(y.id)).toBe(y.slug);
    // an address the back office sends elsewhere is not free either
    api.db.prepare("INSERT INTO redirect (source, target, status) VALUES ('/produit/ancienne-gamme', '/nos-gammes', 301)").run();
    expect(failure(await admin('PATCH', `/admin/product/${y.id}`, { slug: 'ancienne-gamme' }), 422).errors?.slug).toMatch(/redirigée/);
    expect(api.db.prepare('SELECT target FROM redirect WHERE source = ?').pluck().get('/produit/ancienne-gamme')).toBe('/nos-gammes');
    expect(received.length).toBe(calls);
    // the product itself may go back to it
    expect((await admin('PATCH', `/admin/product/${x.id}`, { slug: x.slug })).statusCode).toBe(200);
    expect(redirect()).toBeUndefined();
  });

  it('refuses an address of digits only, which would read as another product’s id', async () => {
    const [a, b] = api.db.prepare('SELECT id, slug FROM product ORDER BY id LIMIT 2').all() as { id: number; slug: string }[];
    const calls = received.length;
    for (const slug of [String(a.id), '2024', '12-12']) {
      expect(failure(await admin('PATCH', `/admin/product/${b.id}`, { slug }), 422).errors?.slug).toMatch(/lettre/);
    }
    expect(api.db.prepare('SELECT slug FROM product WHERE id = ?').pluck().get(b.id)).toBe(b.slug);
    expect(data(await api.get(`/product/${a.id}`), product).id).toBe(a.id);
    expect(received.length).toBe(calls);
  });

  it('changes a page’s text and asks for a rebuild', async () => {
    const res = await admin('PATCH', '/admin/page/qui-sommes-nous', { summary: 'Un nouveau résumé.' });
    expect(res.statusCode).toBe(200);
    expect(data(await api.get('/page/qui-sommes-nous'), page).summary).toBe('Un nouveau résumé.');
    expect(received.at(-1)?.body).toMatchObject({ entity: 'page', slug: 'qui-sommes-nous' });
  });

  it('refuses a wrong token, bad input and unknown ids without changing anything', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA8-6'").pluck().get() as number;
    const price = () => api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 1').pluck().get(id);
    const before = price();
    const calls = received.length;
    expect(failure(await admin('PATCH', `/admin/product/${id}`, { prices: { '1': 1 } }, 'wrong'), 403).code).toBe('FORBIDDEN');
    expect(failure(await admin('PATCH', `/admin/product/${id}`, { prices: { '1': -5 } }), 422).errors).toBeDefined();
    expect(failure(await admin('PATCH', `/admin/product/${id}`, { prices: { '7': 100 } }), 422).message).toContain('7');
    failure(await admin('PATCH', `/admin/product/${id}`, { colour: 'red' }), 422);
    failure(await admin('PATCH', '/admin/product/999999', { stock: 1 }), 404);
    failure(await admin('PATCH', '/admin/page/nope', { title: 'x' }), 404);
    expect(price()).toBe(before);
    expect(received.length).toBe(calls);
  });

  it('refuses the invisible characters in a product’s name and a page’s texts, as in every other text field, and changes nothing', async () => {
    const id = api.db.prepare("SELECT id FROM product WHERE reference = 'HA8-6'").pluck().get() as number;
    const name = () => api.db.prepare('SELECT name FROM product WHERE id = ?').pluck().get(id);
    const before = name();
    const calls = received.length;
    const renamed = failure(await admin('PATCH', `/admin/product/${id}`, { name: 'Barre HA8 \u202Eexe.fdp' }), 422);
    expect(renamed.errors).toEqual({ name: 'Le champ « Nom » contient un caractère invisible (un caractère de contrôle) : retirez-le.' });
    expect(name()).toBe(before);
    for (const [field, value] of [
      ['title', 'Qui\u200Bsommes-nous'],
      ['summary', 'Un ré\u00ADsumé.'],
      ['body', '<p>Notre usine\u2066 du Lamentin</p>'],
    ]) {
      const refused = failure(await admin('PATCH', '/admin/page/qui-sommes-nous', { [field]: value }), 422);
      expect(refused.errors).toHaveProperty(field, expect.stringMatching(/caractère invisible/));
    }
    expect(data(await api.get('/page/qui-sommes-nous'), page).title).not.toMatch(/\u200B/);
    expect(received.length).toBe(calls);
  });

  it('reads the outbox', async () => {
    await api.post('/customer/rewind', { email: 'pro@trefima.example' });
    const res = await admin('GET', '/admin/outbox?to=pro@trefima.example');
    expect(res.json().data[0].body).toMatch(/nouveau-mot-de-passe\?token=/);
    expect((await admin('GET', '/admin/outbox', undefined, 'wrong')).statusCode).toBe(403);
  });

  // the answer is checked against its schema (testApi): a submission with files is read back as its contract says
  it('reads the lead forms sent, with their files', async () => {
    const fields = { civility: 'mme', last_name: 'Céleste', first_name: 'Josiane', email: 'josiane.celeste@example.com', phone: '0696 12 34 56' };
    const cv = { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: samples.pdf() };
    const sent = { ...fields, zipcode: '97232', city: 'Le Lamentin', profiles: ['production'], message: 'Disponible.', accept_terms: 'on' };
    expect((await api.request('POST', '/candidature-spontanee', multipart(sent, [cv, { ...cv, field: 'cover_letter', name: 'lettre.pdf' }]))).statusCode).toBe(
      201,
    );
    const [latest] = data(await admin('GET', '/admin/submissions'), z.array(formSubmission));
    expect(latest).toMatchObject({ form: 'candidature-spontanee', payload: expect.objectContaining({ email: fields.email }) });
    expect(latest.files.map((f) => [f.field, f.name, f.type])).toEqual([
      ['cv', 'cv.pdf', 'application/pdf'],
      ['cover_letter', 'lettre.pdf', 'application/pdf'],
    ]);
  });
});

describe('without ADMIN_TOKEN', () => {
  it('keeps the admin calls closed', async () => {
    const closed = await testApi({ adminToken: null });
    try {
      const res = await closed.app.inject({ method: 'PATCH', url: '/api/v1/admin/product/1', headers: { authorization: 'Bearer ' }, payload: { stock: 1 } });
      expect(failure(res, 403).code).toBe('ADMIN_DISABLED');
    } finally {
      await closed.close();
    }
  });
});
