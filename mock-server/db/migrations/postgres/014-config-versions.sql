-- PostgreSQL's words for mock-server/migrations/014-config-versions.sql.
CREATE TABLE config_versions (
  id          BIGSERIAL PRIMARY KEY,
  version     TEXT NOT NULL,
  applied_at  TEXT NOT NULL,
  applied_by  TEXT NOT NULL DEFAULT '',
  source      TEXT NOT NULL,
  files       TEXT NOT NULL DEFAULT ''
);
