import { sql } from "kysely";
import { likePattern } from "./like.js";
import type { Helpers } from "./types.js";

/** PostgreSQL's words for what the dialects say differently. */
export const postgresHelpers: Helpers = {
  arrayHolds: (column, value) => sql<boolean>`jsonb_exists(${sql.ref(column)}::jsonb, ${value})`,
  // ILIKE: a search ignores case, as SQLite's LIKE does.
  contains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${likePattern(text)} ESCAPE '\\'`,
  // Containment of a one-element array: `@>` compares JSON numbers as numbers.
  arrayHoldsNumber: (column, value) => sql<boolean>`${sql.ref(column)}::jsonb @> ${JSON.stringify([value])}::jsonb`,
  // Text that is not a time is NULL, as SQLite's datetime() answers, rather than a failed cast.
  plusMinutes: (moment, minutes) =>
    sql<string | null>`CASE WHEN ${moment} ~ '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}'
      THEN to_char(${moment}::timestamp + COALESCE(${minutes}, 0) * interval '1 minute', 'YYYY-MM-DD HH24:MI:SS') END`,
  // The catalog rather than information_schema: one indexed lookup, and the search path picks the schema.
  tableColumns: (table) =>
    sql<{ name: string }>`SELECT attname AS name FROM pg_attribute
      WHERE attrelid = to_regclass(${table}::text) AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
};
