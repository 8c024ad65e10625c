-- PostgreSQL's words for mock-server/migrations/010-upload-usage.sql.
CREATE TABLE upload_usage (
  user_id  BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  bytes    BIGINT NOT NULL DEFAULT 0
);
