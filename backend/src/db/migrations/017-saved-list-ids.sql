-- A saved list's number is never given again: a tab keeps a list's unsaved lines under its number, and links and
-- caches name it, so a new list taking a deleted one's number (SQLite reuses the highest rowid once it is deleted)
-- would open with the deleted list's lines. AUTOINCREMENT needs the table made anew (SQLite's ALTER TABLE cannot
-- add it). The foreign keys stay on in the migration's transaction: the lines are copied to a table that refers to
-- the new lists before the old tables go, so dropping them cascades to nothing, and the renaming rewrites that reference.
CREATE TABLE saved_list_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- the customer's own site only (the service checks it); no cascade: sites are archived, never deleted
  job_site_id INTEGER REFERENCES job_site(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO saved_list_next (id, customer_id, name, job_site_id, created_at, updated_at)
  SELECT id, customer_id, name, job_site_id, created_at, updated_at FROM saved_list;

CREATE TABLE saved_list_line_next (
  id INTEGER PRIMARY KEY,
  list_id INTEGER NOT NULL REFERENCES saved_list_next(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  length_mm INTEGER, -- cut-to-length sheets; 0 stands for "not cut" in the unique key, as in cart_line
  position INTEGER NOT NULL
);
INSERT INTO saved_list_line_next (id, list_id, product_id, quantity, length_mm, position)
  SELECT id, list_id, product_id, quantity, length_mm, position FROM saved_list_line;

DROP TABLE saved_list_line;
DROP TABLE saved_list;
ALTER TABLE saved_list_next RENAME TO saved_list;
ALTER TABLE saved_list_line_next RENAME TO saved_list_line;
CREATE INDEX saved_list_customer ON saved_list(customer_id);
CREATE UNIQUE INDEX saved_list_line_unique ON saved_list_line(list_id, product_id, COALESCE(length_mm, 0));
