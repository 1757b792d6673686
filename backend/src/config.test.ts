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
  ['THROTTLE_ACCOUNT_MAILS_PER_HOUR', 'mailsPerAccountPerHour'],
  ['THROTTLE_ACCOUNT_MAILS_PER_DAY', 'mailsPerAccountPerDay'],
];

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'config-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'config-test', ...env });
/** A production host's own identity and bank (docs/hosting.md): without them the API refuses to start. */
const OWN: Record<string, string> = {
  SELLER_NAME: 'Aciers des Îles',
  SELLER_LEGAL_FORM: 'SARL',
  SELLER_CAPITAL: '120 000 €',
  SELLER_ADDRESS: 'Zone de Jarry | 97122 Baie-Mahault, Guadeloupe',
  SELLER_SIRET: '73282932000074',
  SELLER_RCS: 'RCS Pointe-à-Pitre',
  SELLER_PHONE: '0590123456',
  SELLER_EMAIL: 'contact@aciers-des-iles.example',
  SELLER_WEBSITE: 'https://www.aciers-des-iles.example',
  BANK_IBAN: 'FR1420041010050500013M02606',
  BANK_BIC: 'PSSTFRPPPAR',
  BANK_HOLDER: 'Aciers des Îles SARL',
};
const production = (env: Record<string, string> = {}) => load({ NODE_ENV: 'production', ...OWN, ...env });

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
    expect(() => production({ ADMIN_TOKEN: 'demo' })).toThrow(/ADMIN_TOKEN.*32/);
    expect(() => production({ ADMIN_TOKEN: LONG.slice(1) })).toThrow(/ADMIN_TOKEN/);
    expect(production({ ADMIN_TOKEN: LONG }).adminToken).toBe(LONG);
    expect(production().adminToken).toBeNull();
  });

  it('may be short elsewhere (npm start, the tests, e2e and the benchmarks set short ones)', () => {
    expect(load({ ADMIN_TOKEN: 'demo' }).adminToken).toBe('demo');
    expect(load({ NODE_ENV: 'test', ADMIN_TOKEN: 'e2e-admin-token' }).adminToken).toBe('e2e-admin-token');
  });
});

describe('SEED_DEMO_ACCOUNTS', () => {
  // their passwords are in the README: a production API seeded with them opens a verified professional's account on credit
  it('leaves the demo accounts out of a production database unless asked', () => {
    expect(production({ ADMIN_TOKEN: 'x'.repeat(64) }).seedDemoAccounts).toBe(false);
    expect(production({ ADMIN_TOKEN: 'x'.repeat(64), SEED_DEMO_ACCOUNTS: '1' }).seedDemoAccounts).toBe(true);
  });

  it('seeds them elsewhere (npm start, the tests, e2e and the benchmarks sign in with them), unless told not to', () => {
    expect(load({}).seedDemoAccounts).toBe(true);
    expect(load({ SEED_DEMO_ACCOUNTS: '0' }).seedDemoAccounts).toBe(false);
  });
});

describe('the seller and the bank', () => {
  // every invoice prints the seller's legal identity and the account a transfer goes to: the demonstration's would
  // have real buyers pay the standard example IBAN, under another company's SIRET
  it('are required in production, each missing one named', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/^In production, set the seller's identity and bank account: SELLER_NAME, .*BANK_HOLDER/);
    const { BANK_IBAN, ...noIban } = OWN;
    expect(BANK_IBAN).toBeTruthy();
    expect(() => load({ NODE_ENV: 'production', ...noIban })).toThrow(/: BANK_IBAN \(/);
    const own = production();
    expect([own.seller.name, own.seller.siret, own.bank.iban, own.bank.holder]).toEqual([
      'Aciers des Îles',
      '73282932000074',
      'FR1420041010050500013M02606',
      'Aciers des Îles SARL',
    ]);
  });

  it('default to the demonstration elsewhere (npm start, the tests, e2e and the benchmarks)', () => {
    expect(load({}).seller.name).toBe('Trefima');
    expect(load({}).bank.iban).toBe('FR7630006000011234567890189');
  });
});
