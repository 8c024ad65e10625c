-- Counts of filtered lists shared between processes (count-cache.ts): one row per count, keyed by a hash
-- of the resource and its filters, valid while its table's `data_versions` row still holds `version`.
-- `exact` 0 keeps a lower bound: more than `total` rows match. PostgreSQL reads it; SQLite serves one
-- process and keeps its counts in memory; the table is here so both stores have the same schema.
CREATE TABLE list_counts (
  key         TEXT PRIMARY KEY,
  table_name  TEXT NOT NULL,
  version     TEXT NOT NULL,
  total       INTEGER NOT NULL,
  exact       INTEGER NOT NULL,
  counted_at  INTEGER NOT NULL
);
