import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { trustProxyOf } from './http/allowlist';
import type { CalculsConfig } from './files/calculs';
import { DEFAULT_INFLATED_BYTES } from './files/limits';
import type { FileReadersConfig } from './files/readers';
import { compactIban, isValidIban, type BankAccount } from './orders/bank';
import { DEMO_SELLER, sellerOf, type SellerIdentity } from './site/seller';
import type { StripeConfig } from './payments/stripe-provider';

/** How hard each abusable call is throttled (README, "Security"). */
export interface ThrottleConfig {
  /** wrong passwords for one account before each further failure locks it, the lock doubling each time */
  loginFreeFailures: number;
  loginBaseLockSeconds: number;
  loginMaxLockSeconds: number;
  /** wrong passwords from one client (any accounts) before it is locked out of sign-in */
  loginClientFailures: number;
  /** window in which failures are counted */
  loginWindowSeconds: number;
  /** sign-in requests from one client each minute, right or wrong (bounds the password hashing a flood costs) */
  loginPerClientPerMinute: number;
  /** sign-up, account requests and reset requests: per client and per e-mail address, each hour */
  accountPerClientPerHour: number;
  accountPerAddressPerHour: number;
  /** the lead forms, all together, per client, each 10 minutes */
  formsPerClientPer10Min: number;
  /** cart, address and order writes, per client, each minute */
  writesPerClientPerMinute: number;
  /** the payment provider's notifications, per client (its few sending addresses), each minute: its pace is the shop's payments' */
  notificationsPerClientPerMinute: number;
  /** each costly file, per client, each minute: the exports the static build reads (one call each per build), a bar schedule's PDF and BVBS */
  exportsPerClientPerMinute: number;
  /** bar-schedule rows worked out per client each minute (calcul; a schedule saved, revised, read, printed, exported, copied, put in the cart or sent for a quotation) */
  scheduleRowsPerClientPerMinute: number;
  /** cutting plans of one client waiting behind his plan at work, past which he is refused (throttle/client-lanes.ts) */
  plansWaitingPerClient: number;
  /** the back office's calls from one client each minute, all together, right token or wrong */
  adminPerClientPerMinute: number;
  /** quotation requests and orders of one account (each mailed to its address), each hour and each day (throttle/account-mails.ts) */
  mailsPerAccountPerHour: number;
  mailsPerAccountPerDay: number;
}

export interface Config {
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  dbFile: string;
  jwtSecret: string;
  /** signing key of the device tokens of sign-in (throttle/device-tokens.ts), derived from `jwtSecret` */
  deviceTokenSecret: string;
  /** lifetime of a session token; an expired one is refreshed within `refreshWindowSeconds` */
  jwtTtlSeconds: number;
  refreshWindowSeconds: number;
  /** a session ends this long after sign-in, however often its token was refreshed */
  sessionMaxAgeSeconds: number;
  cartTtlDays: number;
  adminToken: string | null;
  rebuildWebhookUrl: string | null;
  rebuildWebhookSecret: string | null;
  /** absolute origin of the API in URLs it writes (images); never taken from request headers */
  publicUrl: string;
  /** the site's public origin, for links in mails */
  siteUrl: string;
  /** recipient of form submissions and account requests */
  backofficeEmail: string;
  uploadMaxBytes: number;
  /** the threads that read clients' files, and the bounds of each reading (files/readers.ts) */
  fileReaders: FileReadersConfig;
  /** the threads that work out the schedules sent as rows (POST /nomenclature/calcul, files/calculs.ts) */
  calculs: CalculsConfig;
  seedProducts: number | null;
  /** the demo customers and their company, whose passwords the README gives: never in production unless asked */
  seedDemoAccounts: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address */
  trustProxy: boolean | number | string[];
  /** counters of the throttle live in Redis when set (several API instances share them), in memory otherwise */
  redisUrl: string | null;
  throttle: ThrottleConfig;
  recaptchaSiteKey: string | null;
  /** with a secret, every lead form must carry a reCAPTCHA token that the verify URL accepts */
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
  recaptchaMinScore: number;
  /** identical form submissions within this window are answered with the first one's receipt */
  formDuplicateWindowSeconds: number;
  /** the account bank transfers are paid into (shown on the confirmation and in the order mail) */
  bank: BankAccount;
  /** the seller's legal identity, printed on every document (SELLER_*) */
  seller: SellerIdentity;
  /** card payment online: offered only with a provider's keys (backend/src/payments/) */
  payments: PaymentsConfig;
  /**
   * every JSON answer is checked against its route's answer schema before it leaves (http/answers.ts):
   * on in the tests and the e2e stack (CHECK_ANSWERS=1), where a wrong answer must fail loudly; off in
   * production, where the same answer would cost the check's time
   */
  checkAnswers: boolean;
}

