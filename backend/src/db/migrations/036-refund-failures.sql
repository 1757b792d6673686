-- A card's refund the provider made, then said failed (Stripe: a refund begins `pending` or `succeeded` and may end
-- `failed` or `canceled`, told by refund.updated and charge.refund.updated): the money did not go back. Kept once per
-- refund (a notice told twice, or by two events, is one failure): the company's statement does not count it given
-- back (companies/statement-entries.ts: the credit note stands, its amount owed to the customer), and the office is
-- mailed to refund it otherwise (payments/payment-settlement.ts). `card_payment_id`: the payment it refunded.
CREATE TABLE refund_failure (
  provider TEXT NOT NULL,
  refund_id TEXT NOT NULL,
  card_payment_id INTEGER NOT NULL REFERENCES card_payment(id),
  amount_cents INTEGER NOT NULL,
  -- the provider's word for why (Stripe's failure_reason: expired_or_canceled_card, lost_or_stolen_card…), if any
  reason TEXT,
  failed_at TEXT NOT NULL,
  PRIMARY KEY (provider, refund_id)
);
CREATE INDEX refund_failure_refund ON refund_failure(refund_id);
