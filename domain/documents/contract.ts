import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { amount } from '../contract/common';
import { documentTimeZone } from '../orders/contract';

/**
 * A credit note (avoir) as the customer space lists it: the invoice it
 * cancels whole, the order, the amounts credited and, when the money went
 * back to the card, the provider's refund (backend/src/documents/credit-notes.ts).
 */
/** How the back office gives back a credit note's money when its card refund failed (migration 046). */
export const REFUND_METHODS = ['virement', 'cheque', 'especes'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const creditNote = z.object({
  id: z.int(),
  number: z.string(),
  created_at: z.string(),
  time_zone: documentTimeZone,
  invoice: z.object({ id: z.int(), number: z.string(), issued_at: z.string(), paid: z.boolean() }),
  order: z.object({ id: z.int(), number: z.string() }),
  amount,
  reason: z.string(),
  refund_reference: z.nullable(z.string()),
  /** the provider said the card refund failed once made (migration 036): the amount is owed to the customer */
  refund_failed: z.boolean(),
  /** what that failure leaves owed, in cents TTC (null when none failed): the whole note, or its rest when part went back to the card before */
  refund_owed_cents: z.nullable(z.int()),
  /** that amount given back another way and recorded by the office (POST /admin/credit-note/{id}/refund): on a day of the note's territory */
  refunded_otherwise: z.nullable(z.object({ method: z.enum(REFUND_METHODS), on: z.string(), reference: z.nullable(z.string()) })),
});
export type CreditNoteAnswer = z.infer<typeof creditNote>;
