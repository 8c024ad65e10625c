import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { Helpers } from "../db/helpers/types.js";
import { fail } from "../plugins/errors.js";
import { labelField, sortableColumns, systemColumns } from "./columns.js";
import { eqFilter, type Filter, type Operator } from "./filters.js";
import { buildOrder, buildWhere, type Where } from "./list-sql.js";
import { filterSchema } from "./query-schema.js";

/** Where the simple-rest dialect lives under the API base: `/api/rest/<resource>` (docs/resource-api.md). */
export const REST_PREFIX = "/rest";

/** Rows one list request may take (`_end - _start`), and what a request without `_end` gets. */
export const REST_MAX_ROWS = 1000;

type Schema = Record<string, unknown>;
type Query = Record<string, unknown>;

/** The suffixes simple-rest puts after a field's name, and the operator each filters with. */
const SUFFIXES: [suffix: string, operator: Operator | "ne"][] = [
  ["", "in"],
  ["_ne", "ne"],
  ["_gte", "gte"],
  ["_lte", "lte"],
  ["_like", "contains"],
];

/** A field's filter (equality) or a system column's: ids are integers, timestamps date-times. */
function baseFilter(res: ResourceConfig, name: string): Filter {
  if (name in res.record.properties) return eqFilter(res, name);
  return {
    field: name,
    operator: "eq",
    type: name === "id" ? "integer" : "string",
    many: false,
    dateTime: name !== "id",
  };
}

/** Which suffixes a column takes: `_like` on texts only, ranges on anything but booleans and arrays. */
function suffixesOf(f: Filter): typeof SUFFIXES {
  return SUFFIXES.filter(([, op]) => {
    if (op === "contains") return f.type === "string" && !f.many;
    if (op === "gte" || op === "lte") return f.type !== "boolean" && !f.many;
    return true;
  });
}

/** Every filter parameter of the dialect: `<column><suffix>` → the column's filter with its operator. */
function restParams(res: ResourceConfig): Map<string, Filter & { rest: Operator | "ne" }> {
  const params = new Map<string, Filter & { rest: Operator | "ne" }>();
  const names = [...systemColumns, ...Object.keys(res.record.properties)];
  for (const name of names) {
    const f = baseFilter(res, name);
    for (const [suffix, op] of suffixesOf(f)) {
      // A field literally named `price_gte` keeps its own name.
      if (suffix && names.includes(`${name}${suffix}`)) continue;
      const operator: Operator = op === "ne" ? "in" : op;
      params.set(`${name}${suffix}`, { ...f, operator, rest: op });
    }
  }
  return params;
}

/**
 * `GET /rest/<name>`: `_start`, `_end`, `_sort`, `_order`, `q` and, for every column, `<column>` (one value
 * or several: equality, or any of them), `<column>_ne`, `<column>_gte`, `<column>_lte` and, on texts,
 * `<column>_like` (contains, any case). Values are checked like the envelope list's filters, with the
 * same field messages; anything else is 10001 `不允许的字段`.
 */
export function restListSchema(res: ResourceConfig): Schema {
  const properties: Schema = {
    _start: { type: "integer", minimum: 0, maximum: 100_000_000, errorMessage: "_start应为不小于0的整数" },
    _end: { type: "integer", minimum: 0, maximum: 100_000_000, errorMessage: "_end应为不小于0的整数" },
    _sort: { type: "string", maxLength: 500, errorMessage: "不支持按该列排序" },
    _order: { type: "string", maxLength: 200, errorMessage: "排序方向应为 asc 或 desc" },
    q: { type: "string", maxLength: 100, errorMessage: "关键词不能超过100个字符" },
  };
  for (const [param, f] of restParams(res)) properties[param] = filterSchema(res, f);
  return { type: "object", additionalProperties: false, properties };
}

/** What a list asks, read from its validated query: the WHERE, the ORDER BY and the window of rows. */
export interface RestList {
  where: Where;
  order: RawBuilder<unknown>[];
  offset: number;
  limit: number;
}

/** `_sort=a,b&_order=asc,desc` as ORDER BY terms (id breaks ties); without `_sort`, the list's default order. */
function restOrder(h: Helpers, res: ResourceConfig, query: Query): RawBuilder<unknown>[] {
  if (typeof query._sort !== "string" || !query._sort) return buildOrder(h, res, {});
  const fields = query._sort.split(",");
  const orders = typeof query._order === "string" && query._order ? query._order.split(",") : [];
  const sortable = new Set(sortableColumns(res));
  const bad = fields.find((f) => !sortable.has(f));
  if (bad !== undefined) throw fail.badParams({ _sort: `不支持按该列排序：${bad}` });
  if (orders.length > fields.length || orders.some((o) => !/^(asc|desc)$/i.test(o)))
    throw fail.badParams({ _order: "排序方向应为 asc 或 desc" });
  const terms = fields.map((field, i) => {
    const dir = orders[i]?.toLowerCase() === "desc" ? "DESC" : "ASC";
    return field === "id" ? sql`id ${sql.raw(dir)}` : h.sortKey(field, dir);
  });
  return fields.includes("id") ? terms : [...terms, sql`id ASC`];
}

/** `_start`/`_end` as an offset and a limit: at most REST_MAX_ROWS rows, `_end` before `_start` is 10001. */
function restWindow(query: Query): { offset: number; limit: number } {
  const offset = (query._start as number | undefined) ?? 0;
  const end = (query._end as number | undefined) ?? offset + REST_MAX_ROWS;
  if (end < offset) throw fail.badParams({ _end: "_end不能小于_start" });
  if (end - offset > REST_MAX_ROWS) throw fail.badParams({ _end: `一次最多取${REST_MAX_ROWS}条` });
  return { offset, limit: end - offset };
}

/** The list's conditions, each parameter through the envelope list's own SQL (list-sql.ts). */
export function restList(h: Helpers, res: ResourceConfig, query: Query): RestList {
  const params = restParams(res);
  const where: Where = [];
  for (const [param, value] of Object.entries(query)) {
    const f = params.get(param);
    if (!f) continue;
    const conditions = buildWhere(h, res, [f], { [f.field]: value });
    if (!conditions.length) continue;
    const c = sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
    // Not equal: json-server's `_ne` also keeps the rows without a value.
    where.push(f.rest === "ne" ? sql<SqlBool>`(${sql.ref(f.field)} IS NULL OR NOT ${c})` : c);
  }
  if (typeof query.q === "string") where.push(...buildWhere(h, res, [], { keyword: query.q }));
  return { where, order: restOrder(h, res, query), ...restWindow(query) };
}

/**
 * The dialect's parameters that name a field the caller may not see (`id_card`, `id_card_like`, a `_sort`
 * by it, `q` over a hidden label), as the field messages of a 10001: see field-rules.ts `hiddenInQuery`.
 */
export function hiddenInRestQuery(
  res: ResourceConfig,
  query: Readonly<Record<string, unknown>>,
  hidden: ReadonlySet<string>,
): Record<string, string> {
  if (!hidden.size) return {};
  const params = restParams(res);
  const errors: Record<string, string> = {};
  for (const key of Object.keys(query)) {
    const field = params.get(key)?.field;
    if (field && hidden.has(field)) errors[key] = "无权按此字段筛选";
  }
  if (typeof query._sort === "string" && query._sort.split(",").some((f) => hidden.has(f.trim())))
    errors._sort = "无权按此字段排序";
  if (query.q !== undefined && hidden.has(labelField(res))) errors.q = "无权按此字段筛选";
  return errors;
}
