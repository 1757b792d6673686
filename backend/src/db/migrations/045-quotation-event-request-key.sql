-- A buyer's move on a quotation (refuse, ask a revision, ask again) sent under its request key: sent again, its answer
-- lost on an island's network, the move made the first time is answered (quotations/quotation-lifecycle.ts).
ALTER TABLE quotation_event ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX quotation_event_request_key ON quotation_event (customer_id, request_key) WHERE request_key IS NOT NULL;
