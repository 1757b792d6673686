-- The e-mail a card payment's page was asked with, beside the key it was asked under: a start whose answer was lost is
-- sent again under that key, and the provider refuses a key sent again with other parameters (Stripe's idempotency),
-- so the buyer's e-mail changed meanwhile would keep him from his page until the deadline (payments/card-pages.ts).
ALTER TABLE card_payment ADD COLUMN start_key TEXT;
ALTER TABLE card_payment ADD COLUMN start_email TEXT;
