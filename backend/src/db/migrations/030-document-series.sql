-- Invoices and credit notes numbered in one series per territory and year (FAC-GUF-2027-000001,
-- backend/src/documents/series.ts): in one series for all three, the id as the number, an invoice of 00:30 on
-- 1 January in Guyane took a lower number than one of 23:40 on 31 December in Martinique ten minutes later, and so
-- the sequence was no longer chronological (CGI art. 242 nonies A). `last`: the series' last number given, moved in
-- the transaction that writes the document, so that a rolled-back one leaves no gap. Documents already issued keep
-- their numbers.
CREATE TABLE document_series (
  kind TEXT NOT NULL,
  territory TEXT NOT NULL,
  year INTEGER NOT NULL,
  last INTEGER NOT NULL CHECK (last > 0),
  PRIMARY KEY (kind, territory, year)
) WITHOUT ROWID;
