import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { PRO, testApi, type TestApi } from '../testing';
import { MemoryCounters, RedisCounters, type Counters } from './counters';

/** The same behaviour from both stores: the in-memory one (one process) and Redis (several API instances). */
function behaves(name: string, make: () => { counters: Counters; advance: (ms: number) => Promise<void> }) {
  describe(name, () => {
    // windows of seconds: Redis counts them in real time, and a loaded machine may take a few hundred ms between two calls
    it('counts hits within a window, then starts again', async () => {
      const { counters, advance } = make();
      expect(await counters.hit('k', 2000)).toBe(1);
      expect(await counters.hit('k', 2000)).toBe(2);
      expect(await counters.left('k')).toBeGreaterThan(0);
      await advance(2100);
      expect(await counters.left('k')).toBe(0);
      expect(await counters.hit('k', 2000)).toBe(1);
    });

    it('counts by more than one (a schedule’s rows), a count of nought opening the window', async () => {
      const { counters, advance } = make();
      expect(await counters.hit('rows', 2000, 0)).toBe(0);
      expect(await counters.hit('rows', 2000, 12)).toBe(12);
      expect(await counters.hit('rows', 2000, 30)).toBe(42);
      expect(await counters.left('rows')).toBeGreaterThan(0);
      await advance(2100);
      expect(await counters.hit('rows', 2000, 5)).toBe(5);
    });

    it('holds a key for the longer of two holds, and clears it', async () => {
      const { counters } = make();
      await counters.hold('h', 5000);
      await counters.hold('h', 100);
      expect(await counters.left('h')).toBeGreaterThan(4000);
      await counters.clear('h');
      expect(await counters.left('h')).toBe(0);
    });
  });
}

let clock = 0;
behaves('MemoryCounters', () => ({ counters: new MemoryCounters(() => clock), advance: async (ms) => void (clock += ms) }));

it('MemoryCounters forgets the oldest keys past its bound instead of growing', async () => {
  const counters = new MemoryCounters(() => 0, 3);
  for (const k of ['a', 'b', 'c', 'd']) await counters.hit(k, 1000);
  expect(await counters.left('a')).toBe(0);
  expect(await counters.left('d')).toBe(1000);
});

it('keeps sign-in and forms working when Redis is unreachable (fail open)', async () => {
  const api = await testApi({ redisUrl: 'redis://127.0.0.1:9' });
  try {
    expect((await api.request('POST', '/customer/login', { body: { login: PRO.email, password: 'faux' } })).statusCode).toBe(400);
    expect((await api.request('POST', '/customer/login', { body: { login: PRO.email, password: PRO.password } })).statusCode).toBe(200);
    expect((await api.request('POST', '/contact', { body: {} })).statusCode).toBe(422);
  } finally {
    await api.close();
  }
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
// CI installs redis-server (.ci/run); a machine without it runs the in-memory half only
(hasRedis ? describe : describe.skip)('with Redis (REDIS_URL)', () => {
  let server: ChildProcess;
  let url: string;
  let redis: Redis;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
    redis = new Redis(url, { maxRetriesPerRequest: 1 });
    for (let i = 0; i < 50 && (await redis.ping().catch(() => '')) !== 'PONG'; i++) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    redis?.disconnect();
    server?.kill();
  });

  behaves('RedisCounters', () => ({ counters: new RedisCounters(redis, `test:${Math.random()}:`), advance: (ms) => new Promise((r) => setTimeout(r, ms)) }));

  it('shares the sign-in lock and the per-client limits between two API instances', async () => {
    await redis.flushall();
    const apis: TestApi[] = [await testApi({ redisUrl: url }), await testApi({ redisUrl: url })];
    try {
      const attempt = (i: number) =>
        apis[i % 2].request('POST', '/customer/login', { body: { login: PRO.email, password: `faux-${i}` }, remoteAddress: `10.40.0.${i + 1}` });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await attempt(i)).statusCode);
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]); // failures counted across both instances lock the account on both
      const forms = [];
      for (let i = 0; i < 12; i++) forms.push((await apis[i % 2].request('POST', '/contact', { body: {}, remoteAddress: '10.41.0.1' })).statusCode);
      expect(forms.filter((s) => s === 429).length).toBe(2);
    } finally {
      for (const a of apis) await a.close();
    }
  });
});
