import { sql } from "kysely";
import { likePattern } from "./like.js";
import type { Helpers } from "./types.js";

/** SQLite's words for what the dialects say differently. */
export const sqliteHelpers: Helpers = {
  arrayHolds: (column, value) =>
    sql<boolean>`EXISTS (SELECT 1 FROM json_each(${sql.ref(column)}) j WHERE j.value = ${value})`,
  // SQLite's LIKE ignores the case of ASCII letters already.
  contains: (column, text) => sql<boolean>`${sql.ref(column)} LIKE ${likePattern(text)} ESCAPE '\\'`,
  arrayHoldsNumber: (column, value) =>
    sql<boolean>`EXISTS (SELECT 1 FROM json_each(${sql.ref(column)}) j WHERE j.value = ${value})`,
  plusMinutes: (moment, minutes) =>
    sql<string | null>`datetime(${moment}, '+' || COALESCE(${minutes}, 0) || ' minutes')`,
  tableColumns: (table) => sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`,
  // One JSON parameter: the same SQL text for any number of values, compiled once.
  anyOf: (expr, values) => sql<boolean>`${expr} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`,
  holdsAnyOf: (column, values) =>
    sql<boolean>`EXISTS (SELECT 1 FROM json_each(${sql.ref(column)}) WHERE value IN (SELECT value FROM json_each(${JSON.stringify(values)})))`,
  // json_each gives each element its own SQL type already.
  elementCompares: (column, _type, op, value) =>
    sql<boolean>`EXISTS (SELECT 1 FROM json_each(${sql.ref(column)}) WHERE value ${sql.raw(op)} ${value})`,
  // SQLite's own order: NULLs are the smallest value.
  sortKey: (column, direction) => sql`${sql.ref(column)} ${sql.raw(direction)}`,
  isUniqueViolation: (err) => (err as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE",
};
