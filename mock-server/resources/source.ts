import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";
import type { DB } from "../plugins/database.js";
import { encodeValue } from "./codec.js";
import { col } from "./columns.js";
import type { Where } from "./list-sql.js";
import { tableName } from "./table-name.js";

type Resources = Record<string, ResourceConfig>;

/**
 * The table (or view) holding a resource's rows: its own `res_<name>`, the owner's for a slice, the
 * named one for a table source. Two resources whose rows live in the same table share unique values,
 * relations and delete checks.
 */
export function rowsTable(resources: Resources, name: string): string {
  const res = resources[name];
  const view = res && tableSource(res);
  if (view) return view.table;
  const slice = res && sliceSource(res);
  return tableName(slice ? slice.resource : name);
}

/** A slice's conditions on its owner's table (`"code" = ?` per scope field), with the values as stored. */
export interface Scope {
  conditions: string[];
  params: unknown[];
}

export function scopeOf(resources: Resources, name: string): Scope {
  const res = resources[name];
  const slice = res && sliceSource(res);
  if (!slice) return { conditions: [], params: [] };
  const fields = resources[slice.resource]?.record.properties ?? {};
  const entries = Object.entries(slice.scope);
  return {
    conditions: entries.map(([k]) => `${col(k)} = ?`),
    params: entries.map(([k, v]) => (fields[k] ? encodeValue(fields[k], v) : v)),
  };
}

/** ` AND <scope>` to follow another condition, or nothing. */
export const andScope = (scope: Scope): string => scope.conditions.map((c) => ` AND ${c}`).join("");

/** A list's WHERE with the scope in front of its own conditions (the scope's values bound first). */
export function withinScope(scope: Scope, where: Where): Where {
  if (!scope.conditions.length) return where;
  const own = where.sql.replace(/^WHERE /, "");
  const parts = own ? [...scope.conditions, `(${own})`] : scope.conditions;
  return { sql: `WHERE ${parts.join(" AND ")}`, params: [...scope.params, ...where.params] };
}

/**
 * Columns a create through a slice writes besides its own fields: the scope's values, and the defaults
 * of the owner's fields the slice does not have, so the row is one the owner itself would have made.
 */
export function sliceInsertValues(resources: Resources, res: ResourceConfig): Record<string, unknown> {
  const slice = sliceSource(res);
  const owner = slice && resources[slice.resource];
  if (!slice || !owner) return {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(owner.record.properties)) {
    if (!(name in res.record.properties) && field.default !== undefined) out[name] = encodeValue(field, field.default);
  }
  for (const [name, value] of Object.entries(slice.scope)) {
    const field = owner.record.properties[name];
    out[name] = field ? encodeValue(field, value) : value;
  }
  return out;
}

/** Whether `res` must refuse a unique value another row of its table has: its own rule, or its owner's. */
export function isUniqueField(resources: Resources, res: ResourceConfig, name: string): boolean {
  if (res.record.properties[name]?.unique) return true;
  const slice = sliceSource(res);
  return !!slice && !!resources[slice.resource]?.record.properties[name]?.unique;
}

/** The columns of a table or view (empty when there is none). */
export const columnsOf = (db: DB, table: string): Set<string> =>
  new Set((db.prepare(`PRAGMA table_info(${col(table)})`).all() as { name: string }[]).map((c) => c.name));

/**
 * What a query reads a resource's rows from. A view without `updated_at` shows its `created_at` there,
 * so sorting and filtering by either works as on any resource.
 */
export function fromClause(db: DB, resources: Resources, res: ResourceConfig): string {
  const table = rowsTable(resources, res.name);
  if (!tableSource(res) || columnsOf(db, table).has("updated_at")) return col(table);
  return `(SELECT *, "created_at" AS "updated_at" FROM ${col(table)})`;
}
