-- Server-side sessions. Every token names its session (claim `sid`) and is
-- valid only while it is the session's current token: logout, a password
-- change or reset end sessions, and a refresh rotates the current token.
CREATE TABLE session (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  current_jti TEXT NOT NULL,
  previous_jti TEXT, -- the token the current one replaced, forgiven briefly (two tabs refreshing at once)
  rotated_at INTEGER, -- epoch seconds
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, -- absolute end, whatever the refreshes
  ended_at INTEGER,
  end_reason TEXT CHECK (end_reason IN ('logout', 'logout_all', 'password_change', 'password_reset', 'reuse'))
);
CREATE INDEX session_customer ON session(customer_id, ended_at);

-- Tokens issued before sessions existed cannot be ended: they are refused (invalid_token) and their holders sign in again.
DROP TABLE revoked_token;

-- Professional terms (payment on account) are granted by the back office only.
ALTER TABLE customer ADD COLUMN professional_verified INTEGER NOT NULL DEFAULT 0;
UPDATE customer SET professional_verified = 1
  WHERE type = 'professionnel' AND id IN (SELECT customer_id FROM account_request WHERE status = 'authorized');
-- the seed's demo professional stands for an account the back office opened (README, Demo accounts)
UPDATE customer SET professional_verified = 1 WHERE email = 'pro@trefima.example' AND type = 'professionnel';

-- Made-to-order products (cut to length, shaped to plan): working days of production; NULL for stocked products.
ALTER TABLE product ADD COLUMN lead_time_days INTEGER CHECK (lead_time_days IS NULL OR lead_time_days > 0);

-- Identical submissions of a form within a short window are answered once.
ALTER TABLE form_submission ADD COLUMN fingerprint TEXT;
CREATE INDEX form_submission_fingerprint ON form_submission(fingerprint, created_at);
