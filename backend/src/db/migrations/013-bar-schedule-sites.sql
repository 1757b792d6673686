-- A bar schedule's revision may be for one of the customer's job sites (its header's « Chantier » then names it);
-- its quotation is for that site, and /mes-nomenclatures lists a site's schedules.
ALTER TABLE bar_schedule_revision ADD COLUMN job_site_id INTEGER REFERENCES job_site(id);
