import { amountOf } from '@trefima/domain/money/money';
import { localDay, type TimeZone } from '@trefima/domain/calendar/time-zones';
import type { StatementCreditNote, StatementInvoice, StatementPayment } from '@trefima/domain/companies/statement';

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
 * The statement's entries from the stored rows (domain/companies/statement.ts
 * adds them up). Two readings the rows alone do not give:
 * - an invoice marked paid for more than its payments recorded (paid before
 *   payments were, by transfer or card at checkout, or its rest on the
 *   terminal before that was recorded) was paid on its `paid_at` day of what
 *   its payments and earlier credit notes left;
 * - a credit note on an invoice already paid was refunded (the card's refund,
 *   payments.ts; the shop keeps no credit on account): its refunded part is
 *   left out, its payment kept, so that the invoice nets 0 on every day, paid
 *   when it was, instead of a negative balance for money given back.
 */
export function statementEntries(rows: StatementInvoiceRow[], payments: PaymentRow[], notes: CreditNoteRow[]) {
  const invoices: StatementInvoice[] = [];
  const paid: StatementPayment[] = [];
  const credited: StatementCreditNote[] = [];
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
      const paidOn = day(r.paid_at ?? r.issued_at);
      const before = itsNotes.filter((n) => day(n.created_at) <= paidOn).reduce((s, n) => s + n.amount_ttc, 0);
      const left = ttc - before - paidCents;
      if (left > 0) {
        paid.push({ invoice: r.number, paidOn, ttcCents: left });
        paidCents += left;
      }
    }
    // what the credit notes may still settle once the payments are counted; the rest was refunded
    let room = Math.max(0, ttc - paidCents);
    for (const n of itsNotes) {
      const kept = Math.min(n.amount_ttc, room);
      room -= kept;
      if (kept > 0) credited.push({ number: n.number, invoice: r.number, issuedOn: day(n.created_at), ttcCents: kept });
    }
  }
  return { invoices, payments: paid, creditNotes: credited };
}
