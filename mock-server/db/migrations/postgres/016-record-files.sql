-- PostgreSQL's words for mock-server/migrations/016-record-files.sql.
CREATE TABLE record_files (
  key         TEXT PRIMARY KEY,
  resource    TEXT NOT NULL,
  field       TEXT NOT NULL,
  name        TEXT NOT NULL,
  mime        TEXT NOT NULL,
  size        BIGINT NOT NULL,
  public      INTEGER NOT NULL DEFAULT 0,
  uploaded_by BIGINT,
  created_at  TEXT NOT NULL
);
CREATE INDEX record_files_owner ON record_files (resource, field);
