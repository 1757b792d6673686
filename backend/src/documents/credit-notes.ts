import type { Amount } from '@trefima/domain/contract';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import type { RefundMethod } from '@trefima/domain/documents/contract';
import { amountOf } from '@trefima/domain/money/money';
import type { Db } from '../db';
import { invalid, missing } from '../shared/errors';
import { nowIso } from '../shared/text';
import type { Documents } from './documents';
import { SHARED } from '../companies/scope';
import type { SellerIdentity } from '../site/seller';
import { buyerNow, issuedParties, parsedParties } from './issued-parties';
import { byIdOrNumber } from '../shared/id-or-number';
import { failedRefundCents, owedAfterFailedRefund } from './credit-note-owed';

/** A credit note as the customer space and its PDF read it (snake_case, as the contract's documents). */
export interface CreditNote {
  id: number;
  number: string;
  created_at: string;
  /** the territory's, in which its dates are read (as an invoice's) */
  time_zone: TimeZone;
  /** `paid`: whether the invoice had been paid, so that there is money to give back */
  invoice: { id: number; number: string; issued_at: string; paid: boolean };
  order: { id: number; number: string };
  amount: Amount;
  reason: string;
  /** the provider's refund id when the money went back to the card; null otherwise */
  refund_reference: string | null;
  /** the provider said that refund failed once made: the money is owed to the customer */
  refund_failed: boolean;
  /** what that failure leaves owed (the contract's), null when none failed */
  refund_owed_cents: number | null;
  /** that money given back another way, as the office recorded it (credit-note-refunds.ts) */
  refunded_otherwise: { method: RefundMethod; on: string; reference: string | null } | null;
}

export interface IssueCreditNote {
  invoiceId: number;
  reason: string;
  refundReference?: string | null;
  /** ms since the epoch: the note's date, and the year of its number on the territory's calendar */
  now: number;
}

interface CreditNoteRow {
  id: number;
  number: string;
  created_at: string;
  invoice_id: number;
  invoice_number: string;
  invoice_issued_at: string;
  invoice_paid: number;
  order_id: number;
  order_number: string;
  sales_plan_id: number;
  amount_ht: number;
  amount_tva: number;
  amount_ttc: number;
  vat_rate: number;
  reason: string;
  refund_reference: string | null;
  refund_failed: 0 | 1;
  refund_failed_cents: number | null;
  refunded_method: RefundMethod | null;
  refunded_on: string | null;
  refunded_reference: string | null;
}

const SELECT = `SELECT c.*, i.number AS invoice_number, i.issued_at AS invoice_issued_at, i.paid AS invoice_paid, o.number AS order_number, o.sales_plan_id,
    EXISTS (SELECT 1 FROM refund_failure f WHERE f.refund_id = c.refund_reference) AS refund_failed, ${failedRefundCents('c')} AS refund_failed_cents,
    r.method AS refunded_method, r.refunded_on, r.reference AS refunded_reference
  FROM credit_note c JOIN invoice i ON i.id = c.invoice_id JOIN "order" o ON o.id = c.order_id
  LEFT JOIN credit_note_refund r ON r.credit_note_id = c.id`;

/**
 * Credit notes (avoirs): the document that cancels an invoice whole when a
 * paid order is cancelled and refunded. Numbered in series of their own
 * (AV-GPE-2026-000001), one per territory and year of its day, as invoices
 * are (series.ts). One per invoice: issuing again answers the note already
 * issued.
 */
export class CreditNotes {
  /** `seller`: the identity a note issued now names (config's SELLER_*), kept with it as its invoice keeps its own */
  constructor(private d: { db: Db; documents: Pick<Documents, 'nextNumber' | 'timeZone'>; seller: SellerIdentity }) {}

