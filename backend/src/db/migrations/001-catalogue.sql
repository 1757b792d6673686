-- Sites, territories and the catalogue.
CREATE TABLE site (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  default_language TEXT NOT NULL
);
CREATE TABLE site_language (
  site_id INTEGER NOT NULL REFERENCES site(id),
  code TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (site_id, code)
);
CREATE TABLE sales_plan (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES site(id),
  target TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  vat_rate REAL NOT NULL,
  currency_code TEXT NOT NULL DEFAULT 'EUR',
  currency_symbol TEXT NOT NULL DEFAULT '€',
  free_shipping_threshold INTEGER
);
CREATE TABLE setting (
  site_id INTEGER NOT NULL REFERENCES site(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL, -- JSON
  PRIMARY KEY (site_id, key)
);

CREATE TABLE category (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES category(id),
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  depth INTEGER NOT NULL
);
CREATE INDEX category_parent ON category(parent_id);

CREATE TABLE product (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES category(id),
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  min_quantity INTEGER NOT NULL DEFAULT 1,
  step INTEGER NOT NULL DEFAULT 1,
  stock INTEGER NOT NULL DEFAULT 0,
  brand TEXT NOT NULL,
  color_ral TEXT,
  color_label TEXT,
  color_hex TEXT,
  width REAL,
  length REAL,
  thickness REAL,
  diameter REAL,
  weight REAL,
  cut_min_length REAL,
  cut_max_length REAL,
  profile TEXT,
  search_text TEXT NOT NULL, -- lowercase, without accents: name, reference, brand, category
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX product_category ON product(category_id);
CREATE INDEX product_profile ON product(profile);

CREATE TABLE product_tag (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (product_id, tag)
);
CREATE INDEX product_tag_tag ON product_tag(tag);

CREATE TABLE product_price (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sales_plan_id INTEGER NOT NULL REFERENCES sales_plan(id),
  price_ht INTEGER NOT NULL CHECK (price_ht >= 0),
  PRIMARY KEY (product_id, sales_plan_id)
);
CREATE INDEX product_price_plan ON product_price(sales_plan_id, price_ht);
