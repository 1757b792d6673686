import type { Invoice } from '@trefima/domain/contract';
import { amountOf } from '@trefima/domain/money/money';
import { leftToPayTtcCents } from '@trefima/domain/companies/credit';
import type { Db } from '../db';
import type { Documents } from '../documents/documents';
import { missing } from '../shared/errors';
import { SHARED } from '../companies/scope';
import { madeByOf, type Made } from '../companies/made-by';

const INVOICE_SELECT = `SELECT i.*, o.customer_id AS placed_by, o.number AS order_number, o.sales_plan_id, o.amount_ht, o.shipping_ht, o.vat_rate,
    (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payment p WHERE p.invoice_id = i.id)
      + (SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id) AS settled
  FROM invoice i JOIN "order" o ON o.id = i.order_id`;
interface InvoiceRow {
  id: number;
  /** the order's customer: who of a company's people placed it */
  placed_by: number;
  number: string;
  order_number: string;
  sales_plan_id: number;
  issued_at: string;
  due_at: string;
  paid: number;
  paid_at: string | null;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  /** TTC cents of its payments recorded and credit notes */
  settled: number;
}
const invoiceOf = (r: InvoiceRow, documents: Pick<Documents, 'timeZone'>, made: (customerId: number) => Made = () => ({})): Invoice => ({
  id: r.id,
  number: r.number,
  order_number: r.order_number,
  issued_at: r.issued_at,
  time_zone: documents.timeZone(r.sales_plan_id),
  due_at: r.due_at,
  amount: amountOf(r.amount_ht + r.shipping_ht, r.vat_rate),
  paid: r.paid === 1,
  // invoices paid before the date was kept read as paid when issued (migration 014)
  paid_at: r.paid === 1 ? (r.paid_at ?? r.issued_at) : null,
  // what « Payer par carte » asks (payments/card-payments.ts invoiceLeft counts it alike)
  left_ttc_cents: r.paid === 1 ? 0 : leftToPayTtcCents(amountOf(r.amount_ht + r.shipping_ht, r.vat_rate).ttc, [r.settled]),
  ...made(r.placed_by),
});

/** `jobSiteId`: the invoices of that site's orders only. */
export function customerInvoices(
  db: Db,
  documents: Pick<Documents, 'timeZone'>,
  customerId: number,
  limit: number,
  offset: number,
  jobSiteId?: number,
  personId?: number,
) {
  const where = `i.customer_id IN ${SHARED}${jobSiteId === undefined ? '' : ' AND o.job_site_id = ?'}${personId === undefined ? '' : ' AND i.customer_id = ?'}`;
  const params = [customerId, ...(jobSiteId === undefined ? [] : [jobSiteId]), ...(personId === undefined ? [] : [personId])];
  const rows = db
    .prepare(`${INVOICE_SELECT} WHERE ${where} ORDER BY i.issued_at DESC, i.id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as InvoiceRow[];
  const total = db
    .prepare(`SELECT COUNT(*) FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const made = madeByOf(db);
  return { items: rows.map((r) => invoiceOf(r, documents, made)), total };
}

/** One invoice, whoever it is for: the back office's. */
export function invoiceById(db: Db, documents: Pick<Documents, 'timeZone'>, id: number): Invoice {
  const row = db.prepare(`${INVOICE_SELECT} WHERE i.id = ?`).get(id) as InvoiceRow | undefined;
  if (!row) throw missing('Cette facture');
  return invoiceOf(row, documents);
}
