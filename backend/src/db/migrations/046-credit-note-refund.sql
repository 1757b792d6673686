-- A credit note's money given back another way than its card (a transfer, a cheque, cash), recorded by the back office
-- once the card's refund failed (refund_failure): without it the company's statement owed the customer the amount for
-- good (documents/credit-note-refunds.ts). One per credit note, on the day of the note's territory it was made.
CREATE TABLE credit_note_refund (
  credit_note_id INTEGER PRIMARY KEY REFERENCES credit_note(id),
  method TEXT NOT NULL CHECK (method IN ('virement', 'cheque', 'especes')),
  reference TEXT,
  refunded_on TEXT NOT NULL,
  created_at TEXT NOT NULL
);
