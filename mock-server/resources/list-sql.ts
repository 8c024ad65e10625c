import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { canonicalDateTime } from "../../src/common/record-rules.js";
import { col, labelField } from "./columns.js";
import type { Filter } from "./filters.js";
import { likePattern } from "../db/helpers/like.js";

/** A WHERE clause and its bound values. Values never enter the SQL text; column names come from the config. */
export interface Where {
  sql: string;
  params: unknown[];
}

/** A value as the column holds it: booleans as 1/0, a date-time column's values in their stored spelling. */
const bind = (f: Filter, v: unknown) => (typeof v === "boolean" ? (v ? 1 : 0) : f.dateTime ? canonicalDateTime(v) : v);

/** A date-only upper bound of a date-time column covers that whole day. */
const upper = (f: Filter, v: unknown) =>
  f.dateTime && typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 23:59:59` : v;

/** `column <op> ?` on a scalar column, or on any element of an array column. */
function compare(f: Filter, op: string, value: unknown, params: unknown[]): string {
  params.push(bind(f, value));
  const c = col(f.field);
  return f.many ? `EXISTS (SELECT 1 FROM json_each(${c}) WHERE value ${op} ?)` : `${c} ${op} ?`;
}

function condition(f: Filter, value: unknown, params: unknown[]): string | undefined {
  switch (f.operator) {
    case "contains":
      params.push(likePattern(String(value)));
      return `${col(f.field)} LIKE ? ESCAPE '\\'`;
    case "in": {
      params.push(JSON.stringify((value as unknown[]).map((v) => bind(f, v))));
      const c = col(f.field);
      return f.many
        ? `EXISTS (SELECT 1 FROM json_each(${c}) WHERE value IN (SELECT value FROM json_each(?)))`
        : `${c} IN (SELECT value FROM json_each(?))`;
    }
    case "between": {
      const [from, to] = value as unknown[];
      const parts = [];
      if (from !== null && from !== undefined) parts.push(compare(f, ">=", from, params));
      if (to !== null && to !== undefined) parts.push(compare(f, "<=", upper(f, to), params));
      return parts.length ? parts.join(" AND ") : undefined;
    }
    case "gte":
      return compare(f, ">=", value, params);
    case "lte":
      return compare(f, "<=", upper(f, value), params);
    default:
      return compare(f, "=", value, params);
  }
}

/** The WHERE of a list, export or options query: filters, `keyword` on the label field, `ids`. */
export function buildWhere(res: ResourceConfig, filters: Filter[], query: Record<string, unknown>): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const f of filters) {
    if (query[f.field] === undefined) continue;
    const sql = condition(f, query[f.field], params);
    if (sql) parts.push(sql);
  }
  if (typeof query.keyword === "string" && query.keyword.trim()) {
    // Without its label field a row is named by its id (as in labels.ts), so the keyword searches that.
    const label = labelField(res) in res.record.properties ? col(labelField(res)) : "CAST(id AS TEXT)";
    parts.push(`${label} LIKE ? ESCAPE '\\'`);
    params.push(likePattern(query.keyword.trim()));
  }
  if (Array.isArray(query.ids)) {
    parts.push("id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(query.ids));
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** ORDER BY the asked column (whitelisted by the schema), else the list's default, else newest first; id breaks ties. */
export function buildOrder(res: ResourceConfig, query: { prop?: string; order?: string }): string {
  const fallback = res.list.defaultSort ?? { field: "id", order: "descending" };
  const field = query.prop ?? fallback.field;
  const order = query.prop ? (query.order ?? "ascending") : fallback.order;
  const dir = order === "descending" ? "DESC" : "ASC";
  return field === "id" ? `ORDER BY id ${dir}` : `ORDER BY ${col(field)} ${dir}, id ${dir}`;
}
