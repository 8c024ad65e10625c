import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { canonicalDateTime } from "../../src/common/record-rules.js";
import type { Helpers } from "../db/helpers/types.js";
import { likePattern } from "../db/helpers/like.js";
import { labelField } from "./columns.js";
import type { Filter } from "./filters.js";
import { searchIndexOf } from "./search-index.js";

/** The conditions of a WHERE, joined by AND. Values are parameters; column names are references from the config. */
export type Where = Expression<SqlBool>[];

/** A value as the column holds it: booleans as 1/0, a date-time column's values in their stored spelling. */
const bind = (f: Filter, v: unknown) => (typeof v === "boolean" ? (v ? 1 : 0) : f.dateTime ? canonicalDateTime(v) : v);

/** A date-only upper bound of a date-time column covers that whole day. */
const upper = (f: Filter, v: unknown) =>
  f.dateTime && typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 23:59:59` : v;

/** `column <op> value` on a scalar column, or on any element of an array column. */
function compare(h: Helpers, f: Filter, op: "=" | ">=" | "<=", value: unknown): RawBuilder<SqlBool> {
  const v = bind(f, value);
  return f.many ? h.elementCompares(f.field, f.type, op, v) : sql<SqlBool>`${sql.ref(f.field)} ${sql.raw(op)} ${v}`;
}

/** `field` contains `text`: through the field's search index where the dialect is told to read it (search-index.ts). */
function contains(h: Helpers, res: ResourceConfig, field: string, text: string): Expression<SqlBool> {
  const index = h.searchContains && searchIndexOf(res, field);
  return (index && h.searchContains?.(index, field, text)) || h.contains(field, text);
}

function condition(h: Helpers, res: ResourceConfig, f: Filter, value: unknown): Expression<SqlBool> | undefined {
  switch (f.operator) {
    case "contains":
      return contains(h, res, f.field, String(value));
    case "in": {
      const values = (value as unknown[]).map((v) => bind(f, v));
      return f.many ? h.holdsAnyOf(f.field, values) : h.anyOf(sql.ref(f.field), values);
    }
    case "between": {
      const [from, to] = value as unknown[];
      const parts = [];
      if (from !== null && from !== undefined) parts.push(compare(h, f, ">=", from));
      if (to !== null && to !== undefined) parts.push(compare(h, f, "<=", upper(f, to)));
      return parts.length ? sql<SqlBool>`${sql.join(parts, sql` AND `)}` : undefined;
    }
    case "gte":
      return compare(h, f, ">=", value);
    case "lte":
      return compare(h, f, "<=", upper(f, value));
    default:
      return compare(h, f, "=", value);
  }
}

/** The WHERE of a list, export or options query: filters, `keyword` on the label field, `ids`. */
export function buildWhere(h: Helpers, res: ResourceConfig, filters: Filter[], query: Record<string, unknown>): Where {
  const parts: Where = [];
  for (const f of filters) {
    if (query[f.field] === undefined) continue;
    const c = condition(h, res, f, query[f.field]);
    if (c) parts.push(c);
  }
  if (typeof query.keyword === "string" && query.keyword.trim()) {
    const keyword = query.keyword.trim();
    // Without its label field a row is named by its id (as in labels.ts), so the keyword searches that.
    parts.push(
      labelField(res) in res.record.properties
        ? contains(h, res, labelField(res), keyword)
        : sql<SqlBool>`CAST(id AS TEXT) LIKE ${likePattern(keyword)} ESCAPE '\\'`,
    );
  }
  if (Array.isArray(query.ids)) parts.push(h.anyOf(sql.ref("id"), query.ids));
  if (query.treeRoots === "1" && res.list.tree) parts.push(sql<SqlBool>`${sql.ref(res.list.tree.parentField)} IS NULL`);
  return parts;
}

/**
 * Whether `buildWhere` would search text for `query` (a `contains` filter or `keyword`): such SQL depends on
 * the rows as well as the query (a dense word reads without its index, see contains), so it is not kept.
 */
export function searchesText(filters: Filter[], query: Record<string, unknown>): boolean {
  if (typeof query.keyword === "string" && query.keyword.trim()) return true;
  return filters.some((f) => f.operator === "contains" && query[f.field] !== undefined);
}

/** ORDER BY the asked column (whitelisted by the schema), else the list's default, else newest first; id breaks ties. */
export function buildOrder(
  h: Helpers,
  res: ResourceConfig,
  query: { prop?: string; order?: string },
): RawBuilder<unknown>[] {
  const fallback = res.list.defaultSort ?? { field: "id", order: "descending" };
  const field = query.prop ?? fallback.field;
  const order = query.prop ? (query.order ?? "ascending") : fallback.order;
  const dir = order === "descending" ? "DESC" : "ASC";
  const id = sql`id ${sql.raw(dir)}`;
  return field === "id" ? [id] : [h.sortKey(field, dir), id];
}
