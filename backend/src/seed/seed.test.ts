import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDb, migrate } from '../db';
import { isSeeded, seed } from '.';
import { scaleCatalogue } from './generate';
import { products } from './data/products';

const count = (db: ReturnType<typeof openDb>, sql: string) => db.prepare(sql).pluck().get() as number;

describe('migrations', () => {
  it('apply once, in order, and are recorded', () => {
    const db = openDb(':memory:');
    expect(count(db, 'SELECT COUNT(*) FROM schema_migration')).toBeGreaterThanOrEqual(3);
    expect(migrate(db)).toEqual([]);
    db.close();
  });
});

describe('opening a database', () => {
  it('gives SQLite the statistics of tables filled since they were last analysed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trefima-db-')), 'shop.db');
    try {
      const first = openDb(file);
      const insert = first.prepare('INSERT INTO category (code, slug, name, depth) VALUES (?, ?, ?, 0)');
      first.transaction(() => {
        for (let i = 0; i < 500; i++) insert.run(`c${i}`, `c${i}`, `Catégorie ${i}`);
      })();
      first.close();
      const again = openDb(file);
      expect(count(again, "SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = 'category'")).toBeGreaterThanOrEqual(1);
      again.close();
    } finally {
      rmSync(dirname(file), { recursive: true, force: true });
    }
  });
});

