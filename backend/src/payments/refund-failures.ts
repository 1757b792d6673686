import type { Db } from '../db';

/**
 * A refund the provider said failed is kept by refund (refund_failure, payment-settlement.ts), with the card payment
 * its notification was read for. That card's own refund is the one it recorded (`card_payment.refund_id`): a failure
 * kept for it of another refund under the same number (the office's gesture in the provider's dashboard, which
 * CardPayments.byRefund cannot tell from the shop's refund told before it was written) is not its refund's.
 */
const OWN = 'f.card_payment_id = c.id AND f.refund_id = c.refund_id';

/** SQL, of a `card_payment c`: the provider said the refund this payment recorded failed. */
export const OWN_REFUND_FAILED = `EXISTS (SELECT 1 FROM refund_failure f WHERE ${OWN})`;

/** The failure of a card payment's own refund, if the provider said it failed. */
export const ownRefundFailure = (db: Db, cardId: number) =>
  db.prepare(`SELECT f.amount_cents FROM card_payment c JOIN refund_failure f ON ${OWN} WHERE c.id = ?`).get(cardId) as { amount_cents: number } | undefined;
