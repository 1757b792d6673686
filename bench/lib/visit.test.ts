import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { visit } from '../hostile-uploads.mjs';

/**
 * The open-loop readers of hostile-uploads.mjs and cutting-plan.mjs against a settings endpoint on loopback: they send at
 * their rate whatever the answers take, and count each latency from the request's scheduled time.
 */

type Handler = (n: number, res: ServerResponse) => void;

/** A `/setting` on loopback; `handle` answers its n-th request (from 0), and each request's arrival is noted. */
async function settings(handle: Handler = (_, res) => res.end('{}')) {
  const arrivals: number[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/setting?')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    arrivals.push(performance.now());
    handle(arrivals.length - 1, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const STALL_MS = 300;

describe('the open-loop readers', () => {
  it('send rate × seconds requests on schedule, all answered', async () => {
    const api = await settings();
    try {
      const read = await visit(api.url, { rate: 200, seconds: 2 });
      expect(read).toMatchObject({ rate: 200, errors: 0 });
      expect(Math.abs(read.requests - 400)).toBeLessThanOrEqual(3);
      expect(api.arrivals).toHaveLength(read.requests);
      // the 400th is due 1995 ms after the first: a loop that waits 5 ms after each send instead would drift past it
      expect(api.arrivals[api.arrivals.length - 1] - api.arrivals[0]).toBeLessThan(1995 + 250);
      // below what a stall shows (the next tests), with room for a machine busy with other suites
      expect(read.p99).toBeLessThan(STALL_MS - 50);
    } finally {
      await api.close();
    }
  });

  it('keep sending while answers are held, and count the hold in the p99', async () => {
    // from the 100th request, every answer waits for the end of a 300 ms stall, as behind a held event loop
    let stallEnds = 0;
    const api = await settings((n, res) => {
      if (n === 100) stallEnds = performance.now() + STALL_MS;
      const wait = stallEnds - performance.now();
      if (wait > 0) setTimeout(() => res.end('{}'), wait);
      else res.end('{}');
    });
    try {
      const read = await visit(api.url, { rate: 200, seconds: 2 });
      expect(read.errors).toBe(0);
      // some 60 requests are due during the stall: each leaves on time on a socket of its own
      const sentDuringStall = api.arrivals.filter((t) => t >= stallEnds - STALL_MS && t < stallEnds).length;
      expect(sentDuringStall).toBeGreaterThanOrEqual(50);
      expect(read.p99).toBeGreaterThanOrEqual(STALL_MS - 50);
    } finally {
      await api.close();
    }
  });

  it('count a stall of the sending process from each request’s scheduled time, not from when it left', async () => {
    // the server shares this process: its 300 ms of work at the 100th request holds the sends due meanwhile, which then
    // leave together and are answered at once; timed from when they left, they would look quick
    const api = await settings((n, res) => {
      if (n === 100) {
        const until = performance.now() + STALL_MS;
        while (performance.now() < until);
      }
      res.end('{}');
    });
    try {
      const read = await visit(api.url, { rate: 200, seconds: 2 });
      expect(read.errors).toBe(0);
      expect(Math.abs(read.requests - 400)).toBeLessThanOrEqual(3);
      expect(read.p99).toBeGreaterThanOrEqual(STALL_MS - 50);
    } finally {
      await api.close();
    }
  });
});
