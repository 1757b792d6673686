import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type Redis from 'ioredis';
import type { Config } from '../config';
import { clientKey } from './client-key';
import { DeviceTokens } from './device-tokens';
import { LoginGuard } from './login-guard';
import { MemoryCounters, RedisCounters } from './counters';
import { tooMany } from './messages';
import { RowBudget } from './row-budget';
import { HashBudget } from './hash-budget';
import { AccountMails } from './account-mails';

export { LoginGuard };

/** Route options that throttle a call; spread into a route's options. */
export interface Throttles {
  /** sign-in backoff, per account and per client, and per device token for a browser that signed in before */
  login: LoginGuard;
  /** sign-in requests per client */
  loginRequests: RouteShorthandOptions;
  /** the other calls that hash a password, per client and per account, each minute: spent by hand before hashing (hash-budget.ts) */
  hashing: HashBudget;
  /**
   * The calls that say whether an e-mail has an account (signup, account requests, reset requests, a company's
   * invitations): per client and per e-mail address, each hour, each call its own count; and per client all of them
   * together, with the profile's e-mail change, so that one more such call does not raise what a client learns in an hour
   */
  account: RouteShorthandOptions;
  /**
   * The same limits, checked by hand, for a call that tells whether an address has an account only sometimes (the
   * profile, when it changes the e-mail): counted against the body's `email`; throws 429 past any.
   */
  accountCheck(request: FastifyRequest): Promise<void>;
  /** every lead form, per client, all forms together */
  forms: RouteShorthandOptions;
  /** cart, checkout, profile and address writes, per client */
  writes: RouteShorthandOptions;
  /** the payment provider's notifications, per client: more than a buyer's writes, still bounded */
  notifications: RouteShorthandOptions;
  /** the back office's calls, all together, per client: its bearer token is a secret that a flood would guess at */
  admin: RouteShorthandOptions;
  /** what an account makes the shop mail to its address (quotation requests, orders), per account (account-mails.ts) */
  accountMails: AccountMails;
  /** each costly file, per client: the whole-catalogue exports the static build reads (the product export costs the API a second at 10 000 products), a bar schedule's PDF and BVBS */
  exports: RouteShorthandOptions;
  /** the bar schedules' rows worked out, per client */
  scheduleRows: RowBudget;
}

const HOUR = 3600 * 1000;
/**
 * The calls that say whether an e-mail has an account share one budget per client: as many answers an hour as the
 * four of them (reset, signup, account request, the profile's e-mail change) gave each on its own before a company's
 * invitations joined them, whatever their number now.
 */
const ACCOUNT_CALLS = 4;

/** The e-mail a body names, lowercased: the key of the per-address limits. */
const addressOf = (request: FastifyRequest) => {
  const b = request.body as Record<string, unknown> | null;
  const email = b && typeof b === 'object' && !Array.isArray(b) ? b.email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** ioredis is loaded where REDIS_URL is set: an API alone keeps its counters in memory and never needs it. */
function redisClient(url: string): Redis {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Client = require('ioredis') as typeof Redis;
  return new Client(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

/**
 * Registers @fastify/rate-limit (per-route limits, counted per client as
 * every throttle counts one, client-key.ts, in memory or in Redis) and builds
 * the sign-in guard over the same store. The client address is the socket's
 * unless TRUST_PROXY names the proxies whose X-Forwarded-For may be believed.
 */
export async function registerThrottles(app: FastifyInstance, config: Config, now: () => number): Promise<Throttles> {
  const redis = config.redisUrl ? redisClient(config.redisUrl) : null;
  if (redis) {
    redis.on('error', (e) => app.log.error({ err: e }, 'Redis (limites de débit) injoignable'));
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    // an LRU of this many clients per route; a spray of addresses evicts old entries, not memory
    cache: 100_000,
    ...(redis ? { redis, nameSpace: 'trefima:rate:', skipOnError: true } : {}),
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  });
  const t = config.throttle;
  const perClient = (max: number, timeWindow: number): RouteShorthandOptions => ({ config: { rateLimit: { max, timeWindow } } });
  // checked by hand: the plugin runs one of its own limits per request, and these calls also have the per-client one
  const addressLimit = app.createRateLimit({
    max: t.accountPerAddressPerHour,
    timeWindow: HOUR,
    keyGenerator: (request) => `address:${request.routeOptions.url}:${addressOf(request)}`,
    // a body without an address is refused by its schema; it must not share one counter with every other
    allowList: (_request, key) => key.endsWith(':'),
  });
  const within = async (limiter: typeof addressLimit, request: FastifyRequest) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooMany(limit.ttl);
  };
  const perAddress = (request: FastifyRequest) => within(addressLimit, request);
  // the route's own limit is the writes': the account's per-client one is counted here, under a key of this call's
  const clientLimit = app.createRateLimit({
    max: t.accountPerClientPerHour,
    timeWindow: HOUR,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${clientKey(request.ip)}`,
  });
  // by hand too, under one key for every such call: the plugin keeps each route's counts apart
  const listingLimit = app.createRateLimit({
    max: ACCOUNT_CALLS * t.accountPerClientPerHour,
    timeWindow: HOUR,
    keyGenerator: (request) => `account:any:${clientKey(request.ip)}`,
  });
  // by hand too: the plugin keeps each route's counts apart (a route's `groupId` joins nothing across routes), and a
  // guesser of the bearer token must not get a budget for each admin call
  const adminLimit = app.createRateLimit({
    max: t.adminPerClientPerMinute,
    timeWindow: 60 * 1000,
    keyGenerator: (request) => `admin:${clientKey(request.ip)}`,
  });
  // the lead forms together, by hand for the same reason: a client stopped on /contact went on with /catalogue
  const formsLimit = app.createRateLimit({
    max: t.formsPerClientPer10Min,
    timeWindow: 10 * 60 * 1000,
    keyGenerator: (request) => `forms:${clientKey(request.ip)}`,
  });
  const counters = redis ? new RedisCounters(redis) : new MemoryCounters(now);
  return {
    login: new LoginGuard(counters, t, new DeviceTokens(config.deviceTokenSecret, now)),
    scheduleRows: new RowBudget(counters, t.scheduleRowsPerClientPerMinute),
    loginRequests: perClient(t.loginPerClientPerMinute, 60 * 1000),
    // as many hashes a minute as sign-in's requests: one client, or one account, keeps the hashing queue nowhere near full
    hashing: new HashBudget(counters, t.loginPerClientPerMinute),
    // before the route's schemas, as ever: a refused body still counts against its address and its client
    account: {
      ...perClient(t.accountPerClientPerHour, HOUR),
      preValidation: async (request: FastifyRequest) => {
        await within(listingLimit, request);
        await perAddress(request);
      },
    },
    async accountCheck(request) {
      await within(clientLimit, request);
      await within(listingLimit, request);
      await within(addressLimit, request);
    },
    forms: { onRequest: (request: FastifyRequest) => within(formsLimit, request) },
    writes: perClient(t.writesPerClientPerMinute, 60 * 1000),
    notifications: perClient(t.notificationsPerClientPerMinute, 60 * 1000),
    // on request, before the token is looked at
    admin: { onRequest: (request: FastifyRequest) => within(adminLimit, request) },
    exports: perClient(t.exportsPerClientPerMinute, 60 * 1000),
    accountMails: new AccountMails(counters, t.mailsPerAccountPerHour, t.mailsPerAccountPerDay),
  };
}
