-- Trigram indexes (pg_trgm): a list's `contains` search (ILIKE '%text%') reads an index instead of the
-- whole table. resources/sync-tables.ts makes one per text field a list searches with `contains`.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
