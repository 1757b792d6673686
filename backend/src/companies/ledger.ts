import { ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import { available, leftToPayTtcCents, outstanding } from '@trefima/domain/companies/credit';
import type { CompanyCredit } from '@trefima/domain/companies/contract';
import { amountOf } from '@trefima/domain/money/money';
import type { Db } from '../db';

interface InvoiceMoneyRow {
  id: number;
  paid: number;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  /** what the payments recorded against it add up to */
  settled_cents: number;
  /** its credit note's amount, 0 without one */
  credited_cents: number;
}

interface OrderMoneyRow {
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
}

/**
 * What a company owes (issue 46): its invoices and payments, read once for
 * the credit at checkout and the statement, so that both say the same.
 * Amounts TTC, as the company pays them; an order's TTC is computed as its
 * invoice computes it (domain/money amountOf), to the cent.
 */
export class CompanyLedger {
  constructor(private db: Db) {}

  /** Each invoice of the company's people, with what settled it so far. */
  protected invoiceMoney(companyId: number): InvoiceMoneyRow[] {
    return this.db
      .prepare(
        `SELECT i.id, i.paid, o.amount_ht, o.shipping_ht, o.vat_rate,
           (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payment p WHERE p.invoice_id = i.id) AS settled_cents,
           (SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id) AS credited_cents
         FROM invoice i JOIN "order" o ON o.id = i.order_id JOIN customer c ON c.id = i.customer_id WHERE c.company_id = ?`,
      )
      .all(companyId) as InvoiceMoneyRow[];
  }

  /** What is left to pay of the company's invoices: an invoice marked paid owes nothing, whatever was recorded against it. */
  unpaidInvoicesTtc(companyId: number): number {
    return this.invoiceMoney(companyId).reduce((sum, r) => {
      if (r.paid === 1) return sum;
      const ttc = amountOf(r.amount_ht + r.shipping_ht, r.vat_rate).ttc;
      return sum + leftToPayTtcCents(ttc, [r.settled_cents, r.credited_cents]);
    }, 0);
  }

  /** The company's orders on account not yet invoiced nor cancelled: committed credit, counted once (invoiced, they are above). */
  onAccountNotInvoicedTtc(companyId: number): number {
    const rows = this.db
      .prepare(
        `SELECT o.amount_ht, o.shipping_ht, o.vat_rate FROM "order" o JOIN customer c ON c.id = o.customer_id JOIN payment p ON p.id = o.payment_id
         WHERE c.company_id = ? AND p.code = ? AND o.status != 'annulee' AND NOT EXISTS (SELECT 1 FROM invoice i WHERE i.order_id = o.id)`,
      )
      .all(companyId, ON_ACCOUNT) as OrderMoneyRow[];
    return rows.reduce((sum, r) => sum + amountOf(r.amount_ht + r.shipping_ht, r.vat_rate).ttc, 0);
  }

  /** The company's credit: its limit (null: none set), what it owes or has committed, and what is left. */
  credit(companyId: number): CompanyCredit {
    const c = this.db.prepare('SELECT credit_limit_cents, payment_terms FROM company WHERE id = ?').get(companyId) as {
      credit_limit_cents: number | null;
      payment_terms: CompanyCredit['payment_terms'];
    };
    const owed = outstanding({ unpaidInvoicesTtcCents: this.unpaidInvoicesTtc(companyId), onAccountOrdersNotInvoicedTtcCents: this.onAccountNotInvoicedTtc(companyId) });
    return {
      limit_cents: c.credit_limit_cents,
      outstanding_cents: owed,
      available_cents: c.credit_limit_cents === null ? null : available(c.credit_limit_cents, owed),
      payment_terms: c.payment_terms,
    };
  }
}
