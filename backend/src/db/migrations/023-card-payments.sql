-- Card payment online through a provider (issue 45, backend/src/payments/). The method is offered only when the API
-- has a provider's keys (GET /payment leaves out the `online` ones otherwise); first in the list where it is.
ALTER TABLE payment ADD COLUMN online INTEGER NOT NULL DEFAULT 0;
-- A shop's database of before gets the method here; a new one from the seed (seed/site-data.ts), ids in the seed's order.
INSERT INTO payment (code, label, description, professional_only, position, online)
SELECT
  'carte-en-ligne',
  'Carte bancaire (paiement sécurisé 3-D Secure)',
  'Payée tout de suite sur la page sécurisée de notre prestataire ; votre commande part dès l’accord de votre banque.',
  0,
  -1,
  1
WHERE EXISTS (SELECT 1 FROM payment);

-- One attempt to be paid by card for an order or an invoice: the provider's payment (a Checkout Session), the amount
-- the API asked for, and its state (domain/payments/payment-states.ts). An order's stock is reserved until
-- `reserved_until`; past it an unpaid order is cancelled and its stock given back.
CREATE TABLE card_payment (
  id INTEGER PRIMARY KEY,
  order_id INTEGER REFERENCES "order"(id),
  invoice_id INTEGER REFERENCES invoice(id),
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  provider TEXT NOT NULL,
  -- null until the provider answered the start
  provider_id TEXT UNIQUE,
  redirect_url TEXT,
  -- the order's or the invoice's number, which the provider's records carry
  reference TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL DEFAULT 'eur',
  state TEXT NOT NULL,
  failure_code TEXT,
  reserved_until TEXT NOT NULL,
  refund_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((order_id IS NULL) <> (invoice_id IS NULL))
);
CREATE INDEX card_payment_order ON card_payment(order_id);
CREATE INDEX card_payment_invoice ON card_payment(invoice_id);
CREATE INDEX card_payment_open ON card_payment(state, reserved_until);

-- Every provider notification received and verified, once: a second delivery of the same one changes nothing.
CREATE TABLE payment_notification (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  card_payment_id INTEGER REFERENCES card_payment(id),
  kind TEXT NOT NULL,
  -- what the shop did with it: applied, unchanged, mismatch (another amount or order: the back office is alerted), ignored
  outcome TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
);
