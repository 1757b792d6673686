import { amountOf } from '@trefima/domain/money/money';
import { localDay, type TimeZone } from '@trefima/domain/calendar/time-zones';
import type { StatementCreditNote, StatementInvoice, StatementPayment, StatementRefund } from '@trefima/domain/companies/statement';
import { owedAfterFailedRefund } from '../documents/credit-note-owed';

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
  /** 1 when the card's refund made with it failed afterwards (payments/payment-settlement.ts): that refund was not given back */
  refund_failed?: number;
  /**
   * that failed refund's amount (refund_failure.amount_cents, read by documents/credit-note-owed.ts failedRefundCents):
   * what is still owed, the rest having gone back to the card before (the office's gesture in the provider's
   * dashboard); absent, the whole of what the note gives back is owed
   */
  refund_failed_cents?: number | null;
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
 * failed once made (the provider said so): then that refund's money is still the customer's, and the statement owes it
 * to him until the office records it given back another way (credit_note_refund), on that day; what went back to his
 * card before it (the office's gesture in the provider's dashboard, the failed refund being of what was left) is a
 * refund on the note's day, as the whole is when the refund went through (documents/credit-note-owed.ts).
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
      const givenBack = n.amount_ttc - settles;
      if (givenBack <= 0) continue;
      const refund = (refundedOn: string, ttcCents: number) => {
        if (ttcCents > 0) refunds.push({ creditNote: n.number, invoice: r.number, refundedOn, ttcCents });
      };
      if (n.refund_failed !== 1) {
        refund(on, givenBack);
        continue;
      }
      // failed: what went back to the card before it on the note's day; the failed refund's money, once the office
      // gave it back, on the day it says
      const { owedCents, givenBeforeCents } = owedAfterFailedRefund(givenBack, n.refund_failed_cents);
      refund(on, givenBeforeCents);
      if (n.refunded_on) refund(day(n.refunded_on), owedCents);
    }
  }
  return { invoices, payments: paid, creditNotes: credited, refunds };
}
