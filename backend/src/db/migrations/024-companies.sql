-- A company buys together (issue 46, domain/companies/, backend/src/companies/): its people and their roles, the
-- rules its administrator sets, the orders held for approval, its credit on account and the payments of its invoices.
CREATE TABLE company (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  siret TEXT,
  -- the back office's encours autorisé, TTC cents. NULL: not set yet, payment on account stays as the professional
  -- verification opened it, without a ceiling (accounts opened before companies existed); 0 refuses it
  credit_limit_cents INTEGER CHECK (credit_limit_cents IS NULL OR credit_limit_cents >= 0),
  payment_terms TEXT NOT NULL DEFAULT '30_jours_fin_de_mois'
    CHECK (payment_terms IN ('a_reception', '30_jours_fin_de_mois', '45_jours_fin_de_mois')),
  -- approval rules (domain/companies/approval.ts): an order strictly above this HT amount waits for approval
  approval_threshold_ht_cents INTEGER CHECK (approval_threshold_ht_cents IS NULL OR approval_threshold_ht_cents >= 0),
  roles_always_approved TEXT NOT NULL DEFAULT '[]', -- JSON array of roles
  created_at TEXT NOT NULL
);

-- A person belongs to one company. One removed by the administrator stays the author of what he did, and can no
-- longer sign in (customers/sessions.ts refuses his tokens).
ALTER TABLE customer ADD COLUMN company_id INTEGER REFERENCES company(id);
ALTER TABLE customer ADD COLUMN company_role TEXT
  CHECK (company_role IS NULL OR company_role IN ('administrateur', 'acheteur', 'conducteur_travaux', 'comptable'));
ALTER TABLE customer ADD COLUMN monthly_limit_ht_cents INTEGER CHECK (monthly_limit_ht_cents IS NULL OR monthly_limit_ht_cents >= 0);
ALTER TABLE customer ADD COLUMN removed_at TEXT;
CREATE INDEX customer_company ON customer(company_id);

-- Every professional account of before becomes its own company's administrator (issue 46). The company takes the
-- customer's id, free since no company existed: what belonged to the account is the company's from now on.
INSERT INTO company (id, name, siret, created_at)
  SELECT id, COALESCE(NULLIF(TRIM(company), ''), first_name || ' ' || last_name), siret, created_at FROM customer WHERE type = 'professionnel';
UPDATE customer SET company_id = id, company_role = 'administrateur' WHERE type = 'professionnel';

-- So does every professional account to come, whoever writes it (signup, account request, back office, seed); a
-- person invited into a company arrives with his company and is left alone.
CREATE TRIGGER customer_professional_company AFTER INSERT ON customer
  WHEN NEW.type = 'professionnel' AND NEW.company_id IS NULL
BEGIN
  INSERT INTO company (name, siret, created_at)
    VALUES (COALESCE(NULLIF(TRIM(NEW.company), ''), NEW.first_name || ' ' || NEW.last_name), NEW.siret, NEW.created_at);
  UPDATE customer SET company_id = last_insert_rowid(), company_role = 'administrateur' WHERE id = NEW.id;
END;
CREATE TRIGGER customer_becomes_professional AFTER UPDATE OF type ON customer
  WHEN NEW.type = 'professionnel' AND NEW.company_id IS NULL
BEGIN
  INSERT INTO company (name, siret, created_at)
    VALUES (COALESCE(NULLIF(TRIM(NEW.company), ''), NEW.first_name || ' ' || NEW.last_name), NEW.siret, NEW.created_at);
  UPDATE customer SET company_id = last_insert_rowid(), company_role = 'administrateur' WHERE id = NEW.id;
END;

-- An administrator's invitation: a one-time link mailed to a colleague, spent once, expiring.
CREATE TABLE company_invitation (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES company(id),
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('administrateur', 'acheteur', 'conducteur_travaux', 'comptable')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER NOT NULL REFERENCES customer(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at TEXT,
  customer_id INTEGER REFERENCES customer(id)
);
CREATE INDEX company_invitation_company ON company_invitation(company_id, created_at);

-- An order held for approval: the checkout's request as sent, its cart frozen (cart.held) until an approver places
-- it (checked again then) or refuses it with a reason. `en_cours` is an approver's claim while he places it, so
-- that two approvers at once give one order.
CREATE TABLE order_approval (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES company(id),
  cart_id INTEGER NOT NULL UNIQUE REFERENCES cart(id),
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
  created_at TEXT NOT NULL
);
CREATE INDEX order_approval_company ON order_approval(company_id, status, created_at);
ALTER TABLE cart ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "order" ADD COLUMN approved_by INTEGER REFERENCES customer(id);

-- What the back office records against an invoice (transfer, cheque…), partial payments allowed, and what a card
-- paid online (card_payment_id). An invoice is `paid` once they cover it; one paid before this table has none.
CREATE TABLE invoice_payment (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoice(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  paid_on TEXT NOT NULL, -- the territory's calendar day
  method TEXT NOT NULL CHECK (method IN ('virement', 'cheque', 'carte', 'especes', 'effet')),
  reference TEXT,
  card_payment_id INTEGER UNIQUE REFERENCES card_payment(id),
  created_at TEXT NOT NULL
);
CREATE INDEX invoice_payment_invoice ON invoice_payment(invoice_id);
