import type { AddressInfo } from 'node:net';
import type { Config } from '../../backend/src/config';
import { testApi, type TestApi } from '../../backend/src/testing';

/**
 * The real reference API, listening, and the browser's API client pointed at
 * it: call before the first import of code that loads `shop-client/browser`,
 * which reads the address once. `overrides`: the API's settings for this
 * file (a small limit, to reach it). Its `close` first drops the connections
 * still open, so that a request under way does not hold the server open.
 */
export async function browserApi(overrides: Partial<Config> = {}): Promise<TestApi> {
  // the browser code checks the cart's validity against the real clock: the API's starts there too
  const api = await testApi(overrides, { now: Date.now() });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.GATSBY_SHOP_API_URL = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/v1`;
  return {
    ...api,
    close: () => {
      api.app.server.closeAllConnections();
      return api.close();
    },
  };
}
