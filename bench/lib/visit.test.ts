import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoop, visit } from '../hostile-uploads.mjs';

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
  it('send rate × seconds requests, all answered', async () => {
    const api = await settings();
    try {
      const read = await visit(api.url, { rate: 200, seconds: 2 });
      expect(read).toMatchObject({ rate: 200, errors: 0 });
      expect(Math.abs(read.requests - 400)).toBeLessThanOrEqual(3);
      expect(api.arrivals).toHaveLength(read.requests);
      // their timing, which a busy machine stretches, is read on a clock of the test's own (the schedule, below)
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

describe('the open loop’s schedule, on a clock the test holds', () => {
  it('sends at a late turn every request due by then, counts each from its due time, and does not drift', async () => {
    let clock = 1000;
    let turns = 0;
    const sentAt: number[] = [];
    const read = await openLoop({
      rate: 200,
      seconds: 0.05,
      // answered at once: what a latency holds is how late its request left
      send: () => {
        sentAt.push(clock);
        return Promise.resolve(200);
      },
      now: () => clock,
      // the third turn comes 12 ms late, as on a busy machine; the answers already in are counted before time moves
      sleep: async (ms) => {
        await null;
        clock += ms + (turns++ === 2 ? 12 : 0);
      },
    });
    // due every 5 ms from 1000: 1015, 1020 and 1025 leave together at the late turn (1027), then the schedule goes on
    expect(sentAt).toEqual([1000, 1005, 1010, 1027, 1027, 1027, 1030, 1035, 1040, 1045]);
    expect(read).toMatchObject({ rate: 200, requests: 10, errors: 0 });
    expect(read.p99).toBe(12);
  });

  it('counts an answer other than 200 as an error', async () => {
    let clock = 0;
    let n = 0;
    const read = await openLoop({
      rate: 100,
      seconds: 0.05,
      send: () => Promise.resolve(n++ === 1 ? 503 : 200),
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    expect(read).toMatchObject({ requests: 5, errors: 1 });
  });
});