export interface PaymentsConfig {
  stripe: StripeConfig | null;
  /** how long an order paid by card online keeps its stock while the buyer pays; Stripe's hosted page lasts 30 minutes at least */
  reservationMinutes: number;
  /**
   * how many orders one account may have waiting for their card at once: each holds its stock until its deadline, and
   * one account placing orders it never pays would otherwise take a product off sale for everyone
   */
  maxWaitingOrders: number;
  /** how often the reservations passed are looked for: an order unpaid past its deadline is cancelled within this */
  sweepMs: number;
}

/** How often the card payments' reservations are swept, in production as in tests unless one says otherwise. */
const SWEEP_MS = 60_000;
/** A buyer who pays one order by card and starts another, or a company's buyer with a few sites: not a shelf emptied. */
const MAX_WAITING_ORDERS = 3;

/** Stripe with both its keys, or no card payment online; STRIPE_API_URL points the SDK at another server (the double). */
function stripeOf(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both, or neither');
  if (!env.STRIPE_API_URL) return { secretKey, webhookSecret, api: null };
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { secretKey, webhookSecret, api: { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol } };
}

/** What production must set itself: the seller every document names (site/seller.ts) and its bank account. */
const OWN_IDENTITY = [
  'SELLER_NAME',
  'SELLER_LEGAL_FORM',
  'SELLER_CAPITAL',
  'SELLER_ADDRESS',
  'SELLER_SIRET',
  'SELLER_RCS',
  'SELLER_PHONE',
  'SELLER_EMAIL',
  'SELLER_WEBSITE',
  'BANK_IBAN',
  'BANK_BIC',
  'BANK_HOLDER',
] as const;

/** Demonstration account (the standard example IBAN): set BANK_IBAN, BANK_BIC and BANK_HOLDER in production. */
const DEMO_BANK: BankAccount = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holder: 'Trefima SAS' };

function bankOf(env: NodeJS.ProcessEnv): BankAccount {
  const iban = env.BANK_IBAN ? compactIban(env.BANK_IBAN) : DEMO_BANK.iban;
  if (!isValidIban(iban)) throw new Error('BANK_IBAN is not a valid IBAN (its mod-97 key does not match): check it against the bank details');
  const bic = (env.BANK_BIC ?? DEMO_BANK.bic).replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) throw new Error('BANK_BIC is not a valid BIC (8 or 11 letters and digits)');
  return { iban, bic, holder: env.BANK_HOLDER || DEMO_BANK.holder };
}

/** A key of its own for each use of JWT_SECRET: a device token is never a session token's signature, nor the reverse. */
const deviceKeyOf = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('trefima device token v1').digest('hex');

const MB = 1024 * 1024;
/** One thread reads files beside the event loop's core (two on a larger machine); a bomb is stopped well before these bounds of time and memory. */
export const defaultFileReaders: FileReadersConfig = {
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 8,
  timeoutMs: 5000,
  memoryMb: 256,
  inflatedBytes: DEFAULT_INFLATED_BYTES,
};

/**
 * A thread works out calculs beside the file readers' (a queue of file bombs holds no calcul back), with as much
 * memory as a reader; the largest schedule takes a fraction of a second, its time bound is for a host that stalls.
 */
export const defaultCalculs: CalculsConfig = { workers: 1, queue: 8, timeoutMs: 20_000, pdfTimeoutMs: 120_000, memoryMb: 256 };

const int = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v) ? Number(v) : fallback);
const trimSlash = (v: string) => v.replace(/\/+$/, '');

