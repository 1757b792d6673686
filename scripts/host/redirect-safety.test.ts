import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { legacyRedirects } from '../../redirects';
import { flattenChains, mergeRedirects } from '../../src/build/redirect-rules';
import { securityHeaders } from '../../src/build/security';
import { buildHost } from './app';
import { rawGet, type RawAnswer } from '../../backend/src/test-support/raw-http';

/**
 * Redirects never leave the site, whatever the path's encoding: each odd path
 * goes byte for byte over a socket to a listening host (fetch would clean it
 * first). The legacy rules are the build's own table.
 */
const site = mkdtempSync(join(tmpdir(), 'host-redirects-'));
const headers = securityHeaders({ apiOrigin: 'http://127.0.0.1:4000', recaptcha: false });
const rules = [
  ...flattenChains(mergeRedirects(legacyRedirects, [])),
  { from: '/ancien-catalogue', to: '/catégorie/tôles et bacs', status: 301 },
  { from: '/ancien-plan', to: '/plan/目录', status: 301 },
  { from: '/deja-encode', to: '/t%C3%B4les%20et%20bacs', status: 301 },
];
const legacy = legacyRedirects.find((r) => r.from.startsWith('/fr/'))!;
writeFileSync(join(site, 'index.html'), '<h1>Accueil</h1>');
writeFileSync(join(site, '404.html'), '<h1>Page non trouvée</h1>');
mkdirSync(join(site, 'categorie', 'bacs'), { recursive: true });
writeFileSync(join(site, 'categorie', 'bacs', 'index.html'), '<h1>Bacs</h1>');
mkdirSync(join(site, legacy.to), { recursive: true });
writeFileSync(join(site, legacy.to, 'index.html'), '<h1>Nos gammes</h1>');
writeFileSync(join(site, 'redirects.json'), JSON.stringify(rules));
writeFileSync(join(site, 'headers.json'), JSON.stringify(headers));

let app: Awaited<ReturnType<typeof buildHost>>;
let port: number;
let origin: string;
beforeAll(async () => {
  app = await buildHost({ root: site });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(site, { recursive: true, force: true });
});

const PREFIXES = ['//', '///', '/%2F%2F', '/%2f/', '/%252F%252F', '/\\', '/%5C', '/%5C%5C', '/\\/', '/%2F%5C', '/%5C/'];
const attacks = PREFIXES.flatMap((p) => [
  `${p}evil.example/`,
  `${p}evil.example/?q=1`,
  `${p}${legacy.from.slice(1)}/`,
  `${p}${legacy.from.slice(1)}?q=//evil.example`,
]);
attacks.push(
  'http://evil.example/',
  'http://evil.example//evil.example/',
  '/%2e%2e//evil.example/',
  // dot segments, resolved before the one 301 to a page's address
  '/.//evil.example/',
  '/x/..//evil.example/',
  '/..//..//evil.example',
  '/%2e%2e/%2F%2Fevil.example',
  '/.%2F%2Fevil.example',
  // another spelling of a page is one 301 to its address (index.html, encoded slashes, escaped letters)
  ...PREFIXES.flatMap((p) => [`${p}${legacy.to.slice(1)}/index.html`, `${p}${legacy.to.slice(1)}%2F`, `${p}${legacy.to.slice(1)}%2F..%2F%2Fevil.example`]),
  `${legacy.to}%2F%2F%2Fevil.example%2F..`,
  '/index.html%2F%2F',
  '/%2F%2Fevil.example%2F..%2Findex.html',
  '/%5C%5Cevil.example%2F..%2Findex.html',
);

/** A Location the browser resolves on this site: one '/', then neither '/' nor '\', printable ASCII only. */
function expectSameSite(answer: RawAnswer, path: string) {
  expect({ path, status: answer.status }).not.toMatchObject({ status: 500 });
  const location = answer.headers.location;
  if (location === undefined) return;
  expect({ path, location }).toMatchObject({ location: expect.stringMatching(/^\/(?![/\\])[\x21-\x7e]*$/) });
  expect(new URL(location, `${origin}/`).origin).toBe(origin);
  // nothing of the path leaked into a header line of its own
  expect(answer.head.split('\r\n').filter((line) => /evil/i.test(line) && !line.startsWith('location: '))).toEqual([]);
}

