-- A bar schedule's first save under its draft's key: saved again, its answer lost on an island's network, the schedule
-- made the first time takes the rows, and no second one is made (bar-schedules/bar-schedules.ts, saveFirstYielding).
ALTER TABLE bar_schedule ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX bar_schedule_request_key ON bar_schedule (customer_id, request_key) WHERE request_key IS NOT NULL;
