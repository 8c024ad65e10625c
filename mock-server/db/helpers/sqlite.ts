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
};
