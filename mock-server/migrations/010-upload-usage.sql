-- What each account uploaded in all, in bytes: an account without a role has a quota
-- (app.json `security.uploadQuotaMB`), so a self-registered account cannot fill the disk.
CREATE TABLE upload_usage (
  user_id  INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  bytes    INTEGER NOT NULL DEFAULT 0
);
