-- PostgreSQL's words for mock-server/migrations/017-user-locale.sql.
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT '';
