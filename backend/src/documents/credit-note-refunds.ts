import { recordedDayProblem } from './recorded-day';
import type { RefundMethod } from '@trefima/domain/documents/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { REFUND_METHOD_WORDS } from '@trefima/domain/documents/refund-method';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import { DomainError, invalid, missing } from '../shared/errors';
import { nowIso } from '../shared/text';
import type { Documents } from './documents';
import { greeting, mailRecipient } from '../companies/mail-recipient';
import { longDate } from './pdfs/format';
import { failedRefundCents, owedAfterFailedRefund } from './credit-note-owed';

export interface CreditNoteRefund {
  method: RefundMethod;
  refunded_on?: string | undefined;
  reference?: string | null | undefined;
}

interface NoteRow {
  id: number;
  number: string;
  created_at: string;
  sales_plan_id: number;
  amount_ttc: number;
  customer_id: number;
  order_number: string;
  refund_reference: string | null;
  refund_failed: 0 | 1;
  /** the failed card refund's amount (credit-note-owed.ts), null when it did not fail */
  refund_failed_cents: number | null;
}

/**
 * A credit note's money given back another way than the card it was paid with, recorded by the back office once the
 * card's refund failed (payments/payment-settlement.ts keeps that failure): the company's statement counts it given
 * back on that day (companies/statement-entries.ts), the order, the note and its PDF say how, and the buyer is mailed.
 * One per note (migration 046): the same record sent again is answered as made, another refused.
 */
export class CreditNoteRefunds {
  constructor(private d: { db: Db; now: () => number; documents: Pick<Documents, 'today' | 'timeZone'>; mailer: Mailer; siteUrl: string }) {}

  record(creditNoteId: number, body: CreditNoteRefund): void {
    const { db, documents } = this.d;
    const note = db
      .prepare(
        `SELECT n.id, n.number, n.created_at, n.amount_ttc, n.customer_id, n.refund_reference, o.sales_plan_id, o.number AS order_number,
           EXISTS (SELECT 1 FROM refund_failure f WHERE f.refund_id = n.refund_reference) AS refund_failed, ${failedRefundCents('n')} AS refund_failed_cents
         FROM credit_note n JOIN "order" o ON o.id = n.order_id WHERE n.id = ?`,
      )
      .get(creditNoteId) as NoteRow | undefined;
    if (!note) throw missing('Cet avoir');
    const zone = documents.timeZone(note.sales_plan_id);
    const [issuedOn, today] = [documents.today(note.sales_plan_id, Date.parse(note.created_at)), documents.today(note.sales_plan_id)];
    const on = body.refunded_on ?? today;
    const wrong = recordedDayProblem(
      on,
      { issuedOn, today, zone },
      {
        what: 'La date du remboursement',
        before: (issued) => `L’avoir a été émis le ${issued} : il ne peut pas avoir été remboursé avant.`,
      },
    );
    if (wrong) throw invalid({ refunded_on: wrong });
    if (!note.refund_failed) {
      throw new DomainError(
        'CREDIT_NOTE_REFUNDED',
        note.refund_reference
          ? `L’avoir ${note.number} a été remboursé sur la carte du client (${note.refund_reference}) : il n’y a rien à enregistrer.`
          : `L’avoir ${note.number} n’a pas de remboursement par carte qui ait échoué : il n’y a rien à enregistrer.`,
      );
    }
    const reference = body.reference?.trim() || null;
    const made = db
      .transaction(() => {
        const kept = db.prepare('SELECT method, reference, refunded_on FROM credit_note_refund WHERE credit_note_id = ?').get(note.id) as
          { method: RefundMethod; reference: string | null; refunded_on: string } | undefined;
        if (kept) {
          // sent again as it was made (its answer lost): the same record; anything else would rewrite a refund made
          // (its day left out, sent again on a later day: the day it was recorded, not today's)
          if (kept.method === body.method && kept.refunded_on === (body.refunded_on ?? kept.refunded_on) && kept.reference === reference) return false;
          throw new DomainError(
            'CREDIT_NOTE_REFUNDED',
            `Le remboursement de l’avoir ${note.number} est déjà enregistré (${REFUND_METHOD_WORDS[kept.method]} le ${longDate(kept.refunded_on, zone)}) : rien n’a été changé.`,
          );
        }
        db.prepare('INSERT INTO credit_note_refund (credit_note_id, method, reference, refunded_on, created_at) VALUES (?, ?, ?, ?, ?)').run(
          note.id,
          body.method,
          reference,
          on,
          nowIso(this.d.now()),
        );
        return true;
      })
      .immediate();
    if (made) this.tell(note, body.method, on, zone);
  }

  private tell(note: NoteRow, method: RefundMethod, on: string, zone: ReturnType<Documents['timeZone']>) {
    // the buyer, or who carries on what he made once he left his company
    const c = mailRecipient(this.d.db, note.customer_id);
    if (!c) return;
    const how = REFUND_METHOD_WORDS[method];
    // what the card's refund failed to give back, not what went back to the card before it (the office's gesture)
    const { owedCents, givenBeforeCents } = owedAfterFailedRefund(note.amount_ttc, note.refund_failed_cents);
    const before = givenBeforeCents > 0 ? ` (${formatPrice(givenBeforeCents, { alwaysCents: true })} vous avaient déjà été remboursés sur votre carte)` : '';
    this.d.mailer.send(
      c.email,
      `Remboursement ${how} : commande ${note.order_number}`,
      [
        ...greeting(c),
        '',
        `Le remboursement sur votre carte bancaire n’avait pas abouti. Nous vous avons remboursé ${formatPrice(owedCents, { alwaysCents: true })} TTC ${how} le ${longDate(on, zone)}, pour votre commande ${note.order_number} annulée${before} : l’avoir ${note.number} est soldé.`,
        '',
        `Vos avoirs : ${this.d.siteUrl}/mes-factures`,
        '',
        'L’équipe Trefima',
      ].join('\n'),
    );
  }
}
