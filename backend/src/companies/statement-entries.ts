import { amountOf } from '@trefima/domain/money/money';
import { localDay, type TimeZone } from '@trefima/domain/calendar/time-zones';
import type { StatementCreditNote, StatementInvoice, StatementPayment, StatementRefund } from '@trefima/domain/companies/statement';

/** An invoice as the statement reads it, with what its territory's clock needs. */
export interface StatementInvoiceRow {
  id: number;
  number: string;
  issued_at: string;
  /** a day (YYYY-MM-DD) since invoices are issued by the shop; a date-time in older rows and the seed */
  due_at: string;
  paid: number;
  /** a day when the back office gave one, else a date-time */
  paid_at: string | null;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  zone: TimeZone;
}
export interface PaymentRow {
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
}
export interface CreditNoteRow {
  invoice_id: number;
  number: string;
  amount_ttc: number;
  created_at: string;
}

/**
 * The statement's entries from the stored rows (domain/companies/statement.ts adds them up), each on its own day of the
 * invoice's territory (never before the invoice, which a transfer received before it was issued settles that day), so
 * that a day already read reads the same once later ones are written. Two readings the rows alone do not give:
 * - an invoice marked paid for more than its payments recorded (paid before payments were: by card at checkout, or its
 *   rest on the terminal before that was recorded) was paid on its `paid_at` day of what its payments and the credit
 *   notes issued before it was paid left;
 * - a credit note is listed whole; what it credits beyond what was left to pay of its invoice was given back with it
 *   (the card's refund, payments/card-cancellation.ts: the shop keeps no credit on account), a refund on its day, so
 *   that the invoice nets 0 whatever the days of its payment and its credit note.
 */
export function statementEntries(rows: StatementInvoiceRow[], payments: PaymentRow[], notes: CreditNoteRow[]) {
  const invoices: StatementInvoice[] = [];
  const paid: StatementPayment[] = [];
  const credited: StatementCreditNote[] = [];
  const refunds: StatementRefund[] = [];
  for (const r of rows) {
    const ttc = amountOf(r.amount_ht + r.shipping_ht, r.vat_rate).ttc;
    if (ttc <= 0) continue;
    const issuedOn = localDay(r.issued_at, r.zone);
    const dueOn = localDay(r.due_at, r.zone);
    invoices.push({ number: r.number, issuedOn, dueOn: dueOn < issuedOn ? issuedOn : dueOn, ttcCents: ttc });
    const its = payments.filter((p) => p.invoice_id === r.id);
    const itsNotes = notes.filter((n) => n.invoice_id === r.id);
    const day = (iso: string) => {
      const d = localDay(iso, r.zone);
      return d < issuedOn ? issuedOn : d;
    };
    for (const p of its) paid.push({ invoice: r.number, paidOn: day(p.paid_on), ttcCents: p.amount_cents });
    let paidCents = its.reduce((s, p) => s + p.amount_cents, 0);
    if (r.paid === 1) {
      const paidAt = r.paid_at ?? r.issued_at;
      const paidOn = day(paidAt);
      // a date-time when the shop marked it paid itself, compared to the instant; a day when the office gave one
      const before = itsNotes.filter((n) => (paidAt.length > 10 ? n.created_at < paidAt : day(n.created_at) < paidOn)).reduce((s, n) => s + n.amount_ttc, 0);
      const left = ttc - before - paidCents;
      if (left > 0) {
        paid.push({ invoice: r.number, paidOn, ttcCents: left });
        paidCents += left;
      }
    }
    // what the credit notes settle once the payments are counted; the rest of each was refunded with it
    let owed = Math.max(0, ttc - paidCents);
    for (const n of itsNotes) {
      const on = day(n.created_at);
      credited.push({ number: n.number, invoice: r.number, issuedOn: on, ttcCents: n.amount_ttc });
      const settles = Math.min(n.amount_ttc, owed);
      owed -= settles;
      if (n.amount_ttc > settles) refunds.push({ creditNote: n.number, invoice: r.number, refundedOn: on, ttcCents: n.amount_ttc - settles });
    }
  }
  return { invoices, payments: paid, creditNotes: credited, refunds };
}
