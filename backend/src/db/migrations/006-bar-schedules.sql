-- Bar schedules (nomenclatures de façonnage): src/lib/rebar computes every figure, the API stores what the customer typed.

-- Which catalogue product prices which bars, per kg: shaping to plan for any shape, cutting to length for straight bars.
CREATE TABLE bar_price_class (
  product_id INTEGER PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  service TEXT NOT NULL CHECK (service IN ('shaping', 'cutting')),
  min_diameter_mm INTEGER NOT NULL,
  max_diameter_mm INTEGER NOT NULL CHECK (max_diameter_mm >= min_diameter_mm)
);

-- A customer's schedule. Its rows live in its revisions: a revision sent to the
-- cart or to a quotation is frozen, and the next change opens a new letter.
CREATE TABLE bar_schedule (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX bar_schedule_customer ON bar_schedule(customer_id, updated_at);

CREATE TABLE bar_schedule_revision (
  id INTEGER PRIMARY KEY,
  schedule_id INTEGER NOT NULL REFERENCES bar_schedule(id) ON DELETE CASCADE,
  letter TEXT NOT NULL,
  -- draft: being edited; sent: in a cart or a quotation, frozen; ordered: in an order, frozen for good
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'ordered')),
  job_site TEXT NOT NULL DEFAULT '',
  drawing TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  schedule_date TEXT NOT NULL,
  rows TEXT NOT NULL, -- JSON: the rows as the customer gave them, figures left out (recomputed on every read)
  row_count INTEGER NOT NULL,
  mass_g INTEGER NOT NULL, -- of the sound rows, for the list
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (schedule_id, letter)
);

-- A cart line may carry one revision of a schedule: its mass in grams is the schedule's theoretical mass for the line's product.
ALTER TABLE cart_line ADD COLUMN schedule_revision_id INTEGER REFERENCES bar_schedule_revision(id);
ALTER TABLE cart_line ADD COLUMN mass_g INTEGER CHECK (mass_g IS NULL OR mass_g > 0);
DROP INDEX cart_line_unique;
CREATE UNIQUE INDEX cart_line_unique ON cart_line(cart_id, product_id, COALESCE(length_mm, 0), COALESCE(schedule_revision_id, 0));
