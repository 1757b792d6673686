-- A quotation's order cancelled before it was paid (its card's reservation ended, its buyer gave it up) gives the
-- quotation back, to be ordered again at the prices proposed (quotations/quotation-reopening.ts): one live order per
-- quotation, its cancelled ones kept beside it.
DROP INDEX order_quotation;
CREATE UNIQUE INDEX order_quotation ON "order"(quotation_id) WHERE quotation_id IS NOT NULL AND status <> 'annulee';
