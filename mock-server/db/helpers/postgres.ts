import { sql } from "kysely";
import { likePattern } from "./like.js";
import type { ElementType, Helpers } from "./types.js";

/** A value's characters, lowered: the expression of a short-search index, and of the searches that read it. */
export const charsOf = (column: string) => sql<string[]>`string_to_array(lower(${sql.ref(column)}), NULL)`;

/** PostgreSQL's words for what the dialects say differently. */
export const postgresHelpers: Helpers = {
  arrayHolds: (column, value) => sql<boolean>`jsonb_exists(${sql.ref(column)}::jsonb, ${value})`,
  // ILIKE: a search ignores case, as SQLite's LIKE does.
  contains: (column, text) => sql<boolean>`${sql.ref(column)} ILIKE ${likePattern(text)} ESCAPE '\\'`,
  // Three characters and more: the planner reads the trigram index for the ILIKE by itself. Fewer: the
  // index of each value's characters (migration 020) finds the rows holding every character of the text.
  // One character (lowered to one): that is the answer, and the planner's estimate of it is its own, so it
  // weighs the index against walking the list's order rightly. Two: the ILIKE then keeps those where the
  // two stand together. `char_length(lower(text)) = 1` is folded while planning, the text being known.
  searchContains: (_index, column, text) => {
    const length = [...text].length;
    if (length === 0 || length > 2) return undefined;
    return sql<boolean>`(${charsOf(column)} @> string_to_array(lower(${text}), NULL)
      AND (char_length(lower(${text})) = 1 OR ${postgresHelpers.contains(column, text)}))`;
  },
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
