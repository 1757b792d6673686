import Database from 'better-sqlite3';
import { migrate, type Db } from '.';
import { seed } from '../seed';

/**
 * Migrations that make a table anew (SQLite's ALTER TABLE can neither add
 * AUTOINCREMENT nor change a CHECK) must keep every row and column a
 * database had before them: the database is migrated but for that one,
 * seeded and filled, then the migration runs on it as it would on a shop's
 * database.
 */
async function before(held: string, later: string[] = []) {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migration (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const name of [held, ...later]) db.prepare("INSERT INTO schema_migration VALUES (?, 'held')").run(name);
  migrate(db);
  db.prepare(`DELETE FROM schema_migration WHERE name IN (${[held, ...later].map(() => '?').join(', ')})`).run(held, ...later);
  await seed(db);
  return db;
}

/** Every row and every column's definition of the tables, before and after the migration. */
const state = (db: Db, tables: string[]) => tables.map((t) => [db.pragma(`table_xinfo(${t})`), db.prepare(`SELECT * FROM ${t} ORDER BY id`).all()]);
const indexes = (db: Db, prefix: string) =>
  db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE ? ORDER BY name").all(`${prefix}%`);

/** `later`: migrations after `held` that change its tables, held with it and run after it as on a shop's database. */
function expectRebuilt(db: Db, held: string, tables: string[], later: string[] = []) {
  const kept = state(db, tables);
  const keptIndexes = indexes(db, tables[0]!);
  expect(migrate(db)).toEqual([held, ...later]);
  if (!later.length) expect(state(db, tables)).toEqual(kept);
  else {
    // what a later migration added aside, every column and row there before, as it was
    const columns = kept.map(([info]) => new Set((info as { name: string }[]).map((c) => c.name)));
    const before = (t: number, row: object) => Object.fromEntries(Object.entries(row).filter(([k]) => columns[t]!.has(k)));
    const now = state(db, tables).map(([info, rows], t) => [
      (info as { name: string }[]).filter((c) => columns[t]!.has(c.name)),
      (rows as object[]).map((r) => before(t, r)),
    ]);
    expect(now).toEqual(kept);
  }
  // every index there before, as it was; a later migration may add its own
  expect(indexes(db, tables[0]!)).toEqual(later.length ? expect.arrayContaining(keptIndexes) : keptIndexes);
  expect(db.pragma('foreign_key_check')).toEqual([]);
  for (const t of tables) expect(db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(t)).not.toMatch(/_next/);
}

const first = (db: Db, sql: string) => db.prepare(sql).pluck().get() as number;

