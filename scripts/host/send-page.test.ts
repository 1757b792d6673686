import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHost } from './app';

/**
 * How a page goes out once the host knows which: what a shared cache needs
 * to keep one copy per encoding, and ranges and conditions only on the file
 * asked for, never on an error page standing in for it.
 */
const site = mkdtempSync(join(tmpdir(), 'host-send-'));
const NOT_FOUND = `<h1>Page non trouvée</h1>${'<p>Rien ici.</p>'.repeat(200)}`;
writeFileSync(join(site, 'index.html'), `<h1>Accueil</h1>${'<p>Bienvenue.</p>'.repeat(200)}`);
writeFileSync(join(site, '404.html'), NOT_FOUND);
writeFileSync(join(site, 'robots.txt'), 'User-agent: *');
mkdirSync(join(site, 'actualites'));
writeFileSync(join(site, 'actualites', 'index.html'), '<h1>Actualités</h1>');
writeFileSync(join(site, 'client-routes.json'), JSON.stringify([{ matchPath: '/actualites/*', path: '/actualites', variants: '_tag__[a-z]+' }]));
afterAll(() => rmSync(site, { recursive: true, force: true }));

let host: Awaited<ReturnType<typeof buildHost>>;
beforeAll(async () => {
  host = await buildHost({ root: site });
});
afterAll(() => host.close());

test.each([
  ['a page, compressed', '/', 'br'],
  ['a page, asked without compression', '/', undefined],
  ['a page, for a client that takes no br nor gzip', '/', 'deflate'],
  ['a file too small to compress', '/robots.txt', 'gzip'],
  ['the 404 page, compressed', '/nulle-part', 'gzip'],
  ['the 404 page, uncompressed', '/nulle-part', undefined],
  ['a client route', '/actualites/_tag__usine', undefined],
])('%s says it varies with Accept-Encoding, once', async (_what, url, encoding) => {
  const answer = await host.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  expect(answer.headers.vary).toBe('accept-encoding');
});

test.each(['bytes=0-99', 'bytes=999999-', 'bytes=-5'])('a range (%s) on an unknown path gets the 404 page whole', async (range) => {
  const answer = await host.inject({ url: '/nulle-part', headers: { range } });
  expect({ status: answer.statusCode, range: answer.headers['content-range'] }).toEqual({ status: 404, range: undefined });
  expect(answer.body).toBe(NOT_FOUND);
});

test('a range on a client route outside its variants gets the 404 whole', async () => {
  const answer = await host.inject({ url: '/actualites/inconnu', headers: { range: 'bytes=0-3' } });
  expect({ status: answer.statusCode, range: answer.headers['content-range'], body: answer.body }).toEqual({
    status: 404,
    range: undefined,
    body: '<h1>Actualités</h1>',
  });
});

test('the 404 page answers 404 whatever the conditions: a validator of the 404 page is no 304 for another path', async () => {
  const { etag, 'last-modified': modified } = (await host.inject({ url: '/' })).headers;
  for (const headers of [
    { 'if-none-match': '*' },
    { 'if-none-match': String(etag) },
    { 'if-modified-since': String(modified) },
    { 'if-match': '"autre"' },
    { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
  ]) {
    const answer = await host.inject({ url: '/nulle-part', headers });
    expect({ headers, status: answer.statusCode, body: answer.body }).toEqual({ headers, status: 404, body: NOT_FOUND });
  }
});

test('the file asked for still takes ranges and conditions', async () => {
  const part = await host.inject({ url: '/', headers: { range: 'bytes=0-15' } });
  expect({ status: part.statusCode, body: part.body, range: part.headers['content-range'] }).toEqual({
    status: 206,
    body: '<h1>Accueil</h1>',
    range: expect.stringMatching(/^bytes 0-15\/\d+$/),
  });
  const { etag } = (await host.inject({ url: '/' })).headers;
  expect((await host.inject({ url: '/', headers: { 'if-none-match': String(etag) } })).statusCode).toBe(304);
  expect((await host.inject({ url: '/', headers: { range: 'bytes=999999-' } })).statusCode).toBe(416);
});

test('a HEAD of the 404 page says what a GET would, without the body', async () => {
  const answer = await host.inject({ method: 'HEAD', url: '/nulle-part' });
  expect({ status: answer.statusCode, body: answer.body, type: answer.headers['content-type'] }).toEqual({
    status: 404,
    body: '',
    type: 'text/html; charset=utf-8',
  });
});
