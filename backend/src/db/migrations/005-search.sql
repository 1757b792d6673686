-- Product search through an index instead of a LIKE over every product.
--
-- product_fts: `search_text` (already lowercase and without accents, see
-- services/text.ts) in trigrams, so that any part of a word of 3 letters or
-- more is found by the index, as `LIKE '%…%'` found it by reading every
-- row; it keeps its own copy of the text, which the exact filters and the
-- ranking read instead of the product's wide row. `search_text` starts with
-- the name: its first `name_length` characters are the name, which ranks a
-- word found there above one found in the category or the tags.
CREATE VIRTUAL TABLE product_fts USING fts5(search_text, name_length UNINDEXED, tokenize = 'trigram');

-- product_word: the same text in whole words, for its vocabulary only (the
-- words the typo tolerance may correct a query to, with how many products
-- have each). Nothing is stored but the index.
CREATE VIRTUAL TABLE product_word USING fts5(search_text, content = '', contentless_delete = 1, detail = none, tokenize = 'unicode61 remove_diacritics 0');
CREATE VIRTUAL TABLE product_word_vocab USING fts5vocab(product_word, row);

INSERT INTO product_fts (rowid, search_text, name_length) SELECT id, search_text, length(name) FROM product;
INSERT INTO product_word (rowid, search_text) SELECT id, search_text FROM product;

-- Counts every change of what search answers depend on (the indexed text,
-- names, the catalogue's order, synonyms): the API keeps each query's answer
-- until it moves (services/search.ts). Carts and orders leave it alone.
CREATE TABLE search_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO search_version (id, value) VALUES (1, 0);

-- Kept in step with the product table whoever writes it (the seed, the admin calls).
CREATE TRIGGER product_search_insert AFTER INSERT ON product BEGIN
  INSERT INTO product_fts (rowid, search_text, name_length) VALUES (new.id, new.search_text, length(new.name));
  INSERT INTO product_word (rowid, search_text) VALUES (new.id, new.search_text);
  UPDATE search_version SET value = value + 1;
END;
CREATE TRIGGER product_search_delete AFTER DELETE ON product BEGIN
  DELETE FROM product_fts WHERE rowid = old.id;
  DELETE FROM product_word WHERE rowid = old.id;
  UPDATE search_version SET value = value + 1;
END;
CREATE TRIGGER product_search_update AFTER UPDATE OF id, name, search_text ON product BEGIN
  DELETE FROM product_fts WHERE rowid = old.id;
  DELETE FROM product_word WHERE rowid = old.id;
  INSERT INTO product_fts (rowid, search_text, name_length) VALUES (new.id, new.search_text, length(new.name));
  INSERT INTO product_word (rowid, search_text) VALUES (new.id, new.search_text);
  UPDATE search_version SET value = value + 1;
END;
CREATE TRIGGER product_search_order AFTER UPDATE OF position ON product BEGIN
  UPDATE search_version SET value = value + 1;
END;

-- What buyers type for what the catalogue names otherwise ("fer à béton" for
-- "barre HA"): a query containing `term` also finds what `expansion` finds.
-- Both are normalised words; `position` orders the expansions of a term, the
-- first ranking first. Filled by the seed (seed/data/synonyms.ts).
CREATE TABLE search_synonym (
  term TEXT NOT NULL,
  expansion TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (term, expansion)
);
CREATE TRIGGER search_synonym_insert AFTER INSERT ON search_synonym BEGIN UPDATE search_version SET value = value + 1; END;
CREATE TRIGGER search_synonym_update AFTER UPDATE ON search_synonym BEGIN UPDATE search_version SET value = value + 1; END;
CREATE TRIGGER search_synonym_delete AFTER DELETE ON search_synonym BEGIN UPDATE search_version SET value = value + 1; END;
