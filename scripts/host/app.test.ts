import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseAllowlist } from '../../backend/src/http/allowlist';
import { buildHost } from './app';
import { Rebuilder } from './rebuilder';

/**
 * The host's access rules on a small built site, listening on loopback and
 * asked over HTTP. (Pages, redirects, client routes and the 404 are checked
 * against the real built site by the e2e suite.)
 */
const site = mkdtempSync(join(tmpdir(), 'host-site-'));
writeFileSync(join(site, 'index.html'), '<h1>Accueil</h1>');
writeFileSync(join(site, '404.html'), '<h1>Page non trouvée</h1>');
mkdirSync(join(site, 'categorie', 'bacs'), { recursive: true });
writeFileSync(join(site, 'categorie', 'bacs', 'index.html'), '<h1>Bacs</h1>');
writeFileSync(join(site, 'redirects.json'), JSON.stringify([{ from: '/vieux.html', to: '/', status: 301 }]));
writeFileSync(join(site, 'client-routes.json'), JSON.stringify([{ matchPath: '/categorie/bacs/*', path: '/categorie/bacs' }]));
writeFileSync(join(site, 'headers.json'), JSON.stringify({ 'X-Content-Type-Options': 'nosniff' }));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/**
 * The host on a port of loopback. `close` drops the connections fetch keeps
 * open first: a CI run once spent the test's 20 s waiting for the server's
 * close (the same care as the API's browser tests).
 */