export const defaultThrottle: ThrottleConfig = {
  loginFreeFailures: 5,
  loginBaseLockSeconds: 30,
  loginMaxLockSeconds: 15 * 60,
  loginClientFailures: 20,
  loginWindowSeconds: 15 * 60,
  loginPerClientPerMinute: 10,
  accountPerClientPerHour: 5,
  accountPerAddressPerHour: 3,
  formsPerClientPer10Min: 10,
  writesPerClientPerMinute: 120,
  notificationsPerClientPerMinute: 1200,
  exportsPerClientPerMinute: 10,
  scheduleRowsPerClientPerMinute: 50_000,
  plansWaitingPerClient: 2,
  adminPerClientPerMinute: 60,
  // a contractor's busiest day of orders and requests for quotations is far below: a stranger's mailbox is not
  mailsPerAccountPerHour: 20,
  mailsPerAccountPerDay: 60,
};

/**
 * The back office's bearer token opens every customer's terms and every order: in production, no shorter than this
 * (`openssl rand -hex 32` makes one of 64); a token typed by hand for a demonstration is for development.
 */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/**
 * Reads the environment: the only place that does. Secrets come only from
 * it; in development, where no JWT_SECRET is set, a random one is generated
 * once and kept in the git-ignored data folder so that sessions survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(__dirname, '..', '..', 'data'));
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, '.jwt-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    jwtSecret = readFileSync(file, 'utf8').trim();
  }
  if (env.NODE_ENV === 'production' && env.ADMIN_TOKEN && env.ADMIN_TOKEN.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(
      `ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters in production (openssl rand -hex 32), or unset to close the admin calls`,
    );
  }
  if (env.NODE_ENV === 'production') {
    // every invoice prints the seller's legal identity and the account a transfer goes to: never the demonstration's
    const missing = OWN_IDENTITY.filter((name) => !env[name]?.trim());
    if (missing.length)
      throw new Error(
        `In production, set the seller's identity and bank account: ${missing.join(', ')} (docs/hosting.md); the demonstration's would be printed on real invoices`,
      );
  }
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.PORT, 4000);
  const t = defaultThrottle;
  return {
    host,
    port,
    logLevel: env.LOG_LEVEL || 'info',
    dataDir,
    dbFile: env.DB_FILE ?? join(dataDir, 'shop.db'),
    jwtSecret,
    deviceTokenSecret: deviceKeyOf(jwtSecret),
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 3600),
    refreshWindowSeconds: int(env.JWT_REFRESH_WINDOW_SECONDS, 30 * 24 * 3600),
    sessionMaxAgeSeconds: int(env.SESSION_MAX_AGE_SECONDS, 30 * 24 * 3600),
    cartTtlDays: 3,
    adminToken: env.ADMIN_TOKEN || null,
    rebuildWebhookUrl: env.REBUILD_WEBHOOK_URL || null,
    rebuildWebhookSecret: env.REBUILD_WEBHOOK_SECRET || null,
    publicUrl: trimSlash(env.PUBLIC_API_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`),
    siteUrl: trimSlash(env.SITE_URL || 'http://localhost:9000'),
    backofficeEmail: env.BACKOFFICE_EMAIL || 'contact@trefima.example',
    seller: sellerOf(env),
    payments: {
      stripe: stripeOf(env),
      reservationMinutes: Math.max(30, int(env.PAYMENT_RESERVATION_MINUTES, 30)),
      maxWaitingOrders: Math.max(1, int(env.PAYMENT_MAX_WAITING_ORDERS, MAX_WAITING_ORDERS)),
      sweepMs: SWEEP_MS,
    },
    checkAnswers: env.CHECK_ANSWERS === '1',
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    fileReaders: {
      workers: Math.max(1, int(env.FILE_READERS, defaultFileReaders.workers)),
      queue: int(env.FILE_READ_QUEUE, defaultFileReaders.queue),
      timeoutMs: int(env.FILE_READ_TIMEOUT_MS, defaultFileReaders.timeoutMs),
      memoryMb: int(env.FILE_READ_MEMORY_MB, defaultFileReaders.memoryMb),
      inflatedBytes: int(env.FILE_MAX_INFLATED_MB, defaultFileReaders.inflatedBytes / MB) * MB,
    },
    calculs: { ...defaultCalculs, workers: Math.max(1, int(env.CALCUL_WORKERS, defaultCalculs.workers)) },
    seedProducts: env.SEED_PRODUCTS ? int(env.SEED_PRODUCTS, 0) || null : null,
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS ? env.SEED_DEMO_ACCOUNTS === '1' : env.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    throttle: {
      ...t,
      loginFreeFailures: int(env.THROTTLE_LOGIN_FAILURES, t.loginFreeFailures),
      loginClientFailures: int(env.THROTTLE_LOGIN_CLIENT_FAILURES, t.loginClientFailures),
      loginPerClientPerMinute: int(env.THROTTLE_LOGIN_PER_MINUTE, t.loginPerClientPerMinute),
      accountPerClientPerHour: int(env.THROTTLE_ACCOUNT_PER_HOUR, t.accountPerClientPerHour),
      accountPerAddressPerHour: int(env.THROTTLE_ACCOUNT_PER_ADDRESS_PER_HOUR, t.accountPerAddressPerHour),
      formsPerClientPer10Min: int(env.THROTTLE_FORMS_PER_10_MIN, t.formsPerClientPer10Min),
      writesPerClientPerMinute: int(env.THROTTLE_WRITES_PER_MINUTE, t.writesPerClientPerMinute),
      notificationsPerClientPerMinute: int(env.THROTTLE_NOTIFICATIONS_PER_MINUTE, t.notificationsPerClientPerMinute),
      exportsPerClientPerMinute: int(env.THROTTLE_EXPORTS_PER_MINUTE, t.exportsPerClientPerMinute),
      scheduleRowsPerClientPerMinute: int(env.THROTTLE_SCHEDULE_ROWS_PER_MINUTE, t.scheduleRowsPerClientPerMinute),
      plansWaitingPerClient: int(env.THROTTLE_PLANS_WAITING, t.plansWaitingPerClient),
      adminPerClientPerMinute: int(env.THROTTLE_ADMIN_PER_MINUTE, t.adminPerClientPerMinute),
      mailsPerAccountPerHour: int(env.THROTTLE_ACCOUNT_MAILS_PER_HOUR, t.mailsPerAccountPerHour),
      mailsPerAccountPerDay: int(env.THROTTLE_ACCOUNT_MAILS_PER_DAY, t.mailsPerAccountPerDay),
    },
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    recaptchaMinScore: env.RECAPTCHA_MIN_SCORE && !Number.isNaN(Number(env.RECAPTCHA_MIN_SCORE)) ? Number(env.RECAPTCHA_MIN_SCORE) : 0.5,
    formDuplicateWindowSeconds: int(env.FORM_DUPLICATE_WINDOW_SECONDS, 10 * 60),
    bank: bankOf(env),
  };
}

/** Configuration for tests: in-memory, fixed secrets, no files, production throttle limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    dataDir: '/nonexistent',
    dbFile: ':memory:',
    jwtSecret: 'test-secret-not-for-production',
    deviceTokenSecret: deviceKeyOf('test-secret-not-for-production'),
    jwtTtlSeconds: 3600,
    refreshWindowSeconds: 30 * 24 * 3600,
    sessionMaxAgeSeconds: 30 * 24 * 3600,
    cartTtlDays: 3,
    adminToken: 'test-admin-token',
    rebuildWebhookUrl: null,
    rebuildWebhookSecret: null,
    publicUrl: 'http://api.test',
    siteUrl: 'http://localhost:9000',
    backofficeEmail: 'contact@trefima.example',
    uploadMaxBytes: 5 * 1024 * 1024,
    fileReaders: { ...defaultFileReaders, workers: 1 },
    calculs: defaultCalculs,
    seedProducts: null,
    seedDemoAccounts: true,
    trustProxy: false,
    redisUrl: null,
    throttle: { ...defaultThrottle },
    recaptchaSiteKey: null,
    recaptchaSecret: null,
    recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
    recaptchaMinScore: 0.5,
    formDuplicateWindowSeconds: 10 * 60,
    bank: DEMO_BANK,
    seller: DEMO_SELLER,
    payments: { stripe: null, reservationMinutes: 30, maxWaitingOrders: MAX_WAITING_ORDERS, sweepMs: SWEEP_MS },
    checkAnswers: true,
    ...overrides,
  };
}
