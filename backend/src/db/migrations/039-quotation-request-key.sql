-- A quotation of given lines (the roof configurator's bill, the mesh layout's panels) under the client's key for the
-- request: asked again under it, its answer lost on an island's network, the request gets its first quotation
-- (quotations/quotations.ts). The digest is of what was asked, so that a key sent again with other lines is refused.
ALTER TABLE quotation ADD COLUMN request_key TEXT;
ALTER TABLE quotation ADD COLUMN request_digest TEXT;
CREATE UNIQUE INDEX quotation_request_key ON quotation (customer_id, request_key) WHERE request_key IS NOT NULL;
