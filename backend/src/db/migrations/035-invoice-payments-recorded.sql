-- Every payment of an invoice is recorded in invoice_payment, which the company's statement now reads alone
-- (companies/statement-entries.ts): an order's card online is recorded when it is settled (payments/payment-settlement.ts)
-- or when its invoice is issued after (orders/order-lifecycle.ts). An invoice marked paid for more than its payments
-- recorded (paid before they all were: by card online at its settlement; by a transfer, or on the terminal, before
-- those were recorded) gets here the payment the statement used to make up for it, of what its payments and the
-- credit notes issued before it was paid left:
-- - paid by card online, as that card's payment (at most what the card paid; the provider's id as its reference), on
--   the day of the order's territory the card was paid: its notification applied, else its move to `payee` (the card's
--   last write while it is `payee`), else the invoice's `paid_at` (issued paid at the card's settlement);
-- - any other by its order's method (the terminal's card, a cheque, a transfer under the order's number), on the
--   invoice's `paid_at` day (a day when the office gave it, else the territory's day of that instant).
-- The territories keep no summer time: Martinique and Guadeloupe are UTC−4, Guyane UTC−3 (domain/calendar/time-zones.ts).
CREATE TEMP TABLE invoice_unrecorded AS
SELECT
  i.id AS invoice_id,
  o.number AS order_number,
  p.code AS payment_code,
  COALESCE(i.paid_at, i.issued_at) AS paid_at,
  CASE sp.target WHEN 'trefima_guf' THEN '-3 hours' ELSE '-4 hours' END AS shift,
  (
    SELECT c.id FROM card_payment c WHERE c.order_id = o.id AND c.state IN ('payee', 'remboursee')
      AND NOT EXISTS (SELECT 1 FROM invoice_payment r WHERE r.card_payment_id = c.id)
    ORDER BY c.id DESC LIMIT 1
  ) AS card_id,
  o.amount_ht + o.shipping_ht + CAST(ROUND((o.amount_ht + o.shipping_ht) * o.vat_rate / 100.0) AS INTEGER)
    - (SELECT COALESCE(SUM(r.amount_cents), 0) FROM invoice_payment r WHERE r.invoice_id = i.id)
    - (
      SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id AND CASE
        -- a date-time when the shop marked it paid itself, compared to the instant; a day when the office gave one
        WHEN length(COALESCE(i.paid_at, i.issued_at)) > 10 THEN n.created_at < COALESCE(i.paid_at, i.issued_at)
        ELSE date(n.created_at, CASE sp.target WHEN 'trefima_guf' THEN '-3 hours' ELSE '-4 hours' END) < i.paid_at
      END
    ) AS left_cents
FROM invoice i
JOIN "order" o ON o.id = i.order_id
JOIN payment p ON p.id = o.payment_id
JOIN sales_plan sp ON sp.id = o.sales_plan_id
WHERE i.paid = 1;

DELETE FROM invoice_unrecorded WHERE left_cents <= 0;
-- a card online's day: when its payment was applied, else when it moved to `payee`, else the invoice's
UPDATE invoice_unrecorded SET paid_at = COALESCE(
  (SELECT MIN(n.received_at) FROM payment_notification n WHERE n.card_payment_id = invoice_unrecorded.card_id AND n.kind = 'paid' AND n.outcome = 'applied'),
  (SELECT c.updated_at FROM card_payment c WHERE c.id = invoice_unrecorded.card_id AND c.state = 'payee'),
  paid_at
) WHERE card_id IS NOT NULL;

INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, card_payment_id, created_at)
SELECT
  u.invoice_id,
  CASE WHEN c.id IS NULL THEN u.left_cents ELSE MIN(c.amount_cents, u.left_cents) END,
  CASE WHEN length(u.paid_at) = 10 THEN u.paid_at ELSE date(u.paid_at, u.shift) END,
  CASE WHEN c.id IS NOT NULL OR u.payment_code IN ('carte-en-ligne', 'carte-retrait') THEN 'carte' WHEN u.payment_code = 'cheque' THEN 'cheque' ELSE 'virement' END,
  CASE WHEN c.id IS NOT NULL THEN c.provider_id WHEN u.payment_code = 'virement' THEN u.order_number END,
  c.id,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM invoice_unrecorded u
LEFT JOIN card_payment c ON c.id = u.card_id
ORDER BY u.invoice_id;

DROP TABLE invoice_unrecorded;
