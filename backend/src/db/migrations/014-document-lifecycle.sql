-- The life of quotations and orders (src/lib/lifecycle): the sales office's proposals kept as revisions,
-- every move with its date, an accepted quotation's checkout at its frozen prices, invoices issued at shipping.

-- `revision`: proposals sent so far; `proposal_valid_until`: YYYY-MM-DD, the last day the pending proposal may be accepted
-- (null while none is pending). The older `valid_until` was a placeholder written at the request: it is no longer read.
ALTER TABLE quotation ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quotation ADD COLUMN proposal_valid_until TEXT;
ALTER TABLE quotation ADD COLUMN order_id INTEGER REFERENCES "order"(id);

CREATE TABLE quotation_proposal (
  id INTEGER PRIMARY KEY,
  quotation_id INTEGER NOT NULL REFERENCES quotation(id) ON DELETE CASCADE,
  revision INTEGER NOT NULL,
  lines TEXT NOT NULL, -- JSON, DocumentLine[] at the office's prices
  amount_ht INTEGER NOT NULL,
  vat_rate REAL NOT NULL,
  valid_until TEXT NOT NULL, -- YYYY-MM-DD
  message TEXT,
  delivery_terms TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (quotation_id, revision)
);

CREATE TABLE quotation_event (
  id INTEGER PRIMARY KEY,
  quotation_id INTEGER NOT NULL REFERENCES quotation(id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('office', 'customer')),
  message TEXT,
  revision INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX quotation_event_quotation ON quotation_event(quotation_id, id);

-- A cart made by accepting a quotation: its lines carry the proposal's unit prices, and it cannot be changed.
ALTER TABLE cart ADD COLUMN from_quotation_id INTEGER REFERENCES quotation(id);
ALTER TABLE cart_line ADD COLUMN frozen_unit_ht INTEGER;
ALTER TABLE "order" ADD COLUMN quotation_id INTEGER REFERENCES quotation(id);
CREATE UNIQUE INDEX order_quotation ON "order"(quotation_id) WHERE quotation_id IS NOT NULL;

CREATE TABLE order_event (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  message TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_event_order ON order_event(order_id, id);

-- one invoice per order, issued when the goods leave; paid_at: when the payment was recorded
CREATE UNIQUE INDEX invoice_order ON invoice(order_id);
ALTER TABLE invoice ADD COLUMN paid_at TEXT;

-- What a mail carries besides its text (a quotation's, a delivery note's, an invoice's PDF).
CREATE TABLE outbox_attachment (
  id INTEGER PRIMARY KEY,
  outbox_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  content BLOB NOT NULL
);
CREATE INDEX outbox_attachment_outbox ON outbox_attachment(outbox_id);

-- Databases made before: a quotation already sent or answered gets its proposal as revision 1, every document its first event.
INSERT INTO quotation_proposal (quotation_id, revision, lines, amount_ht, vat_rate, valid_until, created_at)
  SELECT id, 1, lines, amount_ht, vat_rate, substr(valid_until, 1, 10), created_at FROM quotation
  WHERE status IN ('envoyee', 'acceptee', 'refusee', 'expiree');
UPDATE quotation SET revision = 1 WHERE status IN ('envoyee', 'acceptee', 'refusee', 'expiree');
UPDATE quotation SET proposal_valid_until = substr(valid_until, 1, 10) WHERE status = 'envoyee';
INSERT INTO quotation_event (quotation_id, action, status, actor, created_at)
  SELECT id, 'request', 'demandee', 'customer', created_at FROM quotation;
INSERT INTO quotation_event (quotation_id, action, status, actor, revision, created_at)
  SELECT id, 'propose', 'envoyee', 'office', 1, created_at FROM quotation WHERE revision = 1;
INSERT INTO order_event (order_id, status, created_at) SELECT id, status, created_at FROM "order";
UPDATE invoice SET paid_at = issued_at WHERE paid = 1;
