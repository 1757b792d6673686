-- The monthly statement mail (issue 46, backend/src/companies/statement-mails.ts): a company's month is claimed here
-- before its mail is sent, so that two API processes or two ticks of the timer send it once. A claim whose PDF could
-- not be made is deleted again, and the next tick retries.
CREATE TABLE company_statement_mail (
  company_id INTEGER NOT NULL REFERENCES company(id),
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'), -- the month the statement covers, YYYY-MM
  sent_at TEXT NOT NULL,
  PRIMARY KEY (company_id, month)
);
