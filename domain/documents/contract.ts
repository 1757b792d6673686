import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { amount } from '../contract/common';
import { documentTimeZone } from '../orders/contract';

/**
 * A credit note (avoir) as the customer space lists it: the invoice it
 * cancels whole, the order, the amounts credited and, when the money went
 * back to the card, the provider's refund (backend/src/documents/credit-notes.ts).
 */
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
});
export type CreditNoteAnswer = z.infer<typeof creditNote>;
