-- One row per table whose rows a list counts: its `version` moves with every write, so a process that
-- keeps a count in memory knows with one primary-key read whether it still holds (PostgreSQL, where
-- many processes write). SQLite serves one process and reads its own change counters instead; the
-- table is here so both stores have the same schema.
CREATE TABLE data_versions (
  table_name  TEXT PRIMARY KEY,
  version     INTEGER NOT NULL DEFAULT 0
);
