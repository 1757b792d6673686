import type { Db } from '../db';
import { hashPassword } from '../customers/passwords';
import { nowIso } from '../shared/text';
import { seedCatalogue } from './catalogue';
import { seedCheckoutOptions } from './checkout-options';
import { seedContent } from './content';
import { products as curatedProducts } from './data/products';
import { seedDemoCompany } from './demo-company';
import { seedDemoCustomers } from './demo-customers';
import { scaleCatalogue } from './generate';
import { seedReferenceData } from './reference-data';
import * as site from './site-data';
import { seedSite } from './site-settings';

export interface SeedOptions {
  /** a generated catalogue of this many products instead of the curated one (benchmarks) */
  products?: number | null;
  now?: number;
  /** scrypt is slow on purpose; tests that do not log in as a demo customer can skip it */
  demoCustomers?: boolean;
  /** hashes of the demo passwords already made (testing.ts: once per test run, not once per test database) */
  demoHashes?: Readonly<Record<string, string>>;
}

export const isSeeded = (db: Db) => (db.prepare('SELECT COUNT(*) FROM site').pluck().get() as number) > 0;

/** Fills an empty, migrated database. Everything happens in one transaction. */
export async function seed(db: Db, { products: count = null, now = Date.now(), demoCustomers = true, demoHashes = {} }: SeedOptions = {}) {
  const at = nowIso(now);
  // Hash before the transaction: better-sqlite3 transactions cannot span an await.
  const hash = (password: string) => demoHashes[password] ?? hashPassword(password);
  const hashes = demoCustomers ? await Promise.all(site.DEMO_CUSTOMERS.map((c) => hash(c.password))) : [];
  const colleagues = demoCustomers ? await Promise.all(site.DEMO_COMPANY.people.map((c) => hash(c.password))) : [];
  const catalogue = count ? scaleCatalogue(curatedProducts, count) : curatedProducts;

  db.transaction(() => {
    // in this order: the ids come out the same on every seed, and tests name them
    seedSite(db);
    const categoryIds = seedCatalogue(db, catalogue, now);
    seedContent(db, categoryIds, at);
    seedReferenceData(db);
    seedCheckoutOptions(db);

    // the demo customers first: the demo company's administrator is one of them
    if (demoCustomers) {
      seedDemoCustomers(db, hashes, now);
      seedDemoCompany(db, colleagues, now);
    }
  })();
  // the tables were empty when the connection was opened (db/index.ts): the planner learns their sizes now
  db.exec('ANALYZE');
}
