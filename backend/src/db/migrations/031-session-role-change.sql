-- A session also ends when its holder's role in his company changes (companies/routes.ts): his pages keep the rights
-- they read at sign-in. SQLite cannot change a CHECK in place, so the table is made anew with the columns 004 gave
-- it; nothing refers to a session, so the copy, the drop and the renaming are all it takes.
CREATE TABLE session_next (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  current_jti TEXT NOT NULL,
  previous_jti TEXT, -- the token the current one replaced, forgiven briefly (two tabs refreshing at once)
  rotated_at INTEGER, -- epoch seconds
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, -- absolute end, whatever the refreshes
  ended_at INTEGER,
  end_reason TEXT CHECK (end_reason IN ('logout', 'logout_all', 'password_change', 'password_reset', 'reuse', 'role_change'))
);
INSERT INTO session_next (id, customer_id, current_jti, previous_jti, rotated_at, created_at, expires_at, ended_at, end_reason)
  SELECT id, customer_id, current_jti, previous_jti, rotated_at, created_at, expires_at, ended_at, end_reason FROM session;
DROP TABLE session;
ALTER TABLE session_next RENAME TO session;
CREATE INDEX session_customer ON session(customer_id, ended_at);
