-- Every config version a server applied (docs/architecture.md, "Live config"): who, when and from
-- where (start, file watcher, designer). The newest row is the version every process converges on.
CREATE TABLE config_versions (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  version     TEXT NOT NULL,
  applied_at  TEXT NOT NULL,
  applied_by  TEXT NOT NULL DEFAULT '',
  source      TEXT NOT NULL,
  files       TEXT NOT NULL DEFAULT ''
);
