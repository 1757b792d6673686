-- What a contractor's order says besides its lines: the job site it goes to, his purchase-order number and the day he wants it.
-- Working days a carrier needs in each territory, from which the first delivery date a buyer may ask for is counted (src/lib/calendar).
ALTER TABLE carrier_price ADD COLUMN delay_days INTEGER NOT NULL DEFAULT 1 CHECK (delay_days BETWEEN 0 AND 60);
UPDATE carrier_price SET delay_days = CASE
  (SELECT code FROM carrier WHERE id = carrier_id) || '/' || (SELECT target FROM sales_plan WHERE id = sales_plan_id)
  WHEN 'retrait-jarry/trefima_gpe' THEN 5
  WHEN 'retrait-degrad/trefima_guf' THEN 8
  WHEN 'livraison-plateau/trefima_mtq' THEN 2
  WHEN 'livraison-plateau/trefima_gpe' THEN 5
  WHEN 'livraison-plateau/trefima_guf' THEN 8
  WHEN 'livraison-grue/trefima_mtq' THEN 3
  WHEN 'livraison-grue/trefima_gpe' THEN 6
  WHEN 'livraison-grue/trefima_guf' THEN 10
  ELSE 1 END;

-- Set by the back office when a customer's purchasing rules want a purchase-order number on every order.
ALTER TABLE customer ADD COLUMN purchase_order_required INTEGER NOT NULL DEFAULT 0 CHECK (purchase_order_required IN (0, 1));

-- The site is kept as it was when ordered (JSON), like the addresses: the driver's notes must not change under a placed order.
ALTER TABLE "order" ADD COLUMN job_site_id INTEGER REFERENCES job_site(id);
ALTER TABLE "order" ADD COLUMN job_site TEXT;
ALTER TABLE "order" ADD COLUMN purchase_order TEXT;
ALTER TABLE "order" ADD COLUMN requested_delivery_date TEXT;
CREATE INDEX order_job_site ON "order"(job_site_id);

ALTER TABLE quotation ADD COLUMN job_site_id INTEGER REFERENCES job_site(id);
CREATE INDEX quotation_job_site ON quotation(job_site_id);
