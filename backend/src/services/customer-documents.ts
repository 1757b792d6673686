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
    /** `jobSiteId`: only the documents of that site (none when the site is another customer's). */
    list(customerId: number, limit: number, offset: number, jobSiteId?: number): { items: Doc[]; total: number } {
      const where = `customer_id = ?${jobSiteId === undefined ? '' : ' AND job_site_id = ?'}`;
      const params = jobSiteId === undefined ? [customerId] : [customerId, jobSiteId];
      const rows = db
        .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...params, limit, offset) as Row[];
      const total = db
        .prepare(`SELECT COUNT(*) FROM ${table} WHERE ${where}`)
        .pluck()
        .get(...params) as number;
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
