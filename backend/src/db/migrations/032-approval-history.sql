-- A request for approval keeps its history and the addresses it was asked with (companies/approvals.ts):
-- - a refused request stays when its cart is sent again (who refused, when, why): a cart has any number of requests,
--   but one at most that is not refused (waiting, being placed or approved), which a partial unique index keeps so;
-- - the delivery and billing addresses as the approver reads them (customers' Address, JSON): placing the order
--   compares them with the address book, which its requester may rewrite while the request waits.
-- SQLite cannot drop a column's UNIQUE, so the table is made anew with the columns 024 gave it; nothing refers to it.
-- A request made before this migration gets its addresses as they are now, the nearest to what was asked.
CREATE TABLE order_approval_next (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES company(id),
  cart_id INTEGER NOT NULL REFERENCES cart(id),
  requested_by INTEGER NOT NULL REFERENCES customer(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  request TEXT NOT NULL, -- JSON: the checkout's body
  amount_ht INTEGER NOT NULL,
  amount_ttc INTEGER NOT NULL,
  reasons TEXT NOT NULL, -- JSON: domain/companies/approval.ts ApprovalReason[]
  lines TEXT NOT NULL, -- JSON: what the approver reads without opening the cart (name, reference, quantity, HT)
  job_site TEXT, -- the job site's name
  status TEXT NOT NULL DEFAULT 'en_attente' CHECK (status IN ('en_attente', 'en_cours', 'approuvee', 'refusee')),
  decided_by INTEGER REFERENCES customer(id),
  decided_at TEXT,
  refusal_reason TEXT,
  order_id INTEGER REFERENCES "order"(id),
  created_at TEXT NOT NULL,
  delivery_address TEXT, -- JSON: the address as it was asked; null only for an old request whose address is gone
  billing_address TEXT
);
INSERT INTO order_approval_next (id, company_id, cart_id, requested_by, sales_plan_id, request, amount_ht, amount_ttc, reasons, lines,
  job_site, status, decided_by, decided_at, refusal_reason, order_id, created_at, delivery_address, billing_address)
  SELECT id, company_id, cart_id, requested_by, sales_plan_id, request, amount_ht, amount_ttc, reasons, lines,
    job_site, status, decided_by, decided_at, refusal_reason, order_id, created_at,
    (SELECT json_object('address_id', a.id, 'label', a.label, 'civility', a.civility, 'first_name', a.first_name, 'last_name', a.last_name,
      'company', a.company, 'street', a.street, 'street2', a.street2, 'zipcode', a.zipcode, 'city', a.city, 'country_code', a.country_code,
      'phone', a.phone, 'is_default_delivery', json(iif(a.is_default_delivery, 'true', 'false')),
      'is_default_billing', json(iif(a.is_default_billing, 'true', 'false')))
      FROM address a WHERE a.id = json_extract(request, '$.delivery_address_id')),
    (SELECT json_object('address_id', a.id, 'label', a.label, 'civility', a.civility, 'first_name', a.first_name, 'last_name', a.last_name,
      'company', a.company, 'street', a.street, 'street2', a.street2, 'zipcode', a.zipcode, 'city', a.city, 'country_code', a.country_code,
      'phone', a.phone, 'is_default_delivery', json(iif(a.is_default_delivery, 'true', 'false')),
      'is_default_billing', json(iif(a.is_default_billing, 'true', 'false')))
      FROM address a WHERE a.id = json_extract(request, '$.billing_address_id'))
  FROM order_approval;
DROP TABLE order_approval;
ALTER TABLE order_approval_next RENAME TO order_approval;
CREATE INDEX order_approval_company ON order_approval(company_id, status, created_at);
CREATE UNIQUE INDEX order_approval_live_cart ON order_approval(cart_id) WHERE status != 'refusee';
