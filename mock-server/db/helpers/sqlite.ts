import type BetterSqlite3 from "better-sqlite3";
import { sql } from "kysely";
import { likePattern } from "./like.js";
import { DENSE_HITS, searchLookup } from "./search.js";
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

/**
 * A `contains` through the column's FTS5 index, or undefined (plain LIKE) when the text is common: a
 * probe counting at most DENSE_HITS hits, run synchronously on the connection (better-sqlite3 answers at
 * once, inside the transaction the query runs in), decides between the two plans.
 */
function searchContains(raw: BetterSqlite3.Database, index: string, text: string) {
  const lookup = searchLookup(index, text);
  if (!lookup) return undefined;
  try {
    const probe = raw.prepare(`SELECT count(*) AS n FROM (${lookup.sql} LIMIT ${DENSE_HITS})`);
    if ((probe.get(...lookup.params) as { n: number }).n >= DENSE_HITS) return undefined;
  } catch {
    return undefined; // no such index (yet): the plain LIKE answers the same
  }
  const [head, ...tail] = lookup.sql.split("?");
  const ids = tail.reduce((q, part, i) => sql`${q}${lookup.params[i]}${sql.raw(part)}`, sql.raw(head!));
  return sql<boolean>`id IN (${ids})`;
}

/** SQLite's words for what the dialects say differently; with the connection, searches use their index. */
export const sqliteHelpersOn = (raw?: BetterSqlite3.Database): Helpers => ({
  ...sqliteHelpers,
  searchContains: raw ? (index, _column, text) => searchContains(raw, index, text) : undefined,
});
