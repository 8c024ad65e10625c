-- PostgreSQL's words for mock-server/migrations/012-data-versions.sql, and what moves the versions.
CREATE TABLE data_versions (
  table_name  TEXT PRIMARY KEY,
  version     BIGINT NOT NULL DEFAULT 0
);

-- Bumps the version of the table a statement wrote, inside that statement's transaction: readers see
-- the new version exactly when they can see the new rows. The resources' tables get a statement-level
-- trigger calling it when the server builds them from config (resources/sync-tables.ts), so a write by
-- any module or process counts.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END
$$;

-- Whether a text is a JSON array (SQLite's json_valid() and json_type()): a text column becomes an
-- array field's only if none of its values is anything else.
CREATE FUNCTION is_json_array(value TEXT) RETURNS BOOLEAN LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN value IS NULL OR jsonb_typeof(value::jsonb) = 'array';
EXCEPTION WHEN invalid_text_representation THEN
  RETURN FALSE;
END
$$;
