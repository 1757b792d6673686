import type { Db } from '../db';
import { missing } from '../shared/errors';
import { SHARED } from '../companies/scope';
import { byIdOrNumber } from '../shared/id-or-number';

type Table = '"order"' | 'quotation';
const KIND: Record<Table, string> = { '"order"': 'Cette commande', quotation: 'Ce devis' };

/** A customer's own order or quotation by id or number, as stored; another customer's is not found (French 404). */
export function customerRow<Row>(db: Db, table: Table, customerId: number, idOrNumber: string | number): Row {
  const row = db.prepare(`SELECT * FROM ${table} WHERE (id = ? OR number = ?) AND customer_id IN ${SHARED}`).get(...byIdOrNumber(idOrNumber), customerId) as
    Row | undefined;
  if (!row) throw missing(KIND[table]);
  return row;
}

/**
 * A customer's own documents of one kind, as orders and quotations list and
 * find them: a page newest first with the total, or one by id or number
 * (another customer's is not found, with the kind's French message).
 * `toDocument` shapes a row as the contract says.
 */
export function customerDocuments<Row, Doc>(db: Db, table: Table, toDocument: (row: Row) => Doc) {
  return {
    /** `jobSiteId`: only the documents of that site (none when the site is another company's); `personId`: only that colleague's. */
    list(customerId: number, limit: number, offset: number, jobSiteId?: number, personId?: number): { items: Doc[]; total: number } {
      const where = `customer_id IN ${SHARED}${jobSiteId === undefined ? '' : ' AND job_site_id = ?'}${personId === undefined ? '' : ' AND customer_id = ?'}`;
      const params = [customerId, ...(jobSiteId === undefined ? [] : [jobSiteId]), ...(personId === undefined ? [] : [personId])];
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
      return toDocument(customerRow<Row>(db, table, customerId, idOrNumber));
    },
  };
}
