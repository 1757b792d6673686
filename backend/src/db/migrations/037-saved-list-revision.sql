-- A saved list's revision, one more at every change: a company's people share its lists, and a change sent with the
-- revision it was made on is refused once another has changed the list since (saved-lists/saved-lists.ts), where
-- the second to save wrote over the first's lines without either knowing it.
ALTER TABLE saved_list ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
