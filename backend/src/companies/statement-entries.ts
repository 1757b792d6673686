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
  /** 1 when the card's refund made with it failed afterwards (payments/payment-settlement.ts): nothing was given back */
  refund_failed?: number;
  /** that money given back another way, on this day of the invoice's territory (documents/credit-note-refunds.ts) */
  refunded_on?: string | null;
}

/**
 * The statement's entries from the stored rows (domain/companies/statement.ts adds them up), each on its own day of the
 * invoice's territory (never before the invoice, which a transfer received before it was issued settles that day), so
 * that a day already read reads the same once later ones are written. The payments are the ones recorded
 * (invoice_payment: the office's, a transfer's, a card's online or on the terminal), never one made up from the
 * invoice's « paid » mark (migration 035 recorded those of the invoices marked paid before). One reading the rows
 * alone do not give: a credit note is listed whole; what it credits beyond what was left to pay of its invoice was
 * given back with it (the card's refund, payments/card-cancellation.ts: the shop keeps no credit on account), a refund
 * on its day, so that the invoice nets 0 whatever the days of its payment and its credit note; unless that refund
 * failed once made (the provider said so): then the money is still the customer's, and the statement owes it to him
 * until the office records it given back another way (credit_note_refund), on that day.
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
    const paidCents = its.reduce((s, p) => s + p.amount_cents, 0);
    // what the credit notes settle once the payments are counted; the rest of each was refunded with it
    let owed = Math.max(0, ttc - paidCents);
    for (const n of itsNotes) {
      const on = day(n.created_at);
      credited.push({ number: n.number, invoice: r.number, issuedOn: on, ttcCents: n.amount_ttc });
      const settles = Math.min(n.amount_ttc, owed);
      owed -= settles;
      // failed, then given back by the office: on the day it says
      const refundedOn = n.refund_failed === 1 ? (n.refunded_on ? day(n.refunded_on) : null) : on;
      if (n.amount_ttc > settles && refundedOn) refunds.push({ creditNote: n.number, invoice: r.number, refundedOn, ttcCents: n.amount_ttc - settles });
    }
  }
  return { invoices, payments: paid, creditNotes: credited, refunds };
}
