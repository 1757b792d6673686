-- An invitation sent under its request key: sent again, its answer lost on an island's network, the invitation made
-- the first time is answered, its link kept and not mailed twice (companies/invitations.ts).
ALTER TABLE company_invitation ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX company_invitation_request_key ON company_invitation (invited_by, request_key) WHERE request_key IS NOT NULL;
