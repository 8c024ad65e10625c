import { sql } from "kysely";
import { likePattern } from "./like.js";
import type { Helpers } from "./types.js";

/** PostgreSQL's words for what the dialects say differently. */
export const postgresHelpers: Helpers = {
  arrayHolds: (column, value) => sql<boolean>`jsonb_exists(${sql.ref(column)}::jsonb, ${value})`,
  // ILIKE: a search ignores case, as SQLite's LIKE does.
  contains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${likePattern(text)} ESCAPE '\\'`,
  // The catalog rather than information_schema: one indexed lookup, and the search path picks the schema.
  tableColumns: (table) =>
    sql<{ name: string }>`SELECT attname AS name FROM pg_attribute
      WHERE attrelid = to_regclass(${table}::text) AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
};
