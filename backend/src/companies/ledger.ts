import { ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import { available, leftToPayTtcCents, outstanding } from '@trefima/domain/companies/credit';
import type { CompanyCredit } from '@trefima/domain/companies/contract';
import { amountOf } from '@trefima/domain/money/money';
import { accountStatement } from '@trefima/domain/companies/statement';
import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { localDay, timeZoneOf, type TimeZone } from '@trefima/domain/calendar/time-zones';
import type { Db } from '../db';
import { statementEntries, type CreditNoteRow, type PaymentRow, type StatementInvoiceRow } from './statement-entries';
import { failedRefundCents } from '../documents/credit-note-owed';

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
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {}

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
    const owed = outstanding({
      unpaidInvoicesTtcCents: this.unpaidInvoicesTtc(companyId),
      onAccountOrdersNotInvoicedTtcCents: this.onAccountNotInvoicedTtc(companyId),
    });
    return {
      limit_cents: c.credit_limit_cents,
      outstanding_cents: owed,
      available_cents: c.credit_limit_cents === null ? null : available(c.credit_limit_cents, owed),
      payment_terms: c.payment_terms,
    };
  }

  /** The company's clock: its first administrator's territory (a company buys in one territory; its people in others read it so too). */
  timeZone(companyId: number): TimeZone {
    const target = this.db
      .prepare(
        `SELECT sp.target FROM customer c JOIN sales_plan sp ON sp.id = c.sales_plan_id WHERE c.company_id = ?
         ORDER BY c.company_role != 'administrateur', c.removed_at IS NOT NULL, c.id LIMIT 1`,
      )
      .pluck()
      .get(companyId) as string | undefined;
    return timeZoneOf(target);
  }

  /** Today on the company's clock (the statement's day when none is asked). */
  today(companyId: number, atMs = this.now()): string {
    return localDay(new Date(atMs).toISOString(), this.timeZone(companyId));
  }

  /**
   * The relevé de compte on `on` (today by default), from `from` when given
   * (the earlier lines summed into the opening balance): every invoice of the
   * company's people, each dated on its own territory's day, with its payments
   * and credit notes (statement-entries.ts reads them), and the credit now.
   * Throws a RangeError for a period that is none (the route checks it first).
   * `at`: the instant of a statement of today, on which each invoice is judged
   * late on its own territory's day (its due day is one of that calendar),
   * never on a day after the statement's.
   */
  statement(companyId: number, { on = this.today(companyId), from, at }: { on?: string; from?: string; at?: number } = {}): StatementAnswer {
    const rows = this.db
      .prepare(
        `SELECT i.id, i.number, i.issued_at, i.due_at, o.amount_ht, o.shipping_ht, o.vat_rate, sp.target
         FROM invoice i JOIN "order" o ON o.id = i.order_id JOIN customer c ON c.id = i.customer_id JOIN sales_plan sp ON sp.id = o.sales_plan_id
         WHERE c.company_id = ? ORDER BY i.issued_at, i.id`,
      )
      .all(companyId) as (Omit<StatementInvoiceRow, 'zone'> & { target: string })[];
    const scope = 'SELECT i.id FROM invoice i JOIN customer c ON c.id = i.customer_id WHERE c.company_id = ?';
    const payments = this.db
      .prepare(`SELECT invoice_id, amount_cents, paid_on FROM invoice_payment WHERE invoice_id IN (${scope}) ORDER BY paid_on, id`)
      .all(companyId) as PaymentRow[];
    const notes = this.db
      .prepare(
        `SELECT n.invoice_id, n.number, n.amount_ttc, n.created_at, EXISTS (SELECT 1 FROM refund_failure f WHERE f.refund_id = n.refund_reference) AS refund_failed, ${failedRefundCents('n')} AS refund_failed_cents,
           (SELECT r.refunded_on FROM credit_note_refund r WHERE r.credit_note_id = n.id) AS refunded_on
         FROM credit_note n WHERE n.invoice_id IN (${scope}) ORDER BY n.created_at, n.id`,
      )
      .all(companyId) as CreditNoteRow[];
    const invoices = rows.map(({ target, ...r }) => ({ ...r, zone: timeZoneOf(target) }));
    const entries = statementEntries(invoices, payments, notes);
    const zoneOf = new Map(invoices.map((i) => [i.number, i.zone]));
    // never a later day than the statement's own: what it lists stops at its day (a payment of the next day is not in it)
    const lateOn =
      at === undefined
        ? undefined
        : (invoice: string) => {
            const there = localDay(new Date(at).toISOString(), zoneOf.get(invoice)!);
            return there < on ? there : on;
          };
    const s = accountStatement({ ...entries, on, ...(from !== undefined && { from }), ...(lateOn && { lateOn }) });
    const name = this.db.prepare('SELECT name FROM company WHERE id = ?').pluck().get(companyId) as string;
    return {
      company: name,
      on: s.on,
      from: from ?? null,
      time_zone: this.timeZone(companyId),
      opening_balance_cents: s.openingBalanceTtcCents,
      lines: s.lines.map((l) => ({
        day: l.day,
        kind: l.kind,
        label: l.label,
        debit_cents: l.debitTtcCents,
        credit_cents: l.creditTtcCents,
        balance_cents: l.balanceTtcCents,
        due_on: l.dueOn ?? null,
        overdue: l.overdue,
        days_late: l.daysLate ?? null,
      })),
      totals: {
        invoiced_cents: s.totals.invoicedTtcCents,
        credited_cents: s.totals.creditedTtcCents,
        paid_cents: s.totals.paidTtcCents,
        closing_balance_cents: s.totals.closingBalanceTtcCents,
      },
      due: { non_echu: s.due.non_echu, '1_30': s.due['1_30'], '31_60': s.due['31_60'], plus_60: s.due.plus_60, total_cents: s.due.totalTtcCents },
      credit: this.credit(companyId),
      credit_on: this.today(companyId),
    };
  }

  exists(companyId: number): boolean {
    return Boolean(this.db.prepare('SELECT 1 FROM company WHERE id = ?').get(companyId));
  }

  /** The back office's grant: the limit (TTC, null: no ceiling) and the terms of the invoices to come. */
  setCredit(companyId: number, c: { credit_limit_cents: number | null; payment_terms: CompanyCredit['payment_terms'] }) {
    this.db.prepare('UPDATE company SET credit_limit_cents = ?, payment_terms = ? WHERE id = ?').run(c.credit_limit_cents, c.payment_terms, companyId);
  }

  /** Every company, with how many people it has now, for the back office's list. */
  companies(): { id: number; name: string; siret: string | null; people: number }[] {
    return this.db
      .prepare(
        'SELECT co.id, co.name, co.siret, (SELECT COUNT(*) FROM customer c WHERE c.company_id = co.id AND c.removed_at IS NULL) AS people FROM company co',
      )
      .all() as { id: number; name: string; siret: string | null; people: number }[];
  }
}
