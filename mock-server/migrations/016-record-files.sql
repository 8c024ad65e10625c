-- Files of record fields with `format: "file"`: the file lies in the shared upload folder under `key`
-- (a generated name); this row keeps what the upload said and whose field it belongs to, so the
-- download route can check the caller may read that resource and a write cannot borrow another
-- resource's file.
CREATE TABLE record_files (
  key         TEXT PRIMARY KEY,
  resource    TEXT NOT NULL,
  field       TEXT NOT NULL,
  name        TEXT NOT NULL,
  mime        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  public      INTEGER NOT NULL DEFAULT 0,
  uploaded_by INTEGER,
  created_at  TEXT NOT NULL
);
CREATE INDEX record_files_owner ON record_files (resource, field);
