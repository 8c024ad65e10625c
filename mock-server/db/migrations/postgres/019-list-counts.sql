-- PostgreSQL's words for mock-server/migrations/019-list-counts.sql.
CREATE TABLE list_counts (
  key         TEXT PRIMARY KEY,
  table_name  TEXT NOT NULL,
  version     TEXT NOT NULL,
  total       BIGINT NOT NULL,
  exact       INTEGER NOT NULL,
  counted_at  BIGINT NOT NULL
);
CREATE INDEX list_counts_counted_at ON list_counts (counted_at);
