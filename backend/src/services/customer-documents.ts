import type { Db } from '../db';

/**
 * A customer's own documents of one kind, as orders and quotations list and
 * find them: a page newest first with the total, or one by id or number
 * (another customer's is not found). `table` is one of the two names below.
 */
export function customerDocumentRows<Row>(db: Db, table: '"order"' | 'quotation') {
  return {
    page(customerId: number, limit: number, offset: number): { rows: Row[]; total: number } {
      const rows = db
        .prepare(`SELECT * FROM ${table} WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(customerId, limit, offset) as Row[];
      const total = db.prepare(`SELECT COUNT(*) FROM ${table} WHERE customer_id = ?`).pluck().get(customerId) as number;
      return { rows, total };
    },
    find(customerId: number, idOrNumber: string): Row | undefined {
      return db.prepare(`SELECT * FROM ${table} WHERE (id = ? OR number = ?) AND customer_id = ?`).get(idOrNumber, idOrNumber, customerId) as Row | undefined;
    },
  };
}
