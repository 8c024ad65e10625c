import { sql, type AliasedRawBuilder, type Expression, type SqlBool } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";
import type { Db, Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import { encodeValue } from "./codec.js";
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

/** A slice's conditions on its owner's table (`"code" = 'jc'` per scope field), with the values as stored. */
export type Scope = Expression<SqlBool>[];

export function scopeOf(resources: Resources, name: string): Scope {
  const res = resources[name];
  const slice = res && sliceSource(res);
  if (!slice) return [];
  const fields = resources[slice.resource]?.record.properties ?? {};
  return Object.entries(slice.scope).map(
    ([k, v]) => sql<SqlBool>`${sql.ref(k)} = ${fields[k] ? encodeValue(fields[k], v) : v}`,
  );
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
export const columnsOf = async (store: Store, db: Db, table: string): Promise<Set<string>> =>
  new Set((await schemaHelper(store.dialect).columns(db, table)).keys());

/** What a query reads a resource's rows from: a table's name, or a view's rows with `updated_at`. */
export type RowsSource = string | AliasedRawBuilder<unknown, string>;

/** Per store: whether a table source lacks `updated_at`. Views come from migrations: read once a process. */
const lacking = new WeakMap<Store, Map<string, Promise<boolean>>>();

/**
 * What a query reads a resource's rows from. A view without `updated_at` shows its `created_at` there,
 * so sorting and filtering by either works as on any resource. `db` is where the caller runs (inside a
 * transaction on SQLite, the store's one connection is the transaction's).
 */
export async function rowsSource(store: Store, db: Db, resources: Resources, res: ResourceConfig): Promise<RowsSource> {
  const table = rowsTable(resources, res.name);
  if (!tableSource(res)) return table;
  if (!lacking.has(store)) lacking.set(store, new Map());
  const known = lacking.get(store)!;
  if (!known.has(table))
    known.set(
      table,
      columnsOf(store, db, table).then((c) => !c.has("updated_at")),
    );
  if (!(await known.get(table))) return table;
  return sql`(SELECT *, ${sql.ref("created_at")} AS ${sql.ref("updated_at")} FROM ${sql.table(table)})`.as(table);
}
