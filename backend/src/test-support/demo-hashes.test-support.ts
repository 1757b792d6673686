import { hashPassword } from '../customers/passwords';
import { DEMO_COMPANY, DEMO_CUSTOMERS } from '../seed/site-data';

/**
 * The demo passwords hashed once for a whole jest run rather than once per test database: scrypt is slow on purpose,
 * and the demo accounts were most of a seed's time, paid again by each of the many test APIs. The hashes are real
 * (passwords.ts, its cost and a salt of their own): signing in checks them as in production.
 */
const VARIABLE = 'TREFIMA_TEST_DEMO_HASHES';

/** jest's globalSetup (jest.config.js): the workers it starts afterwards inherit the environment it leaves. */
export default async function hashDemoPasswords() {
  const passwords = [...DEMO_CUSTOMERS, ...DEMO_COMPANY.people].map((c) => c.password);
  process.env[VARIABLE] = JSON.stringify(Object.fromEntries(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)]))));
}

/** The hashes made for this run, by password; none when the tests run without the setup (the seed then hashes). */
export const demoHashes = (): Record<string, string> => JSON.parse(process.env[VARIABLE] ?? '{}') as Record<string, string>;
