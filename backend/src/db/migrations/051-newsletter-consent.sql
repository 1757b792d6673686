-- A buyer's consent to the news and offers the shop mails, with its day, and the day he withdrew it (RGPD art. 7(1):
-- the shop shows that he consented, and when). A flag set before this migration has no day: it is left unknown, not
-- guessed (customers.ts writes both from now on).
ALTER TABLE customer ADD COLUMN newsletter_consent_at TEXT;
ALTER TABLE customer ADD COLUMN newsletter_withdrawn_at TEXT;
