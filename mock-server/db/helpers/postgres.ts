import { sql } from "kysely";
import { likePattern } from "./like.js";
import type { ElementType, Helpers } from "./types.js";

/** PostgreSQL's words for what the dialects say differently. */
export const postgresHelpers: Helpers = {
  arrayHolds: (column, value) => sql<boolean>`jsonb_exists(${sql.ref(column)}::jsonb, ${value})`,
  // ILIKE: a search ignores case, as SQLite's LIKE does.
  contains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${likePattern(text)} ESCAPE '\\'`,
  // An array parameter: the same SQL text for any number of values.
  anyOf: (expr, values) => sql<boolean>`${expr} = ANY(${values})`,
  // Elements compared as text: ids and option values, whose JSON spelling is their text.
  holdsAnyOf: (column, values) =>
    sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${sql.ref(column)}::jsonb) AS e(value) WHERE e.value = ANY(${values.map(String)}::text[]))`,
  elementCompares: (column, type, op, value) =>
    sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${sql.ref(column)}::jsonb) AS e(value) WHERE ${elementAs(type)} ${sql.raw(op)} ${value})`,
  // PostgreSQL puts NULLs last ascending; the product's lists sort them as SQLite does (indexes are made to match).
  sortKey: (column, direction) =>
    sql`${sql.ref(column)} ${sql.raw(direction === "ASC" ? "ASC NULLS FIRST" : "DESC NULLS LAST")}`,
  isUniqueViolation: (err) => (err as { code?: string } | null)?.code === "23505",
};

/** A JSON array element (text) as the SQL type of its field; booleans as the 0/1 the product stores. */
function elementAs(type: ElementType) {
  switch (type) {
    case "integer":
      return sql`e.value::bigint`;
    case "number":
      return sql`e.value::double precision`;
    case "boolean":
      return sql`(e.value::boolean)::int`;
    default:
      return sql`e.value`;
  }
}
