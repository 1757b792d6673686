-- Menus, CMS pages, ranges, articles, careers, reference data.
CREATE TABLE menu_item (
  id INTEGER PRIMARY KEY,
  menu_code TEXT NOT NULL,
  parent_id INTEGER REFERENCES menu_item(id),
  label TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('no_destination', 'external_url', 'internal')),
  slug TEXT,
  code TEXT,
  url TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX menu_item_menu ON menu_item(menu_code, parent_id, position);

-- taxonomy: kind is 'actualite' | 'conseil' | 'service'; role is 'tag' | 'category'
CREATE TABLE taxonomy (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  role TEXT NOT NULL,
  slug TEXT NOT NULL,
  label TEXT NOT NULL,
  UNIQUE (kind, role, slug)
);

-- subtype: standard | range | actualite | conseil | service
CREATE TABLE page (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  subtype TEXT NOT NULL,
  parent_id INTEGER REFERENCES page(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  category_id INTEGER REFERENCES taxonomy(id),
  published_at TEXT,
  updated_at TEXT NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX page_subtype ON page(subtype, published_at);

CREATE TABLE page_tag (
  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
  taxonomy_id INTEGER NOT NULL REFERENCES taxonomy(id),
  PRIMARY KEY (page_id, taxonomy_id)
);

CREATE TABLE gamme (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  page_id INTEGER REFERENCES page(id),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE gamme_category (
  gamme_id INTEGER NOT NULL REFERENCES gamme(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES category(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (gamme_id, category_id)
);

CREATE TABLE career_facet (
  id INTEGER PRIMARY KEY,
  facet TEXT NOT NULL CHECK (facet IN ('company', 'profile', 'location')),
  slug TEXT NOT NULL,
  label TEXT NOT NULL,
  UNIQUE (facet, slug)
);
CREATE TABLE career (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  company_id INTEGER NOT NULL REFERENCES career_facet(id),
  profile_id INTEGER NOT NULL REFERENCES career_facet(id),
  location_id INTEGER NOT NULL REFERENCES career_facet(id),
  contract TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  published_at TEXT NOT NULL,
  search_text TEXT NOT NULL
);

CREATE TABLE slide (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  link_label TEXT NOT NULL,
  link TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE redirect (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL UNIQUE,
  target TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 301 CHECK (status IN (301, 302))
);

CREATE TABLE city (
  zipcode TEXT NOT NULL,
  name TEXT NOT NULL,
  department TEXT NOT NULL,
  PRIMARY KEY (zipcode, name)
);
CREATE TABLE civility (slug TEXT PRIMARY KEY, label TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE country (code TEXT PRIMARY KEY, name TEXT NOT NULL, position INTEGER NOT NULL);

CREATE TABLE artisan_facet (
  id INTEGER PRIMARY KEY,
  facet TEXT NOT NULL CHECK (facet IN ('client', 'type', 'superficie')),
  slug TEXT NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (facet, slug)
);
CREATE TABLE artisan (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  trade TEXT NOT NULL,
  zipcode TEXT NOT NULL,
  city TEXT NOT NULL,
  department TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE artisan_artisan_facet (
  artisan_id INTEGER NOT NULL REFERENCES artisan(id) ON DELETE CASCADE,
  facet_id INTEGER NOT NULL REFERENCES artisan_facet(id),
  PRIMARY KEY (artisan_id, facet_id)
);
