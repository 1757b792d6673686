import type { Db } from '../db';
import { DomainError } from './errors';

/**
 * A customer's own documents of one kind, as orders and quotations list and
 * find them: a page newest first with the total, or one by id or number
 * (another customer's is not found, with the kind's French message). `table`
 * is one of the two names below; `toDocument` shapes a row as the contract says.
 */
export function customerDocuments<Row, Doc>(db: Db, table: '"order"' | 'quotation', toDocument: (row: Row) => Doc, notFound: string) {
  return {
    list(customerId: number, limit: number, offset: number): { items: Doc[]; total: number } {
      const rows = db
        .prepare(`SELECT * FROM ${table} WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(customerId, limit, offset) as Row[];
      const total = db.prepare(`SELECT COUNT(*) FROM ${table} WHERE customer_id = ?`).pluck().get(customerId) as number;
      return { items: rows.map(toDocument), total };
    },
    get(customerId: number, idOrNumber: string): Doc {
      const row = db.prepare(`SELECT * FROM ${table} WHERE (id = ? OR number = ?) AND customer_id = ?`).get(idOrNumber, idOrNumber, customerId) as
        Row | undefined;
      if (!row) throw new DomainError('NOT_FOUND', notFound);
      return toDocument(row);
    },
  };
}
