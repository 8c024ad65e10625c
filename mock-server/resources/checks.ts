import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { ruleMessage } from "../../src/common/record-rules.js";
import type { ResourceContext } from "./context.js";
import { col, relationFields } from "./columns.js";
import { encodeValue } from "./codec.js";
import { isReadOnlyResource } from "../../src/common/resource-source.js";
import { andScope, isUniqueField, rowsTable, scopeOf } from "./source.js";

/**
 * What the schema cannot see: `unique` fields against the other rows, and relation ids against the
 * referenced resource (with its `filter`: a subject must be a category of code `xk`). `values` are the
 * fields being written; `exceptId` is the row being updated. Returns `{field: message}`, empty when fine.
 * A slice checks `unique` against its owner's whole table (with the owner's rules too), and a relation to a
 * slice accepts only rows of its scope.
 */
export function checkValues(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
  exceptId?: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const table = col(rowsTable(ctx.resources, res.name));
  for (const [name, field] of Object.entries(res.record.properties)) {
    const value = values[name];
    if (!isUniqueField(ctx.resources, res, name) || value === undefined || value === null) continue;
    const clash = ctx
      .prepare(`SELECT id FROM ${table} WHERE ${col(name)} = ? AND id <> ? LIMIT 1`)
      .get(encodeValue(field, value), exceptId ?? 0);
    if (clash) errors[name] = ruleMessage(field, "unique");
  }
  for (const { name, relation, many } of relationFields(res)) {
    const value = values[name];
    if (value === undefined || value === null || errors[name]) continue;
    const ids = [...new Set(many ? (value as unknown[]) : [value])];
    if (!ids.length) continue;
    const target = ctx.resources[relation.resource];
    const filters = Object.entries(relation.filter ?? {}).filter(([k]) => target && k in target.record.properties);
    const scope = scopeOf(ctx.resources, relation.resource);
    const sql =
      `SELECT COUNT(*) FROM ${col(rowsTable(ctx.resources, relation.resource))} WHERE id IN (SELECT value FROM json_each(?))` +
      filters.map(([k]) => ` AND ${col(k)} = ?`).join("") +
      andScope(scope);
    const found = ctx
      .prepare(sql)
      .pluck()
      .get(
        JSON.stringify(ids),
        ...filters.map(([k, v]) => encodeValue(target!.record.properties[k], v)),
        ...scope.params,
      ) as number;
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
export function referencedBy(ctx: ResourceContext, res: ResourceConfig, ids: number[]): ResourceConfig | undefined {
  const json = JSON.stringify(ids);
  const table = rowsTable(ctx.resources, res.name);
  for (const other of Object.values(ctx.resources)) {
    if (isReadOnlyResource(other)) continue;
    for (const { name, relation, many } of relationFields(other)) {
      if (rowsTable(ctx.resources, relation.resource) !== table) continue;
      const c = col(name);
      const where = many
        ? `EXISTS (SELECT 1 FROM json_each(${c}) WHERE value IN (SELECT value FROM json_each(?)))`
        : `${c} IN (SELECT value FROM json_each(?))`;
      const otherTable = rowsTable(ctx.resources, other.name);
      const self = otherTable === table ? " AND id NOT IN (SELECT value FROM json_each(?))" : "";
      const params = self ? [json, json] : [json];
      const scope = scopeOf(ctx.resources, other.name);
      const hit = ctx
        .prepare(`SELECT 1 FROM ${col(otherTable)} WHERE ${where}${self}${andScope(scope)} LIMIT 1`)
        .get(...params, ...scope.params);
      if (hit) return other;
    }
  }
  return undefined;
}
