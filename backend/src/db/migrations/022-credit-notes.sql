-- Credit notes (avoirs, issue 45): a paid order cancelled by the back office is refunded and its invoice cancelled by a
-- credit note, numbered in its own series (AV-YYYY-000001: the year of the territory's day it was issued on, the number
-- its id, as invoices are: backend/src/documents/credit-notes.ts). AUTOINCREMENT: a number is never given twice.
-- One credit note per invoice, which it cancels whole; its amounts are the invoice's, copied so that it reads the same
-- whatever happens to the order afterwards. refund_reference: the payment provider's refund id, when refunded by it.
CREATE TABLE credit_note (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT NOT NULL UNIQUE,
  invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoice(id),
  order_id INTEGER NOT NULL REFERENCES "order"(id),
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  amount_ht INTEGER NOT NULL CHECK (amount_ht >= 0),
  amount_tva INTEGER NOT NULL CHECK (amount_tva >= 0),
  amount_ttc INTEGER NOT NULL CHECK (amount_ttc = amount_ht + amount_tva),
  vat_rate REAL NOT NULL,
  reason TEXT NOT NULL CHECK (trim(reason) <> ''),
  refund_reference TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX credit_note_customer ON credit_note(customer_id, created_at);