async function listen(options: Partial<Parameters<typeof buildHost>[0]> = {}) {
  const app = await buildHost({ root: site, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = () => {
    app.server.closeAllConnections();
    return app.close();
  };
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close };
}

/** A page's status, its body read to the end (an unread body holds its connection). */
const statusOf = async (url: string, forwardedFor: string) => {
  const res = await fetch(url, { headers: { 'x-forwarded-for': forwardedFor } });
  await res.arrayBuffer();
  return res.status;
};

test('staging: a client outside the allowlist gets the 401, one inside gets the page', async () => {
  const outside = await buildHost({ root: site, allowlist: parseAllowlist('203.0.113.0/24') });
  const refused = await outside.inject({ url: '/', remoteAddress: '127.0.0.1' });
  expect(refused.statusCode).toBe(401);
  expect(refused.body).toContain('You are not allowed to access this application');
  expect((await outside.inject({ url: '/', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  await outside.close();
});

test('behind a trusted proxy the forwarded client address decides; untrusted, the header is ignored', async () => {
  const trusted = await listen({ allowlist: parseAllowlist('198.51.100.7'), trustProxy: ['127.0.0.1'] });
  try {
    expect(await statusOf(`${trusted.url}/`, '198.51.100.7')).toBe(200);
    expect(await statusOf(`${trusted.url}/`, '192.0.2.1')).toBe(401);
  } finally {
    await trusted.close();
  }
  const untrusted = await listen({ allowlist: parseAllowlist('198.51.100.7') });
  try {
    expect(await statusOf(`${untrusted.url}/`, '198.51.100.7')).toBe(401);
  } finally {
    await untrusted.close();
  }
});

test('a page is only read: another method gets a French 405 naming the methods allowed, and echoes nothing back', async () => {
  const host = await buildHost({ root: site });
  try {
    for (const [method, url] of [
      ['POST', '/'],
      ['PUT', '/categorie/bacs'],
      ['DELETE', '/<script>alert(1)</script>'],
      ['OPTIONS', '/vieux.html'],
      ['PATCH', '/__rebuild'], // the hook is off: a page's address like any other
    ] as const) {
      const answer = await host.inject({ method, url, payload: method === 'OPTIONS' ? undefined : { x: 1 } });
      expect({ method, url, status: answer.statusCode, allow: answer.headers.allow }).toEqual({ method, url, status: 405, allow: 'GET, HEAD' });
      expect(answer.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Cette adresse se consulte seulement (GET ou HEAD) : rien ne peut y être envoyé.' });
    }
  } finally {
    await host.close();
  }
});

test('the rebuild hook, when on, names its own methods in its 405', async () => {
  const host = await buildHost({
    root: site,
    rebuild: {
      secret: 's',
      rebuilder: new Rebuilder(
        async () => undefined,
        () => undefined,
      ),
    },
  });
  try {
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const answer = await host.inject({ method, url: '/__rebuild', payload: { x: 1 } });
      expect({ method, status: answer.statusCode, allow: answer.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD, POST' });
      expect(answer.json()).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: 'Cette adresse se consulte (GET ou HEAD) ou reçoit la demande de reconstruction (POST) : rien d’autre.',
      });
    }
    // and every other address is still only read
    expect((await host.inject({ method: 'PATCH', url: '/' })).headers.allow).toBe('GET, HEAD');
  } finally {
    await host.close();
  }
});

test('the rebuild secret cannot be guessed in a loop: a client past a few wrong secrets waits, the right one included; others are served', async () => {
  const host = await buildHost({
    root: site,
    rebuild: {
      secret: 'le-bon-secret',
      rebuilder: new Rebuilder(
        async () => undefined,
        () => undefined,
      ),
    },
  });
  const hook = (secret: string, remoteAddress: string) =>
    host.inject({ method: 'POST', url: '/__rebuild', headers: { 'x-rebuild-secret': secret }, payload: {}, remoteAddress });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await hook(`devine-${i}`, '203.0.113.5')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses).toContain(429);
    const locked = await hook('le-bon-secret', '203.0.113.5');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Réessayez dans/);
    expect((await host.inject({ url: '/__rebuild', headers: { 'x-rebuild-secret': 'le-bon-secret' }, remoteAddress: '203.0.113.5' })).statusCode).toBe(429);
    // the CMS, from its own address, still asks for its rebuilds
    expect((await hook('le-bon-secret', '203.0.113.6')).statusCode).toBe(202);
  } finally {
    await host.close();
  }
});

/** What a client may send with a POST the host does not want: none of it is read, let alone parsed. */
const BODIES: [string, string | undefined, string | Buffer][] = [
  ['malformed JSON', 'application/json', '{bad'],
  ['empty JSON', 'application/json', ''],
  ['XML', 'text/xml', '<a/>'],
  ['a form', 'application/x-www-form-urlencoded', 'a=%&b'],
  ['no type', undefined, 'x'],
  ['a broken type', ';;;', 'x'],
  ['over a megabyte', 'application/json', Buffer.alloc(1_100_000, 0x20)],
];

const hookWith = (
  secret: string,
  rebuilder = new Rebuilder(
    async () => undefined,
    () => undefined,
  ),
) => buildHost({ root: site, rebuild: { secret, rebuilder } });

test('a page takes no body: a POST gets the French 405 with the security headers, whatever it carries', async () => {
  const host = await buildHost({ root: site });
  try {
    for (const [what, type, payload] of BODIES) {
      const answer = await host.inject({ method: 'POST', url: '/contact', headers: type ? { 'content-type': type } : {}, payload });
      expect({ what, status: answer.statusCode, allow: answer.headers.allow, nosniff: answer.headers['x-content-type-options'] }).toEqual({
        what,
        status: 405,
        allow: 'GET, HEAD',
        nosniff: 'nosniff',
      });
      expect(answer.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Cette adresse se consulte seulement (GET ou HEAD) : rien ne peut y être envoyé.' });
    }
  } finally {
    await host.close();
  }
});

test('the rebuild hook reads no body before the secret holds: without it, the French 403 whatever the body, and each try counts towards the wait', async () => {
  const host = await hookWith('le-bon-secret');
  try {
    for (const [what, type, payload] of BODIES) {
      const answer = await host.inject({
        method: 'POST',
        url: '/__rebuild',
        headers: type ? { 'content-type': type } : {},
        payload,
        remoteAddress: '203.0.113.8',
      });
      expect({ what, status: answer.statusCode, nosniff: answer.headers['x-content-type-options'] }).toEqual({ what, status: 403, nosniff: 'nosniff' });
      expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: 'Secret de reconstruction invalide.' });
    }
    const guessing = () =>
      host.inject({ method: 'POST', url: '/__rebuild', headers: { 'content-type': 'application/json' }, payload: '{bad', remoteAddress: '203.0.113.8' });
    for (let i = BODIES.length; i < 10; i++) expect((await guessing()).statusCode).toBe(403);
    expect((await guessing()).statusCode).toBe(429);
  } finally {
    await host.close();
  }
});

test('with the secret, the hook reads its body only to label the build: a malformed one is no error', async () => {
  const rebuilder = new Rebuilder(
    async () => undefined,
    () => undefined,
  );
  const asked = jest.spyOn(rebuilder, 'request');
  const host = await hookWith('le-bon-secret', rebuilder);
  const hook = (payload: string | Buffer, type = 'application/json') =>
    host.inject({ method: 'POST', url: '/__rebuild', headers: { 'content-type': type, 'x-rebuild-secret': 'le-bon-secret' }, payload });
  try {
    expect((await hook('{"entity":"product","id":3,"slug":"barre-ha-o8-12-m","at":"2025-01-01T00:00:00Z"}')).statusCode).toBe(202);
    expect(asked).toHaveBeenLastCalledWith('product barre-ha-o8-12-m');
    for (const payload of ['{bad', '', 'null', '"x"', '{"entity":{"a":1},"slug":["x"]}', '{"entity":"pro\\nduct"}', Buffer.alloc(1_100_000, 0x20)]) {
      const answer = await hook(payload);
      expect({ payload: String(payload).slice(0, 40), status: answer.statusCode }).toEqual({ payload: String(payload).slice(0, 40), status: 202 });
      expect(asked).toHaveBeenLastCalledWith('webhook');
    }
    expect((await hook('entity=page', 'text/plain')).statusCode).toBe(202);
    expect(asked).toHaveBeenLastCalledWith('webhook');
    // a content type Fastify cannot even read: its refusal, in French with the security headers
    const unreadable = await hook('{}', ';;;');
    expect({ status: unreadable.statusCode, nosniff: unreadable.headers['x-content-type-options'] }).toEqual({ status: 415, nosniff: 'nosniff' });
    expect(unreadable.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge.' });
  } finally {
    await host.close();
  }
});