  /**
   * The invoice's credit note, issued now with the invoice's amounts, or the
   * one it already has (no second number). A refund reference learnt after
   * the note was issued (the refund answered late) is written into it once;
   * one already written is never replaced.
   */
  issue({ invoiceId, reason, refundReference = null, now }: IssueCreditNote): CreditNote {
    const { db, documents } = this.d;
    const why = reason.trim();
    if (!why) throw invalid({ reason: 'Indiquez le motif de l’avoir, par exemple « Commande annulée à la demande du client ».' });
    const id = db
      .transaction(() => {
        const existing = db.prepare('SELECT id, refund_reference FROM credit_note WHERE invoice_id = ?').get(invoiceId) as
          { id: number; refund_reference: string | null } | undefined;
        if (existing) {
          if (refundReference && !existing.refund_reference)
            db.prepare('UPDATE credit_note SET refund_reference = ? WHERE id = ?').run(refundReference, existing.id);
          return existing.id;
        }
        const inv = db
          .prepare(
            'SELECT i.order_id, i.customer_id, i.parties, o.amount_ht, o.shipping_ht, o.vat_rate, o.sales_plan_id FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.id = ?',
          )
          .get(invoiceId) as
          | { order_id: number; customer_id: number; parties: string | null; amount_ht: number; shipping_ht: number; vat_rate: number; sales_plan_id: number }
          | undefined;
        if (!inv) throw missing('Cette facture');
        // the buyer the invoice billed, whatever the back office made of him since (an invoice issued before invoices
        // kept theirs: the customer as he is now); the seller as he is on the note's own day
        const parties = issuedParties(this.d.seller, parsedParties(inv.parties)?.buyer ?? buyerNow(db, inv.customer_id));
        // the invoice's own figures (orders/order-invoices.ts, invoiceOf): the note credits what the invoice billed, to the cent
        const amount = amountOf(inv.amount_ht + inv.shipping_ht, inv.vat_rate);
        const number = documents.nextNumber('AV', inv.sales_plan_id, now);
        return Number(
          db
            .prepare(
              `INSERT INTO credit_note (number, invoice_id, order_id, customer_id, amount_ht, amount_tva, amount_ttc, vat_rate, reason, refund_reference, created_at, parties)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              number,
              invoiceId,
              inv.order_id,
              inv.customer_id,
              amount.ht,
              amount.tva,
              amount.ttc,
              amount.vat_rate,
              why,
              refundReference,
              nowIso(now),
              parties,
            ).lastInsertRowid,
        );
      })
      .immediate();
    return this.of(db.prepare(`${SELECT} WHERE c.id = ?`).get(id) as CreditNoteRow);
  }

  /** The customer's credit notes, newest first. */
  forCustomer(customerId: number): CreditNote[] {
    const rows = this.d.db.prepare(`${SELECT} WHERE c.customer_id IN ${SHARED} ORDER BY c.created_at DESC, c.id DESC`).all(customerId) as CreditNoteRow[];
    return rows.map((r) => this.of(r));
  }

  /** One of the customer's credit notes by id or number; another customer's is not found (French 404). */
  byId(customerId: number, idOrNumber: number | string): CreditNote {
    const row = this.d.db.prepare(`${SELECT} WHERE (c.id = ? OR c.number = ?) AND c.customer_id IN ${SHARED}`).get(...byIdOrNumber(idOrNumber), customerId) as
      CreditNoteRow | undefined;
    if (!row) throw missing('Cet avoir');
    return this.of(row);
  }

  /** A credit note whoever it belongs to: the back office's view. */
  one(id: number): CreditNote {
    const row = this.d.db.prepare(`${SELECT} WHERE c.id = ?`).get(id) as CreditNoteRow | undefined;
    if (!row) throw missing('Cet avoir');
    return this.of(row);
  }

  private of(r: CreditNoteRow): CreditNote {
    return {
      id: r.id,
      number: r.number,
      created_at: r.created_at,
      time_zone: this.d.documents.timeZone(r.sales_plan_id),
      invoice: { id: r.invoice_id, number: r.invoice_number, issued_at: r.invoice_issued_at, paid: r.invoice_paid === 1 },
      order: { id: r.order_id, number: r.order_number },
      amount: { ht: r.amount_ht, tva: r.amount_tva, ttc: r.amount_ttc, vat_rate: r.vat_rate },
      reason: r.reason,
      refund_reference: r.refund_reference,
      refund_failed: r.refund_failed === 1,
      refund_owed_cents: r.refund_failed === 1 ? owedAfterFailedRefund(r.amount_ttc, r.refund_failed_cents).owedCents : null,
      refunded_otherwise: r.refunded_method && r.refunded_on ? { method: r.refunded_method, on: r.refunded_on, reference: r.refunded_reference } : null,
    };
  }
}
