-- A customer's saved lists (the spec's « saved carts »): named lists of products put in the cart in one
-- click at the day's prices. One account per company, so the list belongs to the customer row.
-- Text lengths are the contract's (src/contract/saved-lists.ts); only what a bad value would break is checked here.
CREATE TABLE saved_list (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- the customer's own site only (the service checks it); no cascade: sites are archived, never deleted
  job_site_id INTEGER REFERENCES job_site(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX saved_list_customer ON saved_list(customer_id);

-- no price here: a list is priced when it is read or sent to the cart, at that day's prices
CREATE TABLE saved_list_line (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL REFERENCES saved_list(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  length_mm INTEGER, -- cut-to-length sheets; 0 stands for "not cut" in the unique key, as in cart_line
  position INTEGER NOT NULL
);
CREATE UNIQUE INDEX saved_list_line_unique ON saved_list_line(list_id, product_id, COALESCE(length_mm, 0));
