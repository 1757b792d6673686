import type Redis from 'ioredis';

/**
 * Counters with a time window, for the sign-in backoff. In memory by default;
 * in Redis when REDIS_URL is set, so that several API instances share them.
 */
export interface Counters {
  /** adds `by` (one by default) to `key`, opening a window of `windowMs` when none is open; the count so far */
  hit(key: string, windowMs: number, by?: number): Promise<number>;
  /** holds `key` for `ms` from now, unless it is already held longer */
  hold(key: string, ms: number): Promise<void>;
  /** milliseconds left on `key` (a hold or a window), 0 when none */
  left(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/**
 * One process's counters. Bounded: past `maxKeys` the oldest entries go
 * first, so a client spraying random accounts cannot exhaust memory (it may
 * evict old counters, which the per-client limit of @fastify/rate-limit, in
 * its own store, still catches).
 */
export class MemoryCounters implements Counters {
  private entries = new Map<string, { count: number; until: number }>();

  constructor(
    private now: () => number,
    private maxKeys = 100_000,
  ) {}

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private put(key: string, value: { count: number; until: number }) {
    this.entries.delete(key); // re-inserted last: Map keeps insertion order
    this.entries.set(key, value);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  async hit(key: string, windowMs: number, by = 1) {
    const e = this.live(key);
    const next = e ? { count: e.count + by, until: e.until } : { count: by, until: this.now() + windowMs };
    this.put(key, next);
    return next.count;
  }

  async hold(key: string, ms: number) {
    const e = this.live(key);
    const until = this.now() + ms;
    if (!e || e.until < until) this.put(key, { count: e?.count ?? 1, until });
  }

  async left(key: string) {
    const e = this.live(key);
    return e ? e.until - this.now() : 0;
  }

  async clear(key: string) {
    this.entries.delete(key);
  }
}

/** INCRBY and, on the first hit only, the window's expiry: one round trip, atomic. */
const HIT = `local c = redis.call('INCRBY', KEYS[1], ARGV[2])
if c == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;
/** Sets the key's expiry to `ms` unless it already expires later. */
const HOLD = `local left = redis.call('PTTL', KEYS[1])
if left < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
return 1`;

/**
 * Shared counters. Redis being down must not take sign-in down with it: a
 * failed command counts nothing and locks nothing (fail open, as the
 * per-route limits do with `skipOnError`); the client logs the outage.
 */
export class RedisCounters implements Counters {
  constructor(
    private redis: Redis,
    private prefix = 'trefima:throttle:',
  ) {}

  async hit(key: string, windowMs: number, by = 1) {
    return Number(await this.redis.eval(HIT, 1, this.prefix + key, windowMs, by).catch(() => 0));
  }

  async hold(key: string, ms: number) {
    await this.redis.eval(HOLD, 1, this.prefix + key, Math.ceil(ms)).catch(() => undefined);
  }

  async left(key: string) {
    return Math.max(0, await this.redis.pttl(this.prefix + key).catch(() => 0));
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key).catch(() => 0);
  }
}
