import type { Db } from '../db';

/**
 * The products among `ids` made once ordered (a making time: façonnage, cutting, cassettes to a façade's layout):
 * made to the buyer's specifications, they give a consumer no right of withdrawal (domain/orders/withdrawal.ts).
 */
export function madeToOrder(db: Db, ids: readonly number[]): Set<number> {
  if (!ids.length) return new Set();
  const unique = [...new Set(ids)];
  const rows = db
    .prepare(`SELECT id FROM product WHERE lead_time_days IS NOT NULL AND id IN (${unique.map(() => '?').join(', ')})`)
    .pluck()
    .all(...unique);
  return new Set(rows as number[]);
}
