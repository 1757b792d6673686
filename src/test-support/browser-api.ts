import type { AddressInfo } from 'node:net';
import type { Config } from '../../backend/src/config';
import { testApi, type TestApi } from '../../backend/src/testing';

/** The page's calls not answered yet, each until its answer's body has arrived whole. */
const inFlight = new Set<Promise<unknown>>();
let started = 0;

/** The page's fetch, counted: what `quiet` waits for. Installed once per test file, before the page's code runs. */
function countCalls() {
  const g = globalThis as typeof globalThis & { fetchCounted?: true };
  if (g.fetchCounted) return;
  const fetch = g.fetch;
  g.fetch = (...args: Parameters<typeof fetch>) => {
    const answer = fetch(...args);
    // a copy of the body read apart, so that the page reads its own as it would have
    const done: Promise<unknown> = answer.then((res) => res.clone().arrayBuffer()).catch(() => undefined);
    started++;
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return answer;
  };
  g.fetchCounted = true;
}

/**
 * Waits until the page has nothing left to receive: every call it made
 * answered whole, React's renders and effects run on what came, and no call
 * started meanwhile. What a test waits for before it says that something did
 * not happen (a revision not replaced, a form not filled again): whatever
 * could undo what is on screen comes back from the API, and it has all come.
 */
export async function quiet() {
  // here, not at the top: the tests of the session's code run this file without a DOM
  const { act } = await import('@testing-library/react');
  for (;;) {
    // inside act: what the answers set in state as they come is React's to flush, not an update out of the blue
    while (inFlight.size > 0) await act(async () => void (await Promise.all([...inFlight])));
    const before = started;
    // the answers' readers and what they set in state: their promises, then one task for React's scheduler
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    if (started === before && inFlight.size === 0) return;
  }
}

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
  countCalls();
  return {
    ...api,
    close: () => {
      api.app.server.closeAllConnections();
      return api.close();
    },
  };
}
