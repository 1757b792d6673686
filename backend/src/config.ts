import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  dbFile: string;
  jwtSecret: string;
  /** lifetime of a session token; an expired one is refreshed within `refreshWindowSeconds` */
  jwtTtlSeconds: number;
  refreshWindowSeconds: number;
  cartTtlDays: number;
  adminToken: string | null;
  rebuildWebhookUrl: string | null;
  rebuildWebhookSecret: string | null;
  /** absolute origin used in media URLs; defaults to the request's own origin */
  publicUrl: string | null;
  uploadMaxBytes: number;
  seedProducts: number | null;
}

const int = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v) ? Number(v) : fallback);

/**
 * Reads the environment. Secrets come only from it; in development, where no
 * JWT_SECRET is set, a random one is generated once and kept in the git-ignored
 * data folder so that sessions survive a restart.
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
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 4000),
    dataDir,
    dbFile: env.DB_FILE ?? join(dataDir, 'shop.db'),
    jwtSecret,
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 3600),
    refreshWindowSeconds: int(env.JWT_REFRESH_WINDOW_SECONDS, 30 * 24 * 3600),
    cartTtlDays: 3,
    adminToken: env.ADMIN_TOKEN || null,
    rebuildWebhookUrl: env.REBUILD_WEBHOOK_URL || null,
    rebuildWebhookSecret: env.REBUILD_WEBHOOK_SECRET || null,
    publicUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/$/, '') : null,
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    seedProducts: env.SEED_PRODUCTS ? int(env.SEED_PRODUCTS, 0) || null : null,
  };
}

/** Configuration for tests: in-memory, fixed secrets, no files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent',
    dbFile: ':memory:',
    jwtSecret: 'test-secret-not-for-production',
    jwtTtlSeconds: 3600,
    refreshWindowSeconds: 30 * 24 * 3600,
    cartTtlDays: 3,
    adminToken: 'test-admin-token',
    rebuildWebhookUrl: null,
    rebuildWebhookSecret: null,
    publicUrl: 'http://api.test',
    uploadMaxBytes: 5 * 1024 * 1024,
    seedProducts: null,
    ...overrides,
  };
}
