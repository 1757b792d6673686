import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ShopApiError } from '../shop-client/errors';
import { fetchSnapshot } from './snapshot';

/**
 * An API that takes the connection and never answers (a proxy in front of a
 * stopped server, a wedged process) must not hold a build for the minute a
 * large export may take: the first call gives up on its own short timeout,
 * naming the call and its URL in French.
 */
let hung: Server;
let apiUrl: string;
beforeAll(async () => {
  hung = createServer(() => {
    /* never answers */
  });
  await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => {
  hung.closeAllConnections();
  return new Promise((r) => hung.close(r));
});

test('gives up on an API that never answers at its first call, naming it', async () => {
  const failure = await fetchSnapshot({ apiUrl, siteUrl: 'http://localhost:9000', probeTimeoutMs: 200 }).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ShopApiError);
  expect(failure).toMatchObject({ code: 'TIMEOUT', call: 'site', status: 0 });
  expect((failure as ShopApiError).url).toContain(`${apiUrl}/site`);
  expect((failure as ShopApiError).message).toBe('Le serveur met trop de temps à répondre. Merci de réessayer.');
}, 3000); // a guard against the client's longer timeouts, not a measure of speed
