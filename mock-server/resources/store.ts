import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ResourceContext } from "./context.js";
import { col, systemColumns } from "./columns.js";
import { decodeRow, encodeRecord, localDateTime, type Row } from "./codec.js";
import { buildOrder, buildWhere } from "./list-sql.js";
import { filtersOf, type Filter } from "./filters.js";
import { andScope, fromClause, scopeOf, sliceInsertValues, withinScope } from "./source.js";

/** The list parameters the store reads (validated and coerced by the route's schema). */
export type ListQuery = Record<string, unknown> & { prop?: string; order?: string };

/**
 * Reads and writes one resource's table; rows come out typed (see codec.ts), without `_labels`. A slice
 * (`source.resource`) reads and writes only the rows of its scope in its owner's table; a table source
 * reads its table or view (the routes never write it).
 */
export function resourceStore(ctx: ResourceContext, res: ResourceConfig) {
  const table = fromClause(ctx.db, ctx.resources, res);
  const scope = scopeOf(ctx.resources, res.name);
  const inScope = andScope(scope);
  // The whole table of a resource, or the scope of a slice.
  const everything = withinScope(scope, { sql: "", params: [] });
  const fields = Object.keys(res.record.properties);
  const select = [...systemColumns, ...fields].map(col).join(", ");
  const filters: Filter[] = filtersOf(res);
  // Options filter by equality on any field, whatever operator the list's query form uses.
  const eqFilters: Filter[] = filters.map((f) => ({ ...f, operator: "eq" }));
  const decode = (raw: unknown) => decodeRow(res, raw as Record<string, unknown>);

  /** Rows of `ids`, in the order of `ids`. */
  function byIds(ids: number[]): Row[] {
    const rows = ctx
      .prepare(`SELECT ${select} FROM ${table} WHERE id IN (SELECT value FROM json_each(?))${inScope}`)
      .all(JSON.stringify(ids), ...scope.params)
      .map(decode);
    const at = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => at.get(id) ?? []);
  }

  return {
    res,
    filters,
    byIds,

    /** One page and the number of rows matching the filters. */
    page(query: ListQuery, pageNo: number, pageSize: number): { list: Row[]; total: number } {
      const where = withinScope(scope, buildWhere(res, filters, query));
      const total = ctx.count(`SELECT COUNT(*) FROM ${table} ${where.sql}`, where.params);
      if (total === 0) return { list: [], total };
      const sql = `SELECT ${select} FROM ${table} ${where.sql} ${buildOrder(res, query)} LIMIT ? OFFSET ?`;
      const list = ctx
        .prepare(sql)
        .all(...where.params, pageSize, (pageNo - 1) * pageSize)
        .map(decode);
      return { list, total };
    },

    /** Ids of every row matching the filters, in the list's order (what an export walks through). */
    matchingIds(query: ListQuery, limit = -1): number[] {
      const where = withinScope(scope, buildWhere(res, filters, query));
      const sql = `SELECT id FROM ${table} ${where.sql} ${buildOrder(res, query)} LIMIT ?`;
      return ctx
        .prepare(sql)
        .pluck()
        .all(...where.params, limit) as number[];
    },

    get(id: number): Row | undefined {
      const raw = ctx.prepare(`SELECT ${select} FROM ${table} WHERE id = ?${inScope}`).get(id, ...scope.params);
      return raw ? decode(raw) : undefined;
    },

    /** Inserts a validated row; `at` overrides the creation time (seed data spread over the past). */
    insert(values: Record<string, unknown>, at?: { created_at?: string; updated_at?: string }): number {
      const encoded = { ...sliceInsertValues(ctx.resources, res), ...encodeRecord(res, values) };
      const now = localDateTime(ctx.now());
      const created = at?.created_at ?? now;
      const names = ["created_at", "updated_at", ...Object.keys(encoded)];
      const sql = `INSERT INTO ${table} (${names.map(col).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`;
      const info = ctx.prepare(sql).run(created, at?.updated_at ?? created, ...Object.values(encoded));
      return Number(info.lastInsertRowid);
    },

    /** Writes the given fields and stamps updated_at. */
    update(id: number, values: Record<string, unknown>): void {
      const encoded = encodeRecord(res, values);
      const names = Object.keys(encoded);
      const sets = ["updated_at = ?", ...names.map((n) => `${col(n)} = ?`)].join(", ");
      ctx
        .prepare(`UPDATE ${table} SET ${sets} WHERE id = ?${inScope}`)
        .run(localDateTime(ctx.now()), ...Object.values(encoded), id, ...scope.params);
    },

    /** Deletes these rows; the number actually deleted. */
    remove(ids: number[]): number {
      return ctx
        .prepare(`DELETE FROM ${table} WHERE id IN (SELECT value FROM json_each(?))${inScope}`)
        .run(JSON.stringify(ids), ...scope.params).changes;
    },

    /** Rows matching the options query, at most `limit`, in the list's default order. */
    options(query: ListQuery, limit: number): Row[] {
      const where = withinScope(scope, buildWhere(res, eqFilters, query));
      const sql = `SELECT ${select} FROM ${table} ${where.sql} ${buildOrder(res, {})} LIMIT ?`;
      return ctx
        .prepare(sql)
        .all(...where.params, limit)
        .map(decode);
    },

    /** Every row, oldest first (what seed generators read). */
    all: (): Row[] =>
      ctx
        .prepare(`SELECT ${select} FROM ${table} ${everything.sql} ORDER BY id`)
        .all(...everything.params)
        .map(decode),

    count: (): number =>
      ctx
        .prepare(`SELECT COUNT(*) FROM ${table} ${everything.sql}`)
        .pluck()
        .get(...everything.params) as number,
  };
}

export type ResourceStore = ReturnType<typeof resourceStore>;
