-- A cart line's number is never given again: a page still showing a line removed elsewhere (another tab, another
-- device) removes it by its number, which must not name a line added since (SQLite reuses the highest rowid once it
-- is deleted). AUTOINCREMENT needs the table made anew, with every column the migrations since 003 added; nothing
-- refers to a cart line, so the copy, the drop and the renaming are all it takes.
CREATE TABLE cart_line_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  length_mm INTEGER, -- cut-to-length sheets; 0 stands for "not cut" in the unique key
  position INTEGER NOT NULL DEFAULT 0,
  schedule_revision_id INTEGER REFERENCES bar_schedule_revision(id),
  mass_g INTEGER CHECK (mass_g IS NULL OR mass_g > 0),
  asked_amount REAL,
  asked_unit TEXT CHECK (asked_unit IN ('kg', 't', 'm', 'm2')),
  frozen_unit_ht INTEGER,
  added_by_office INTEGER NOT NULL DEFAULT 0 CHECK (added_by_office IN (0, 1))
);
INSERT INTO cart_line_next (id, cart_id, product_id, quantity, length_mm, position, schedule_revision_id, mass_g, asked_amount, asked_unit,
    frozen_unit_ht, added_by_office)
  SELECT id, cart_id, product_id, quantity, length_mm, position, schedule_revision_id, mass_g, asked_amount, asked_unit,
    frozen_unit_ht, added_by_office FROM cart_line;
DROP TABLE cart_line;
ALTER TABLE cart_line_next RENAME TO cart_line;
CREATE UNIQUE INDEX cart_line_unique ON cart_line(cart_id, product_id, COALESCE(length_mm, 0), COALESCE(schedule_revision_id, 0));
