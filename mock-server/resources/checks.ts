import { sql, type Expression, type SqlBool } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { ruleMessage } from "../../src/common/record-rules.js";
import type { ResourceContext } from "./context.js";
import { relationFields } from "./columns.js";
import { encodeValue } from "./codec.js";
import { isReadOnlyResource } from "../../src/common/resource-source.js";
import { isUniqueField, rowsTable, scopeOf } from "./source.js";

/** Whether a row of `table` meets every condition. */
async function exists(ctx: ResourceContext, table: string, conditions: Expression<SqlBool>[]): Promise<boolean> {
  const q = conditions.reduce((acc, c) => acc.where(c), ctx.db.selectFrom(table).select(sql`1`.as("hit")));
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * What the schema cannot see: `unique` fields against the other rows, and relation ids against the
 * referenced resource (with its `filter`: a subject must be a category of code `xk`). `values` are the
 * fields being written; `exceptId` is the row being updated. Returns `{field: message}`, empty when fine.
 * A slice checks `unique` against its owner's whole table (with the owner's rules too), and a relation to a
 * slice accepts only rows of its scope.
 */
export async function checkValues(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
  exceptId?: number,
): Promise<Record<string, string>> {
  const errors = await uniqueErrors(ctx, res, values, exceptId);
  return { ...errors, ...(await relationErrors(ctx, res, values, errors)) };
}

/** `unique` fields of `values` that another row (not `exceptId`) already holds. */
export async function uniqueErrors(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
  exceptId?: number,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const table = rowsTable(ctx.resources, res.name);
  for (const [name, field] of Object.entries(res.record.properties)) {
    const value = values[name];
    if (!isUniqueField(ctx.resources, res, name) || value === undefined || value === null) continue;
    const clash = [sql<SqlBool>`${sql.ref(name)} = ${encodeValue(field, value)}`, sql<SqlBool>`id <> ${exceptId ?? 0}`];
    if (await exists(ctx, table, clash)) errors[name] = ruleMessage(field, "unique");
  }
  return errors;
}

/** Relation ids of `values` that name no row of the referenced resource (fields in `refused` are skipped). */
export async function relationErrors(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
  refused: Record<string, string> = {},
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const { name, relation, many } of relationFields(res)) {
    const value = values[name];
    if (value === undefined || value === null || refused[name]) continue;
    const ids = [...new Set(many ? (value as unknown[]) : [value])];
    if (!ids.length) continue;
    const target = ctx.resources[relation.resource];
    const filters = Object.entries(relation.filter ?? {}).filter(([k]) => target && k in target.record.properties);
    const conditions = [
      ctx.store.sql.anyOf(sql.ref("id"), ids),
      ...filters.map(([k, v]) => sql<SqlBool>`${sql.ref(k)} = ${encodeValue(target!.record.properties[k], v)}`),
      ...scopeOf(ctx.resources, relation.resource),
    ];
    const q = conditions.reduce(
      (acc, c) => acc.where(c),
      ctx.db.selectFrom(rowsTable(ctx.resources, relation.resource)).select(sql<number>`COUNT(*)`.as("n")),
    );
    const found = Number((await q.executeTakeFirst())?.n ?? 0);
    if (found !== ids.length) errors[name] = ruleMessage(res.record.properties[name], "relation");
  }
  return errors;
}

/**
 * The first other resource whose relation fields still point at one of `ids` of `res`, or undefined.
 * Rows being deleted together do not hold each other back (a folder and its own children). A relation
 * counts when it points at any resource whose rows live in the same table (a slice and its owner); a
 * read-only list over a view holds nothing back, its rows follow the tables it reads.
 */
export async function referencedBy(
  ctx: ResourceContext,
  res: ResourceConfig,
  ids: number[],
): Promise<ResourceConfig | undefined> {
  const h = ctx.store.sql;
  const table = rowsTable(ctx.resources, res.name);
  for (const other of Object.values(ctx.resources)) {
    if (isReadOnlyResource(other)) continue;
    for (const { name, relation, many } of relationFields(other)) {
      if (rowsTable(ctx.resources, relation.resource) !== table) continue;
      const otherTable = rowsTable(ctx.resources, other.name);
      const conditions = [
        many ? h.holdsAnyOf(name, ids) : h.anyOf(sql.ref(name), ids),
        ...(otherTable === table ? [sql<SqlBool>`NOT (${h.anyOf(sql.ref("id"), ids)})`] : []),
        ...scopeOf(ctx.resources, other.name),
      ];
      if (await exists(ctx, otherTable, conditions)) return other;
    }
  }
  return undefined;
}
