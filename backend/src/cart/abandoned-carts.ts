import type { Db } from '../db';
import { nowIso } from '../shared/text';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Anonymous carts left to expire are deleted, with their lines (ON DELETE CASCADE): each first add of a visitor
 * without a session makes one, and a script at the writes' pace grew the database by a row a request for good. A day
 * past their end (a visitor coming back that evening is told his cart expired, not that it is unknown), never one a
 * table names without deleting with it (an order, a quotation, an approval: none can without a session, and one
 * added tomorrow is read from the schema, not listed here). In batches, the event loop serving others between two;
 * `signal` stops the sweep between batches (shared/every.ts). The number of carts deleted.
 */
export async function sweepAbandonedCarts(db: Db, now: number, signal?: AbortSignal, batch = 500): Promise<number> {
  const holders = db
    .prepare(
      `SELECT m.name, f."from" AS col FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table' AND f."table" = 'cart' AND upper(f.on_delete) <> 'CASCADE'`,
    )
    .all() as { name: string; col: string }[];
  const kept = holders.map((h) => `AND NOT EXISTS (SELECT 1 FROM "${h.name}" x WHERE x."${h.col}" = c.id)`).join(' ');
  const sweep = db.prepare(`DELETE FROM cart WHERE id IN (SELECT c.id FROM cart c WHERE c.customer_id IS NULL AND c.expires_at < ? ${kept} LIMIT ?)`);
  const before = nowIso(now - DAY);
  let deleted = 0;
  for (;;) {
    const { changes } = sweep.run(before, batch);
    deleted += changes;
    if (changes < batch || signal?.aborted) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
