-- The revision a bar schedule's own quotation was asked for (BarScheduleSending.toQuotation). It was found by the
-- quotation's cart lines, which a schedule without an online price has none of: a double click asked it twice. Older
-- quotations keep being found by their lines.
ALTER TABLE quotation ADD COLUMN schedule_revision_id INTEGER REFERENCES bar_schedule_revision(id);
CREATE INDEX quotation_schedule_revision ON quotation(schedule_revision_id) WHERE schedule_revision_id IS NOT NULL;