describe('migrations that make a table anew', () => {
  it('017 keeps every saved list and line, with their numbers, and never gives a deleted list’s number again', async () => {
    const held = '017-saved-list-ids.sql';
    // 037 gives a list its revision, 043 its request key, 047 its request's digest: a shop's database had 017 first
    const later = ['037-saved-list-revision.sql', '043-saved-list-request-key.sql', '047-request-digests.sql'];
    const db = await before(held, later);
    const customer = first(db, 'SELECT id FROM customer ORDER BY id');
    const products = db.prepare('SELECT id FROM product ORDER BY id LIMIT 2').pluck().all() as number[];
    const list = db.prepare("INSERT INTO saved_list (customer_id, name, created_at, updated_at) VALUES (?, ?, '2026-11-27', '2026-11-27')");
    const line = db.prepare('INSERT INTO saved_list_line (list_id, product_id, quantity, length_mm, position) VALUES (?, ?, ?, ?, ?)');
    const ids = ['Villa F4', 'Garage', 'Dalle'].map((name) => Number(list.run(customer, name).lastInsertRowid));
    for (const id of ids) {
      line.run(id, products[0], 3, null, 0);
      line.run(id, products[1], 5, 2500, 1);
    }
    expectRebuilt(db, held, ['saved_list', 'saved_list_line'], later);
    expect(db.prepare('SELECT DISTINCT revision FROM saved_list').pluck().all()).toEqual([1]);
    expect(db.pragma('foreign_key_list(saved_list_line)')).toEqual(
      expect.arrayContaining([expect.objectContaining({ table: 'saved_list', on_delete: 'CASCADE' })]),
    );

    // a list deleted now takes its lines, and its number is not given again
    const last = Number(list.run(customer, 'Après').lastInsertRowid);
    db.prepare('DELETE FROM saved_list WHERE id IN (?, ?)').run(ids[0], last);
    expect(first(db, `SELECT COUNT(*) FROM saved_list_line WHERE list_id = ${ids[0]}`)).toBe(0);
    expect(Number(list.run(customer, 'Nouvelle').lastInsertRowid)).toBeGreaterThan(last);
    db.close();
  });

  it('018 keeps every cart line with all its columns, and never gives a removed line’s number again', async () => {
    const held = '018-cart-line-ids.sql';
    const db = await before(held);
    const cart = Number(
      db
        .prepare(
          "INSERT INTO cart (token, customer_id, created_at, updated_at, expires_at) VALUES ('jeton-018', NULL, '2026-11-27', '2026-11-27', '2026-11-30')",
        )
        .run().lastInsertRowid,
    );
    const [a, b, c, d] = db.prepare('SELECT id FROM product ORDER BY id LIMIT 4').pluck().all() as number[];
    const revision = first(db, 'SELECT id FROM bar_schedule_revision ORDER BY id');
    const line = db.prepare(
      `INSERT INTO cart_line (cart_id, product_id, quantity, length_mm, position, schedule_revision_id, mass_g, asked_amount, asked_unit,
        frozen_unit_ht, added_by_office) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    line.run(cart, a, 2, null, 0, null, null, null, null, null, 0);
    line.run(cart, b, 4, 3200, 1, null, null, 1.5, 't', 1290, 1);
    line.run(cart, c, 1, null, 2, revision, 845000, null, null, null, 0);
    expectRebuilt(db, held, ['cart_line']);
    expect(db.pragma('foreign_key_list(cart_line)')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'cart', on_delete: 'CASCADE' }),
        expect.objectContaining({ table: 'bar_schedule_revision', from: 'schedule_revision_id' }),
      ]),
    );

    const last = Number(line.run(cart, d, 1, null, 3, null, null, null, null, null, 0).lastInsertRowid);
    db.prepare('DELETE FROM cart_line WHERE id = ?').run(last);
    expect(Number(line.run(cart, d, 1, null, 3, null, null, null, null, null, 0).lastInsertRowid)).toBeGreaterThan(last);
    // the rules the table had: a second line of one product in one cart, a unit nobody sells in
    expect(() => line.run(cart, a, 1, null, 4, null, null, null, null, null, 0)).toThrow(/UNIQUE/);
    expect(() => line.run(cart, b, 1, 1000, 4, null, null, 2, 'pieds', null, 0)).toThrow(/CHECK/);
    db.close();
  });

  it('031 keeps every session, live or ended, and lets one end on a role change', async () => {
    const held = '031-session-role-change.sql';
    const db = await before(held);
    const customer = first(db, 'SELECT id FROM customer ORDER BY id');
    const session = db.prepare(
      'INSERT INTO session (id, customer_id, current_jti, previous_jti, rotated_at, created_at, expires_at, ended_at, end_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    session.run('vivante', customer, 'jti-2', 'jti-1', 1_790_000_100, 1_790_000_000, 1_792_592_000, null, null);
    session.run('fermee', customer, 'jti-3', null, null, 1_790_000_000, 1_792_592_000, 1_790_000_200, 'password_change');
    expect(() => session.run('avant', customer, 'jti-4', null, null, 1, 2, 1, 'role_change')).toThrow(/CHECK/);
    expectRebuilt(db, held, ['session']);
    expect(db.pragma('foreign_key_list(session)')).toEqual([expect.objectContaining({ table: 'customer', on_delete: 'CASCADE' })]);

    db.prepare("UPDATE session SET ended_at = 1790000300, end_reason = 'role_change' WHERE id = 'vivante'").run();
    expect(db.prepare("SELECT end_reason FROM session WHERE id = 'vivante'").pluck().get()).toBe('role_change');
    // the reasons the table had still stand guard
    expect(() => session.run('autre', customer, 'jti-5', null, null, 1, 2, 1, 'oubli')).toThrow(/CHECK/);
    db.close();
  });
  it('032 keeps every request for approval, gives it its addresses, and lets a refused cart be asked again', async () => {
    const held = '032-approval-history.sql';
    const db = await before(held);
    const pro = db.prepare("SELECT id, company_id FROM customer WHERE email = 'pro@trefima.example'").get() as { id: number; company_id: number };
    const address = first(db, `SELECT id FROM address WHERE customer_id = ${pro.id} ORDER BY id`);
    const cart = (token: string) =>
      Number(
        db.prepare("INSERT INTO cart (token, customer_id, created_at, updated_at, expires_at) VALUES (?, ?, 'x', 'x', 'x')").run(token, pro.id).lastInsertRowid,
      );
    const request = JSON.stringify({ delivery_address_id: address, billing_address_id: address });
    const ask = db.prepare(
      `INSERT INTO order_approval (company_id, cart_id, requested_by, sales_plan_id, request, amount_ht, amount_ttc, reasons, lines, job_site, status,
       decided_by, decided_at, refusal_reason, created_at) VALUES (?, ?, ?, 2, ?, 1000, 1085, '[]', '[]', NULL, ?, ?, ?, ?, '2026-11-20')`,
    );
    const [waiting, refused] = [cart('attente'), cart('refus')];
    ask.run(pro.company_id, waiting, pro.id, request, 'en_attente', null, null, null);
    ask.run(pro.company_id, refused, pro.id, request, 'refusee', pro.id, '2026-11-21', 'Pas ce mois-ci.');
    const columns = 'id, company_id, cart_id, requested_by, status, decided_by, decided_at, refusal_reason, request';
    const kept = db.prepare(`SELECT ${columns} FROM order_approval ORDER BY id`).all();
    expect(migrate(db)).toEqual([held]);
    expect(db.prepare(`SELECT ${columns} FROM order_approval ORDER BY id`).all()).toEqual(kept);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const copy = JSON.parse(db.prepare('SELECT delivery_address FROM order_approval WHERE cart_id = ?').pluck().get(waiting) as string);
    expect(copy).toMatchObject({ address_id: address, street: expect.any(String), is_default_delivery: expect.any(Boolean) });

    // the refused cart asked again keeps its refusal; a second live request of one cart is refused
    ask.run(pro.company_id, refused, pro.id, request, 'en_attente', null, null, null);
    expect(first(db, `SELECT COUNT(*) FROM order_approval WHERE cart_id = ${refused}`)).toBe(2);
    expect(() => ask.run(pro.company_id, waiting, pro.id, request, 'en_attente', null, null, null)).toThrow(/UNIQUE/);
    db.close();
  });
});
