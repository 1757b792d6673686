import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultThrottle, loadConfig, type Config } from './config';

/**
 * The throttle's limits as the environment sets them (docs/hosting.md): each variable reaches its own limit, a value
 * that is no number keeps the default. The e2e stack lifts the per-client limits through them (e2e/stack.mjs): a
 * variable read under another name would leave a journey throttled, or a host believing it raised a limit.
 */
const LIMITS: [string, keyof Config['throttle']][] = [
  ['THROTTLE_LOGIN_FAILURES', 'loginFreeFailures'],
  ['THROTTLE_LOGIN_CLIENT_FAILURES', 'loginClientFailures'],
  ['THROTTLE_LOGIN_PER_MINUTE', 'loginPerClientPerMinute'],
  ['THROTTLE_ACCOUNT_PER_HOUR', 'accountPerClientPerHour'],
  ['THROTTLE_ACCOUNT_PER_ADDRESS_PER_HOUR', 'accountPerAddressPerHour'],
  ['THROTTLE_FORMS_PER_10_MIN', 'formsPerClientPer10Min'],
  ['THROTTLE_WRITES_PER_MINUTE', 'writesPerClientPerMinute'],
  ['THROTTLE_EXPORTS_PER_MINUTE', 'exportsPerClientPerMinute'],
  ['THROTTLE_SCHEDULE_ROWS_PER_MINUTE', 'scheduleRowsPerClientPerMinute'],
  ['THROTTLE_PLANS_WAITING', 'plansWaitingPerClient'],
  ['THROTTLE_ADMIN_PER_MINUTE', 'adminPerClientPerMinute'],
];

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'config-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'config-test', ...env });

test.each(LIMITS)('%s sets the throttle’s %s, and only it', (name, limit) => {
  const throttle = load({ [name]: '987' }).throttle;
  expect(throttle[limit]).toBe(987);
  const others = Object.entries(throttle).filter(([key]) => key !== limit);
  expect(Object.fromEntries(others)).toEqual(Object.fromEntries(Object.entries(defaultThrottle).filter(([key]) => key !== limit)));
});

test('a limit that is no number keeps its default', () => {
  expect(load({ THROTTLE_PLANS_WAITING: 'beaucoup' }).throttle.plansWaitingPerClient).toBe(defaultThrottle.plansWaitingPerClient);
});

describe('ADMIN_TOKEN', () => {
  const LONG = 'a3f1'.repeat(8);
  it('is refused in production when shorter than 32 characters: it opens the back office to whoever guesses it', () => {
    expect(() => load({ NODE_ENV: 'production', ADMIN_TOKEN: 'demo' })).toThrow(/ADMIN_TOKEN.*32/);
    expect(() => load({ NODE_ENV: 'production', ADMIN_TOKEN: LONG.slice(1) })).toThrow(/ADMIN_TOKEN/);
    expect(load({ NODE_ENV: 'production', ADMIN_TOKEN: LONG }).adminToken).toBe(LONG);
    expect(load({ NODE_ENV: 'production' }).adminToken).toBeNull();
  });

  it('may be short elsewhere (npm start, the tests, e2e and the benchmarks set short ones)', () => {
    expect(load({ ADMIN_TOKEN: 'demo' }).adminToken).toBe('demo');
    expect(load({ NODE_ENV: 'test', ADMIN_TOKEN: 'e2e-admin-token' }).adminToken).toBe('e2e-admin-token');
  });
});

describe('SEED_DEMO_ACCOUNTS', () => {
  // their passwords are in the README: a production API seeded with them opens a verified professional's account on credit
  it('leaves the demo accounts out of a production database unless asked', () => {
    expect(load({ NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(64) }).seedDemoAccounts).toBe(false);
    expect(load({ NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(64), SEED_DEMO_ACCOUNTS: '1' }).seedDemoAccounts).toBe(true);
  });

  it('seeds them elsewhere (npm start, the tests, e2e and the benchmarks sign in with them), unless told not to', () => {
    expect(load({}).seedDemoAccounts).toBe(true);
    expect(load({ SEED_DEMO_ACCOUNTS: '0' }).seedDemoAccounts).toBe(false);
  });
});