describe('the hand-curated seed', () => {
  const db = openDb(':memory:');
  beforeAll(() => seed(db, { demoCustomers: false }));
  afterAll(() => db.close());

  it('meets the catalogue and content minimums', () => {
    expect(isSeeded(db)).toBe(true);
    expect(count(db, 'SELECT COUNT(*) FROM product')).toBeGreaterThanOrEqual(250);
    expect(count(db, "SELECT COUNT(*) FROM page WHERE subtype = 'actualite'")).toBeGreaterThanOrEqual(20);
    expect(count(db, "SELECT COUNT(*) FROM page WHERE subtype = 'conseil'")).toBeGreaterThanOrEqual(10);
    expect(count(db, "SELECT COUNT(*) FROM page WHERE subtype = 'service'")).toBeGreaterThanOrEqual(8);
    expect(count(db, 'SELECT COUNT(*) FROM career')).toBeGreaterThanOrEqual(12);
    expect(count(db, 'SELECT COUNT(DISTINCT company_id) FROM career')).toBeGreaterThanOrEqual(2);
    for (const dep of ['971', '972', '973']) expect(count(db, `SELECT COUNT(*) FROM city WHERE department = '${dep}'`)).toBeGreaterThan(15);
    expect(count(db, 'SELECT COUNT(*) FROM artisan')).toBeGreaterThan(10);
  });

  it('leaves SQLite the catalogue’s statistics, so that a category’s listing starts from its own products', () => {
    // without them the planner walks every price of the territory (10 000 at the largest bench size) to keep a category's few
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT p.id FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = 1
        WHERE p.category_id IN (SELECT id FROM category WHERE id = 37 OR parent_id = 37) ORDER BY p.position, p.id LIMIT 24`,
      )
      .all()
      .map((r) => (r as { detail: string }).detail);
    expect(plan[0]).toMatch(/^SEARCH p USING (COVERING )?INDEX product_category/);
    expect(count(db, "SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl IN ('product', 'product_price', 'category')")).toBeGreaterThanOrEqual(3);
  });

  it('prices every product in every territory and fills every leaf category', () => {
    expect(count(db, 'SELECT COUNT(*) FROM product p WHERE (SELECT COUNT(*) FROM product_price pp WHERE pp.product_id = p.id) <> 3')).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM category c WHERE NOT EXISTS (SELECT 1 FROM category x WHERE x.parent_id = c.id) AND NOT EXISTS (SELECT 1 FROM product p WHERE p.category_id = c.id)',
      ),
    ).toBe(0);
    expect(count(db, 'SELECT MAX(depth) FROM category')).toBe(3);
  });

  it('has the pages the legacy redirects point to', () => {
    for (const slug of [
      'qui-sommes-nous',
      'qui-sommes-nous/notre-site-de-production',
      'qui-sommes-nous/presentation-de-la-filiale',
      'qui-sommes-nous/le-groupe-acoma',
      'metaliso',
      'mentions-legales',
      'contact',
      'espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels',
    ]) {
      expect([slug, count(db, `SELECT COUNT(*) FROM page WHERE slug = '${slug}'`)]).toEqual([slug, 1]);
    }
  });
});

describe('covering widths', () => {
  it('are the sheets’ and their translucent plates’, and migration 034 writes into a database seeded before it what the seed writes', () => {
    const db = openDb(':memory:');
    try {
      seed(db, { demoCustomers: false });
      const rows = () => db.prepare('SELECT reference, covering_width FROM product WHERE covering_width IS NOT NULL ORDER BY id').all();
      const seeded = rows() as { reference: string; covering_width: number }[];
      const of = (prefix: string) => new Set(seeded.filter((r) => r.reference.startsWith(prefix)).map((r) => r.covering_width));
      expect(of('BAC-T40-')).toEqual(new Set([1]));
      expect(of('OND-7618-')).toEqual(new Set([0.912]));
      expect(of('FAI-')).toEqual(new Set()); // a ridge of the profile covers nothing across the roof
      expect(seeded.length).toBeGreaterThan(40);
      db.exec('UPDATE product SET covering_width = NULL');
      const sql = readFileSync(join(__dirname, '../db/migrations/034-covering-width.sql'), 'utf8');
      db.exec(sql.slice(sql.indexOf('WITH covering')));
      expect(rows()).toEqual(seeded);
    } finally {
      db.close();
    }
  });
});

describe('SEED_PRODUCTS', () => {
  it('generates exactly N products, the same on every run', async () => {
    const a = scaleCatalogue(products, 2000);
    const b = scaleCatalogue(products, 2000);
    expect(a).toHaveLength(2000);
    expect(a).toEqual(b);
    expect(new Set(a.map((p) => p.slug)).size).toBe(2000);
    expect(new Set(a.map((p) => p.reference)).size).toBe(2000);
    expect(scaleCatalogue(products, 10)).toHaveLength(10);
    const db = openDb(':memory:');
    await seed(db, { products: 1200, demoCustomers: false });
    expect(count(db, 'SELECT COUNT(*) FROM product')).toBe(1200);
    db.close();
  });
});

describe('slugs', () => {
  it('are unique across products, categories, pages, ranges and careers, so that a path means one thing', () => {
    const db = openDb(':memory:');
    return seed(db, { demoCustomers: false }).then(() => {
      const all = db
        .prepare(
          'SELECT slug FROM product UNION ALL SELECT slug FROM category UNION ALL SELECT slug FROM page UNION ALL SELECT slug FROM gamme UNION ALL SELECT slug FROM career',
        )
        .pluck()
        .all() as string[];
      const seen = new Map<string, number>();
      for (const s of all) seen.set(s, (seen.get(s) ?? 0) + 1);
      expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
      expect(all.every((s) => /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(s))).toBe(true);
      db.close();
    });
  });
});

describe('the demo history', () => {
  it('numbers and dates on the territory’s calendar, not UTC’s: an order of 22:00 on 31 December is of that year', async () => {
    // seeded at 02:00 UTC, 22:00 the evening before in Guadeloupe, where the demo professional buys: his second order
    // (45 days back) on 31 December 2026 there, his quotation's proposal three days back, valid 30 days
    const db = openDb(':memory:');
    await seed(db, { now: Date.parse('2027-01-01T02:00:00Z') + 45 * 86400000 });
    const pro = db.prepare("SELECT id FROM customer WHERE email = 'pro@trefima.example'").pluck().get() as number;
    const numbers = db.prepare('SELECT number FROM "order" WHERE customer_id = ? ORDER BY created_at').pluck().all(pro) as string[];
    expect(numbers.map((n) => n.slice(0, 8))).toEqual(['CMD-2026', 'CMD-2026']);
    const invoices = db.prepare('SELECT number FROM invoice WHERE customer_id = ? ORDER BY issued_at').pluck().all(pro) as string[];
    expect(invoices.map((n) => n.slice(0, 8))).toEqual(['FAC-2026', 'FAC-2027']);
    const q = db.prepare('SELECT number, valid_until, proposal_valid_until FROM quotation WHERE customer_id = ?').get(pro);
    // proposed 12 February 02:00 UTC, the 11th at 22:00 there: the 30th day after is 13 March
    expect(q).toEqual({ number: expect.stringMatching(/^DEV-2026-/), valid_until: '2027-03-13', proposal_valid_until: '2027-03-13' });
    db.close();
  });

  it('prices the delivery its proposal promises, as the API asks of the office (quotation-lifecycle.ts)', async () => {
    const db = openDb(':memory:');
    await seed(db);
    const unpriced = db.prepare('SELECT COUNT(*) FROM quotation_proposal WHERE delivery_terms IS NOT NULL AND delivery_ht IS NULL').pluck().get();
    expect([count(db, 'SELECT COUNT(*) FROM quotation_proposal WHERE delivery_terms IS NOT NULL'), unpriced]).toEqual([1, 0]);
    db.close();
  });
});
