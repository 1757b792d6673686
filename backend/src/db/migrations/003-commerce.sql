-- Customers, sessions, carts, orders, quotations, invoices, forms, mail.
CREATE TABLE customer (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  roles TEXT NOT NULL DEFAULT '["customer"]', -- JSON array
  type TEXT NOT NULL CHECK (type IN ('particulier', 'professionnel')),
  civility TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT,
  siret TEXT,
  discount_rate REAL NOT NULL DEFAULT 0,
  newsletter INTEGER NOT NULL DEFAULT 0,
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE address (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  civility TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  street TEXT NOT NULL,
  street2 TEXT,
  zipcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  is_default_delivery INTEGER NOT NULL DEFAULT 0,
  is_default_billing INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT
);
CREATE INDEX address_customer ON address(customer_id);

-- Revoked tokens, by JWT id, kept until the token could no longer be refreshed.
CREATE TABLE revoked_token (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

CREATE TABLE password_reset (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE account_request (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL, -- JSON
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'authorized')),
  customer_id INTEGER REFERENCES customer(id),
  created_at TEXT NOT NULL
);

CREATE TABLE cart (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customer(id),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered', 'quoted', 'merged')),
  complementary_information TEXT NOT NULL DEFAULT '',
  order_id INTEGER,
  quotation_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX cart_customer ON cart(customer_id, status);

CREATE TABLE cart_line (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  length_mm INTEGER, -- cut-to-length sheets; 0 stands for "not cut" in the unique key
  position INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX cart_line_unique ON cart_line(cart_id, product_id, COALESCE(length_mm, 0));

CREATE TABLE carrier (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  delay TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE carrier_price (
  carrier_id INTEGER NOT NULL REFERENCES carrier(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  price_ht INTEGER NOT NULL,
  free_threshold INTEGER,
  PRIMARY KEY (carrier_id, sales_plan_id)
);
CREATE TABLE payment (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  description TEXT NOT NULL,
  professional_only INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);

-- Orders and quotations freeze their lines, prices and addresses.
CREATE TABLE "order" (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  cart_id INTEGER NOT NULL UNIQUE REFERENCES cart(id), -- one order per cart: a resubmission finds it
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  status TEXT NOT NULL,
  carrier_id INTEGER NOT NULL REFERENCES carrier(id),
  payment_id INTEGER NOT NULL REFERENCES payment(id),
  delivery_address TEXT NOT NULL, -- JSON snapshot
  billing_address TEXT NOT NULL, -- JSON snapshot
  lines TEXT NOT NULL, -- JSON snapshot
  amount_ht INTEGER NOT NULL,
  shipping_ht INTEGER NOT NULL,
  vat_rate REAL NOT NULL,
  complementary_information TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX order_customer ON "order"(customer_id, created_at);

CREATE TABLE quotation (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  cart_id INTEGER NOT NULL UNIQUE REFERENCES cart(id),
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  status TEXT NOT NULL,
  lines TEXT NOT NULL,
  amount_ht INTEGER NOT NULL,
  vat_rate REAL NOT NULL,
  complementary_information TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  valid_until TEXT NOT NULL
);
CREATE INDEX quotation_customer ON quotation(customer_id, created_at);

CREATE TABLE invoice (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES "order"(id),
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  issued_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE form_submission (
  id INTEGER PRIMARY KEY,
  form TEXT NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL, -- JSON
  files TEXT NOT NULL DEFAULT '[]', -- JSON: name, type, size, stored path
  created_at TEXT NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
