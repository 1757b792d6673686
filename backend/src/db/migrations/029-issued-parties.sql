-- An issued invoice or credit note never changes (Code de commerce, art. L441-9): what it prints of its buyer (type,
-- name, company, SIRET, VAT number) and of its seller (SELLER_*), as they were on its day, kept as JSON
-- (documents/issued-parties.ts) so that the back office changing a customer's status or the seller moving leaves it
-- as issued. NULL for those issued before: they print the customer and the seller as they are now.
ALTER TABLE invoice ADD COLUMN parties TEXT CHECK (parties IS NULL OR json_valid(parties));
ALTER TABLE credit_note ADD COLUMN parties TEXT CHECK (parties IS NULL OR json_valid(parties));
