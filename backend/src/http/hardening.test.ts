import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { Mailer } from '../mail/mailer';
import { failure, testApi, type TestApi } from '../testing';

/** Client mistakes never answer 500 nor in English; headers and URLs never come from the client. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const signup = (email: string) => ({
  type: 'particulier',
  civility: 'mme',
  first_name: 'Rose',
  last_name: 'Lamy',
  email,
  phone: '0696 11 22 33',
  password: 'Tôle-Bleue-2026',
  password_confirm: 'Tôle-Bleue-2026',
  accept_terms: true,
});

describe('never 500 for a client’s mistake', () => {
  it('concurrent signups with one e-mail: one account, the others 409', async () => {
    // three: the per-address limit answers a fourth with 429
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => api.request('POST', '/customer', { body: signup('jumeau@example.com'), remoteAddress: `10.30.0.${i + 1}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toMatch(/existe déjà/);
  });

  it.each([
    ['POST', '/customer/login', []],
    ['POST', '/customer/login', 'texte'],
    ['POST', '/customer/login', 12],
    ['POST', '/customer', [signup('x@example.com')]],
    ['POST', '/customer/rewind', ['a@b.fr']],
    ['POST', '/customer/ask-to-create', true],
    ['POST', '/cart/update', [{ element_id: 1, quantity: 1 }]],
    ['POST', '/contact', ['bonjour']],
  ])('%s %s with a body of the wrong JSON type answers 400 in French', async (method, path, body) => {
    const res = await api.request(method as 'POST', path, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.31.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/Invalid|expected|received/);
    expect(res.json().message).toMatch(/corps de la requête/);
  });

  it('gives zod’s own messages in French', async () => {
    const res = await api.request('POST', '/customer/login', { body: { login: { a: 1 }, password: ['x'] }, remoteAddress: '10.31.0.2' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/Invalid input|expected|received/);
  });

  it('keeps answering 400 to a token of the wrong shape on protected calls', async () => {
    const res = await api.request('GET', '/order', { headers: { authorization: 'Bearer ' + 'a'.repeat(5000) } });
    expect(failure(res, 500).code).toBe('invalid_token'); // the contract's status for a bad token
  });
});

describe('headers and URLs', () => {
  it('strips CR and LF from mail headers (a company name with a line break)', async () => {
    const res = await api.request('POST', '/customer/ask-to-create', {
      body: {
        company: 'ACME\r\nBcc: victime@example.com',
        siret: '51239874600028',
        civility: 'm',
        first_name: 'A',
        last_name: 'B',
        email: 'crlf@example.com',
        phone: '0696000000',
        accept_terms: true,
      },
      remoteAddress: '10.32.0.1',
    });
    expect(res.statusCode).toBe(201);
    const mail = api.db.prepare("SELECT recipient, subject FROM outbox WHERE subject LIKE '%ACME%'").get() as { subject: string };
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('writes .eml files whose headers cannot be split', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const db = openDb(':memory:');
      new Mailer(db, dir, () => Date.now()).send('a@example.com\r\nBcc: b@example.com', 'Objet\nX-Injected: 1', 'Corps\nsur deux lignes');
      const eml = readFileSync(join(dir, readdirSync(dir)[0]), 'utf8');
      const headers = eml.split('\n\n')[0].split('\n');
      expect(headers.filter((h) => /^(Bcc|X-Injected):/i.test(h))).toEqual([]);
      expect(eml).toContain('Corps\nsur deux lignes');
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds absolute URLs from configuration, never from Host or X-Forwarded-Host', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const configured = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' });
    rmSync(dir, { recursive: true, force: true });
    expect(configured.publicUrl).toBe('http://127.0.0.1:4000');
    const own = await testApi({ publicUrl: configured.publicUrl });
    try {
      const res = await own.request('GET', '/product', {
        query: { perPage: 2 },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      const images = JSON.stringify(res.json().data.items.map((p: { image?: unknown }) => p.image));
      expect(images).not.toContain('evil.example');
      expect(images).toContain('http://127.0.0.1:4000/media/');
    } finally {
      await own.close();
    }
  });

  it('sends nosniff on API answers', async () => {
    expect((await api.get('/setting')).headers['x-content-type-options']).toBe('nosniff');
    expect((await api.get('/nulle-part')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed percent-encoding in the API’s shape, in French, without echoing the URL', async () => {
    for (const url of ['/api/v1/order/%E0%A4%A', '/api/v1/product/%ZZ', '/media/product/%ZZ.svg']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect([url, res.json()]).toEqual([url, { code: 'BAD_URL', message: 'Cette adresse est mal formée : un caractère y est mal encodé (%).' }]);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // the site's other origin reads the answer, as it reads the API's other errors
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('answers a path segment too long for the router in the API’s shape, in French', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/v1/order/${'9'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: 'Cette adresse est trop longue.' });
  });
});

describe('lead forms', () => {
  const contact = (email: string) => ({
    civility: 'mme',
    last_name: 'Céleste',
    first_name: 'Josiane',
    email,
    phone: '0696 12 34 56',
    zipcode: '97232',
    city: 'Le Lamentin',
    customer_type: 'particulier',
    subject: 'devis',
    message: 'Bonjour, un devis pour 40 m² de bac acier.',
    accept_terms: 'on',
  });

  it('answers identical submissions within a short window once', async () => {
    const before = api.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get() as number;
    const [a, b] = await Promise.all([1, 2].map(() => api.request('POST', '/contact', { body: contact('double@example.com'), remoteAddress: '10.33.0.1' })));
    const c = await api.request('POST', '/contact', { body: contact('double@example.com'), remoteAddress: '10.33.0.1' });
    expect([a, b, c].map((r) => r.json().data.reference)).toEqual(Array(3).fill(a.json().data.reference));
    expect(api.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get()).toBe(before + 1);
    const other = await api.request('POST', '/contact', { body: contact('autre@example.com'), remoteAddress: '10.33.0.1' });
    expect(other.json().data.reference).not.toBe(a.json().data.reference);
  });

  describe('reCAPTCHA, verified by the API against a local stub', () => {
    let stub: Server;
    let seen: URLSearchParams[] = [];
    const spent = new Set<string>();
    let captcha: TestApi;
    beforeAll(async () => {
      stub = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          seen.push(form);
          const token = form.get('response');
          res.setHeader('content-type', 'application/json');
          // Google's tokens are good once: a second verification of one answers timeout-or-duplicate
          const once = token === 'une-fois' && !spent.has(token);
          if (token === 'une-fois') spent.add(token);
          res.end(
            JSON.stringify(
              token === 'humain' || once
                ? { success: true, score: 0.9, action: 'contact' }
                : token === 'robot'
                  ? { success: true, score: 0.1, action: 'contact' }
                  : { success: false, 'error-codes': ['invalid-input-response'] },
            ),
          );
        });
      });
      await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
      const port = (stub.address() as AddressInfo).port;
      captcha = await testApi({ recaptchaSecret: 'secret-de-test', recaptchaVerifyUrl: `http://127.0.0.1:${port}/siteverify` });
    });
    afterAll(async () => {
      await captcha.close();
      await new Promise((r) => stub.close(r));
    });

    const send = (token: string | undefined, email: string) =>
      captcha.request('POST', '/contact', { body: { ...contact(email), ...(token ? { 'g-recaptcha-response': token } : {}) }, remoteAddress: '10.34.0.1' });

    it('accepts a human, sending the secret and the token to the verify URL', async () => {
      seen = [];
      expect((await send('humain', 'h@example.com')).statusCode).toBe(201);
      expect(seen[0].get('secret')).toBe('secret-de-test');
      expect(seen[0].get('response')).toBe('humain');
    });

    it('answers the identical retry of an accepted form with its receipt, though its token was spent', async () => {
      const first = await send('une-fois', 'retry@example.com');
      expect(first.statusCode).toBe(201);
      const again = await send('une-fois', 'retry@example.com');
      expect(again.statusCode).toBe(201);
      expect(again.json().data.reference).toBe(first.json().data.reference);
    });

    it('says in French that the check cannot be made when the verify service is unreachable, writing nothing', async () => {
      const down = await testApi({ recaptchaSecret: 'secret-de-test', recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify' });
      try {
        const res = await down.request('POST', '/contact', { body: { ...contact('panne@example.com'), 'g-recaptcha-response': 'humain' } });
        expect(failure(res, 503)).toMatchObject({ code: 'RECAPTCHA_UNAVAILABLE', message: expect.stringMatching(/réessayer/) });
        expect(down.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get()).toBe(0);
      } finally {
        await down.close();
      }
    });

    it('refuses a missing token, a low score and an invalid token in French, writing nothing', async () => {
      const before = captcha.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get();
      for (const token of [undefined, 'robot', 'n-importe-quoi']) {
        const res = await send(token, `r-${token}@example.com`);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toMatch(/anti-robot|vérification/);
      }
      expect(captcha.db.prepare('SELECT COUNT(*) FROM form_submission').pluck().get()).toBe(before);
    });
  });
});

describe('the error handler', () => {
  it('turns a unique violation that slips past a route’s own check into a French 409, not a 500', async () => {
    const Fastify = (await import('fastify')).default;
    const { errorHandler } = await import('./errors');
    const db = openDb(':memory:');
    db.exec('CREATE TABLE t (k TEXT UNIQUE)');
    db.prepare("INSERT INTO t VALUES ('a')").run();
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.post('/twice', async () => db.prepare("INSERT INTO t VALUES ('a')").run());
    try {
      const res = await app.inject({ method: 'POST', url: '/twice' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/conflit/) });
    } finally {
      await app.close();
      db.close();
    }
  });
});
