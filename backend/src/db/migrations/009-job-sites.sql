-- A professional's job sites (chantiers): where his steel is delivered and what the driver must know.
-- The site's address is a row of his address book (a delivery address), written with the site.
-- Text lengths are the contract's (src/contract/job-sites.ts); only what a bad value would break is checked here.
CREATE TABLE job_site (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- no cascade: addresses are only soft-deleted, and a site must never vanish with one
  address_id INTEGER NOT NULL REFERENCES address(id),
  contact_name TEXT,
  contact_phone TEXT,
  truck_access TEXT NOT NULL CHECK (truck_access IN ('tout', 'porteur', 'petit-porteur')),
  crane_needed INTEGER NOT NULL DEFAULT 0 CHECK (crane_needed IN (0, 1)),
  opening_hours TEXT,
  access_notes TEXT,
  purchase_order TEXT,
  archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX job_site_customer ON job_site(customer_id);
