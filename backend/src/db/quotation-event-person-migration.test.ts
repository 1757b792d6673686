import Database from 'better-sqlite3';
import { migrate } from '.';
import { seed } from '../seed';

/**
 * Migration 038 names who of the customer's people made a quotation's move. On a shop's database, the moves written
 * before it name whom they can: a request its quotation's asker, an order its order's buyer; an acceptance, a refusal
 * or a revision, no one (nothing says which of the company's people it was).
 */
it('038 names a request’s asker and an order’s buyer, and no one it cannot know', async () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  await seed(db);
  // the database as it was before 038 (045's key, indexed with 038's column, undone with it)
  db.exec(`DROP INDEX quotation_event_request_key; ALTER TABLE quotation_event DROP COLUMN request_key; ALTER TABLE quotation_event DROP COLUMN customer_id;
    DELETE FROM schema_migration WHERE name IN ('038-quotation-event-person.sql', '045-quotation-event-request-key.sql')`);
  const id = (email: string) => db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(email) as number;
  const [pro, foreman] = [id('pro@trefima.example'), id('conducteur@trefima.example')];
  const q = db.prepare('SELECT id FROM quotation WHERE customer_id = ? ORDER BY id').pluck().get(pro) as number;
  const o = db.prepare('SELECT id FROM "order" WHERE customer_id = ? ORDER BY id').pluck().get(pro) as number;
  // the foreman accepted the quotation and ordered it
  db.prepare('UPDATE "order" SET customer_id = ? WHERE id = ?').run(foreman, o);
  db.prepare('UPDATE quotation SET order_id = ? WHERE id = ?').run(o, q);
  const event = db.prepare(
    "INSERT INTO quotation_event (quotation_id, action, status, actor, revision, created_at) VALUES (?, ?, 'acceptee', 'customer', 1, '2026-12-01')",
  );
  event.run(q, 'accept');
  event.run(q, 'order');

  expect(migrate(db)).toEqual(['038-quotation-event-person.sql', '045-quotation-event-request-key.sql']);
  expect(db.prepare('SELECT action, actor, customer_id FROM quotation_event WHERE quotation_id = ? ORDER BY id').all(q)).toEqual([
    { action: 'request', actor: 'customer', customer_id: pro },
    { action: 'propose', actor: 'office', customer_id: null },
    { action: 'accept', actor: 'customer', customer_id: null },
    { action: 'order', actor: 'customer', customer_id: foreman },
  ]);
  expect(db.pragma('foreign_key_check')).toEqual([]);
  db.close();
});
