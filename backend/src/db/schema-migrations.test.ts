import Database from 'better-sqlite3';
import { migrate, type Db } from '.';
import { seed } from '../seed';

/**
 * Migrations that make a table anew must keep every row a database had
 * before them: the database is migrated up to the one before, filled, then
 * the migration runs on it as it would on a shop's database.
 */
const LISTS = '017-saved-list-ids.sql';

/** A database with every migration but `held` applied. */
function before(held: string): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migration (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  db.prepare("INSERT INTO schema_migration VALUES (?, 'held')").run(held);
  migrate(db);
  db.prepare('DELETE FROM schema_migration WHERE name = ?').run(held);
  return db;
}

describe('migrations that make a table anew', () => {
  it('017 keeps every saved list and line, with their numbers, and never gives a deleted list’s number again', async () => {
    const db = before(LISTS);
    await seed(db);
    const customer = db.prepare('SELECT id FROM customer ORDER BY id LIMIT 1').pluck().get() as number;
    const product = db.prepare('SELECT id FROM product ORDER BY id LIMIT 2').pluck().all() as number[];
    const list = db.prepare("INSERT INTO saved_list (customer_id, name, created_at, updated_at) VALUES (?, ?, '2026-11-27', '2026-11-27')");
    const line = db.prepare('INSERT INTO saved_list_line (list_id, product_id, quantity, length_mm, position) VALUES (?, ?, ?, ?, ?)');
    for (const name of ['Villa F4', 'Garage', 'Dalle']) {
      const id = Number(list.run(customer, name).lastInsertRowid);
      line.run(id, product[0], 3, null, 0);
      line.run(id, product[1], 5, 2500, 1);
    }
    const rows = () => [db.prepare('SELECT * FROM saved_list ORDER BY id').all(), db.prepare('SELECT * FROM saved_list_line ORDER BY id').all()];
    const kept = rows();

    expect(migrate(db)).toEqual([LISTS]);
    expect(rows()).toEqual(kept);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_key_list(saved_list_line)')).toEqual(
      expect.arrayContaining([expect.objectContaining({ table: 'saved_list', on_delete: 'CASCADE' })]),
    );
    expect(db.prepare("SELECT name FROM sqlite_master WHERE tbl_name LIKE 'saved_list%' AND type = 'index' ORDER BY name").pluck().all()).toEqual([
      'saved_list_customer',
      'saved_list_line_unique',
    ]);

    // a list deleted now takes its lines, and its number is not given again
    const [first] = kept[0] as { id: number }[];
    const last = Number(list.run(customer, 'Après').lastInsertRowid);
    db.prepare('DELETE FROM saved_list WHERE id IN (?, ?)').run(first!.id, last);
    expect(db.prepare('SELECT COUNT(*) FROM saved_list_line WHERE list_id = ?').pluck().get(first!.id)).toBe(0);
    expect(Number(list.run(customer, 'Nouvelle').lastInsertRowid)).toBeGreaterThan(last);
    db.close();
  });
});
