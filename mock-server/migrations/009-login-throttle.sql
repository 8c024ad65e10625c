-- Failed logins and password changes, counted in the database so every server process sees them
-- (docs/security.md). A row is one failure of one subject: `acct:<name>` or `addr:<ip>`.
CREATE TABLE login_failures (
  id       INTEGER PRIMARY KEY,
  kind     TEXT NOT NULL,      -- staff | student | register
  subject  TEXT NOT NULL,      -- acct:<username or phone> | addr:<ip>
  at       INTEGER NOT NULL    -- epoch ms
);
CREATE INDEX login_failures_subject ON login_failures(subject, kind, at);
CREATE INDEX login_failures_at ON login_failures(at);

-- A session's first login: a renewed token (402) inherits it, so a session has an absolute lifetime.
ALTER TABLE tokens ADD COLUMN session_started_at INTEGER;
