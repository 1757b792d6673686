/**
 * What a credit note still owes the customer once its card refund failed (payments/payment-settlement.ts keeps the
 * failure in refund_failure, with the refund's amount). The shop's refund gives back what is left of the payment
 * (card-cancellation.ts): part of it may have gone back before, in the provider's dashboard (the office's goodwill
 * gesture), and that part is on the customer's card. Only the failed refund's amount is owed, never more than what the
 * note gives back. The one reading of it: the office's alert (payment-settlement.ts), the note's PDF
 * (pdfs/credit-note-mentions.ts), the buyer's mail once the office records it given back (credit-note-refunds.ts) and
 * the company's statement (companies/statement-entries.ts).
 *
 * `givenBackCents`: what the note gives back (its amount beyond what was left to pay of its invoice); `failedCents`:
 * the failed refund's amount, unknown (null) read as the whole. `owedCents`: still the customer's; `givenBeforeCents`:
 * already back on his card.
 */
export function owedAfterFailedRefund(givenBackCents: number, failedCents: number | null | undefined): { owedCents: number; givenBeforeCents: number } {
  const owedCents = failedCents == null ? givenBackCents : Math.max(0, Math.min(failedCents, givenBackCents));
  return { owedCents, givenBeforeCents: givenBackCents - owedCents };
}

/** SQL, of a credit note under `alias`: the amount of its card refund the provider said failed, null when none did. */
export const failedRefundCents = (alias: string) => `(SELECT f.amount_cents FROM refund_failure f WHERE f.refund_id = ${alias}.refund_reference)`;