test.each(attacks)('%j is answered on this site, in one hop at most', async (path) => {
  const first = await rawGet(port, path);
  expectSameSite(first, path);
  if (!first.headers.location) return;
  expect(first.status).toBe(301);
  const second = await rawGet(port, first.headers.location);
  expectSameSite(second, first.headers.location);
  expect(second.headers.location).toBeUndefined();
});

test.each(PREFIXES.filter((p) => !p.includes('%25')))('the prefix %j on a legacy path still leads to its rule, query kept', async (prefix) => {
  const answer = await rawGet(port, `${prefix}${legacy.from.slice(1)}/?a=1`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`${legacy.to}?a=1`);
});

const CONTROLS = [
  '/%0D%0ALocation:%20http://evil.example/',
  '/%0a/',
  '/%0D/',
  '/%00/',
  '/a%00b',
  '/%09/evil.example/',
  '/%7F/',
  '/%1B/',
  `${legacy.from}%0A/`,
  `/%0D%0A${legacy.from.slice(1)}?q=1`,
  '/\t/evil.example/',
  '/a\x01b/',
  '/a\x7fb',
  // malformed percent-encoding
  '/%',
  '/%C3/',
  '/%E2%80/',
];
test.each(CONTROLS)('%j is a bad request: 400, a French page, the security headers, no Location', async (path) => {
  const answer = await rawGet(port, path);
  expect(answer.status).toBe(400);
  expect(answer.headers.location).toBeUndefined();
  expect(answer.head).not.toMatch(/evil\.example/);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.body).toMatch(/lang="fr"[\s\S]*Requête invalide/);
  for (const [name, value] of Object.entries(headers)) expect(answer.headers[name.toLowerCase()]).toBe(value);
});

test.each([
  ['/caf%C3%A9/', '/caf%C3%A9'],
  ['/a%20b/', '/a%20b'],
  ['/%E2%80%8F/', '/%E2%80%8F'],
  ['/a%3Fb%23c/', '/a%3Fb%23c'],
  ['/100%25/', '/100%25'],
  ['/ancien-catalogue', '/cat%C3%A9gorie/t%C3%B4les%20et%20bacs'],
  ['/ancien-plan/', '/plan/%E7%9B%AE%E5%BD%95'],
  ['/deja-encode', '/t%C3%B4les%20et%20bacs'],
])('%j redirects to %j: the Location is percent-encoded', async (path, location) => {
  const answer = await rawGet(port, path);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(location);
});

test.each([
  ['/categorie/bacs/', '/categorie/bacs'],
  ['/categorie/bacs/index.html', '/categorie/bacs'],
  ['/categorie%2Fbacs', '/categorie/bacs'],
  ['/x/../categorie/bacs', '/categorie/bacs'],
  ['/%2F%2Fcategorie/bacs', '/categorie/bacs'],
  [`/x/..${legacy.from}`, legacy.to],
  ['/categorie/bacs//?page=2', '/categorie/bacs?page=2'],
  [`${legacy.from.toUpperCase()}/?a=1`, `${legacy.to}?a=1`],
  [legacy.from, legacy.to],
])('the legitimate %j is still one 301 to %j', async (path, location) => {
  const answer = await rawGet(port, path);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(location);
  expect((await rawGet(port, location)).status).toBe(200);
});

test('an encoded slash inside a segment is the page’s own address, not a doubled slash to fold (the login page’s return path)', async () => {
  const answer = await rawGet(port, '/connexion/%2Fmes-devis');
  expect(answer.headers.location).toBeUndefined();
  expect(answer.status).toBe(404);
  const folded = await rawGet(port, '/categorie//bacs');
  expect(folded.status).toBe(301);
  expect(folded.headers.location).toBe('/categorie/bacs');
});
