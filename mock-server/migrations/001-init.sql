-- Accounts, sessions, notices and the operation log: what the shell and login need.

CREATE TABLE roles (
  name        TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  abilities   TEXT NOT NULL DEFAULT '[]',   -- JSON array: READ, WRITE, DELETE
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,              -- scrypt$N$r$p$salt$hash
  is_admin      INTEGER NOT NULL DEFAULT 0,
  roles         TEXT NOT NULL DEFAULT '[]', -- JSON array of role names
  avatar        TEXT NOT NULL DEFAULT '',
  nickname      TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  disabled      INTEGER NOT NULL DEFAULT 0,
  last_login_at TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE tokens (
  token_hash  TEXT PRIMARY KEY,              -- sha256 of the token; the token itself is never stored
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,              -- epoch ms
  expires_at  INTEGER NOT NULL,              -- epoch ms
  revoked     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tokens_user ON tokens(user_id);

CREATE TABLE notices (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('notice', 'email')),
  image       TEXT NOT NULL DEFAULT '',
  text        TEXT NOT NULL,
  email       TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  cleared     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notices_user ON notices(user_id, cleared);

CREATE TABLE operation_log (
  id          INTEGER PRIMARY KEY,
  username    TEXT NOT NULL,
  action      TEXT NOT NULL,
  target      TEXT NOT NULL DEFAULT '',
  detail      TEXT NOT NULL DEFAULT '',
  ip          TEXT NOT NULL DEFAULT '',
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX operation_log_at ON operation_log(at);
