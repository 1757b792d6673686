-- A new job site sent under its form's key: sent again, its answer lost on an island's network, the site made the
-- first time takes what is sent, and no second one is made (job-sites/job-sites.ts).
ALTER TABLE job_site ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX job_site_request_key ON job_site (customer_id, request_key) WHERE request_key IS NOT NULL;
