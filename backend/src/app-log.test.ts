import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testConfig } from './config';
import { openDb, type Db } from './db';
import { seed } from './seed';
import { demoHashes } from './test-support/demo-hashes.test-support';

/**
 * The API's request log (LOG_LEVEL) is read by whoever reads the host's logs:
 * the one-time tokens some paths carry (an invitation's link, GET and POST
 * /invitation/{token}) are written there hidden, the rest of the path and its
 * query as they came (docs/security.md, "One-time links").
 */
let app: FastifyInstance;
let db: Db;
const lines: string[] = [];
beforeAll(async () => {
  db = openDb(':memory:');
  await seed(db, { now: Date.parse('2026-11-21T10:00:00Z'), demoHashes: demoHashes() });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ db, config: testConfig({ logLevel: 'info' }), logger: { stream } });
});
afterAll(async () => {
  await app.close();
  db.close();
});

const TOKEN = 'Zq3vJ8kLw2Xy9_Pn-Rt5Ua7Bc1De4Fg6Hi0';

it('hides an invitation’s token in the logged path of both its calls, and keeps the rest of the request', async () => {
  await app.inject({ method: 'GET', url: `/api/v1/invitation/${TOKEN}?site_id=1&lang=fr` });
  await app.inject({ method: 'POST', url: `/api/v1/invitation/${TOKEN}`, payload: { civility: 'm' } });
  const log = lines.join('');
  expect(log).not.toContain(TOKEN);
  const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string; method?: string } }).req).filter((r) => r?.url);
  expect(urls).toEqual([
    expect.objectContaining({ method: 'GET', url: '/api/v1/invitation/[caché]?site_id=1&lang=fr' }),
    expect.objectContaining({ method: 'POST', url: '/api/v1/invitation/[caché]' }),
  ]);
});

it('logs other paths as they came, an administrator’s invitation by its id among them', async () => {
  lines.length = 0;
  await app.inject({ method: 'GET', url: '/api/v1/company/invitation' });
  await app.inject({ method: 'DELETE', url: '/api/v1/company/invitation/12' });
  const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
  expect(urls).toEqual(['/api/v1/company/invitation', '/api/v1/company/invitation/12']);
});
