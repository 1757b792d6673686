-- A new saved list sent under its request key: sent again, its answer lost on an island's network, the list made the
-- first time is answered, and no second one of the same name is made (saved-lists/saved-lists.ts).
ALTER TABLE saved_list ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX saved_list_request_key ON saved_list (customer_id, request_key) WHERE request_key IS NOT NULL;
