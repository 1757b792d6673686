-- An invoice has one card payment open at a time (Payments.payInvoice): asked twice at once (two tabs, a double click),
-- each call opened its own provider's page, and both could be paid. The second now gets the first's
-- (CardPayments.insert). Older attempts left open beside a newer one, which only that race wrote, are cancelled: a
-- payment on their page would then be late, and the office told.
UPDATE card_payment SET state = 'annulee', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE invoice_id IS NOT NULL
    AND state IN ('en_attente_paiement', 'echouee')
    AND EXISTS (
      SELECT 1 FROM card_payment newer
      WHERE newer.invoice_id = card_payment.invoice_id AND newer.id > card_payment.id AND newer.state IN ('en_attente_paiement', 'echouee')
    );
CREATE UNIQUE INDEX card_payment_one_open_per_invoice ON card_payment(invoice_id)
  WHERE invoice_id IS NOT NULL AND state IN ('en_attente_paiement', 'echouee');
