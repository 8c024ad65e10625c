import { sql, type CompiledQuery, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ResourceContext } from "./context.js";
import { systemColumns } from "./columns.js";
import { decodeRow, decodeSelectedRow, encodeRecord, localDateTime, type Row } from "./codec.js";
import { buildOrder, buildWhere, searchesText, type Where } from "./list-sql.js";
import { filtersOf, type Filter } from "./filters.js";
import { cursorOf, seekAfter, seekable, sortOf } from "./keyset.js";
import { rowsSource, rowsTable, scopeOf, sliceInsertValues } from "./source.js";
import type { RowScope } from "./row-rules.js";

/** The list parameters the store reads (validated and coerced by the route's schema). */
export type ListQuery = Record<string, unknown> & { prop?: string; order?: string };

/** Page statements kept compiled per resource (filters and sort asked); a cap keeps memory flat. */
const MAX_PLANS = 200;

/** Filtered counts stop past this many rows unless the resource says otherwise (`list.pagination.totalCap`). */
export const DEFAULT_TOTAL_CAP = 10_000;

/** How a page is counted and reached (the list route's `exactTotal`, `pageAfter` and the resource's cap). */
export interface PageOptions {
  /** Count every matching row, however many. */
  exactTotal?: boolean;
  /** The previous page's `next`: this page starts after that row. */
  pageAfter?: string;
  /** Filtered counts stop past this many rows (0: always exact). */
  totalCap?: number;
}

/** A page of a list: `total` is exact, or with `totalExact: false` a lower bound (more rows match). */
export interface Page {
  list: Row[];
  total: number;
  totalExact: boolean;
  /** The cursor of the page after this one (its `pageAfter`), when the sort allows seeking. */
  next?: string;
}

/** Reads that decide a write (a status, a balance): the rows stay locked until the transaction ends. */
export interface ReadOptions {
  forUpdate?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select = SelectQueryBuilder<any, any, any>;

/**
 * Reads and writes one resource's table; rows come out typed (see codec.ts), without `_labels`. A slice
 * (`source.resource`) reads and writes only the rows of its scope in its owner's table; a table source
 * reads its table or view (the routes never write it). Statements run where `ctx` runs them: the store,
 * or the transaction of a `ctx.transaction()`.
 */
export function resourceStore(ctx: ResourceContext, res: ResourceConfig, reach?: RowScope) {
  const { store } = ctx;
  const h = store.sql;
  const table = rowsTable(ctx.resources, res.name);
  // A slice's fixed values, and the caller's row rules (row-rules.ts): in every statement, never after.
  const scope = [...scopeOf(ctx.resources, res.name), ...(reach?.where ?? [])];
  /** Counts are kept per rule: two callers reaching different rows never share one. */
  const ruleKey = reach ? `\u0000rows\u0000${reach.key}` : "";
  const fields = Object.keys(res.record.properties);
  const columns = [...systemColumns, ...fields];
  const filters: Filter[] = filtersOf(res);
  // Options filter by equality on any field, whatever operator the list's query form uses.
  const eqFilters: Filter[] = filters.map((f) => ({ ...f, operator: "eq" }));
  const decode = (raw: unknown) => decodeRow(res, raw as Record<string, unknown>);
  /** Rows of the list's own SELECT (`heads.rows`: exactly `columns`), decoded where they stand. */
  const decodeSelected = (raw: unknown) => decodeSelectedRow(res, raw as Record<string, unknown>);
  /** A SELECT from the resource's table, or from its view's rows (see rowsSource). */
  const from = async (): Promise<Select> => {
    const source = await rowsSource(store, ctx.db, ctx.resources, res);
    return typeof source === "string" ? ctx.db.selectFrom(source) : ctx.db.selectFrom(source);
  };

  /**
   * The list's SELECT and COUNT up to their WHERE, compiled by Kysely once per store (it quotes the names):
   * a page, the hot path, compiles only its conditions, order and limits.
   */
  let heads: { rows: string; count: string; one: string } | undefined;
  const headsOf = async () => {
    const q = await from();
    return (heads ??= {
      rows: q.select(columns).compile().sql,
      count: q.select(sql<number>`COUNT(*)`.as("n")).compile().sql,
      one: q.select(sql<number>`1`.as("one")).compile().sql,
    });
  };
  const whereSql = (w: Where) => (w.length ? sql` WHERE ${sql.join(w, sql` AND `)}` : sql``);

  /**
   * A page's SELECT for one set of filters and one sort, compiled once, its page size and offset the last
   * two parameters: a list is mostly asked the same few ways (opened, paged, sorted), and Kysely's building
   * and compiling was a tenth of such a page's time on the server. A text search is compiled each time:
   * whether it reads its index depends on the rows (list-sql.ts, contains).
   */
  const plans = new Map<string, CompiledQuery>();
  function planned(
    key: string,
    query: ListQuery,
    select: string,
    clause: () => RawBuilder<unknown>,
    pageSize: number,
    offset: number,
  ): CompiledQuery {
    let plan = plans.get(key);
    if (!plan) {
      const order = sql.join(buildOrder(h, res, query));
      plan = sql`${sql.raw(select)}${clause()} ORDER BY ${order} LIMIT ${0} OFFSET ${0}`.compile(ctx.db);
      if (!searchesText(filters, query)) {
        if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
        plans.set(key, plan);
      }
    }
    const parameters = [...plan.parameters];
    parameters[parameters.length - 2] = pageSize;
    parameters[parameters.length - 1] = offset;
    return { ...plan, parameters };
  }

  /** The rows of the resource (its scope, for a slice) under `where`. */
  const within = (q: Select, where: Where = []) => [...scope, ...where].reduce((acc, c) => acc.where(c), q);
  const rows = async (where: Where) => within((await from()).select(columns), where);
  const lockIf = (q: Select, options?: ReadOptions) => (options?.forUpdate ? store.forUpdate(q) : q);
  const where = (query: ListQuery, f = filters) => buildWhere(h, res, f, query);
  const orderBy = (q: Select, query: ListQuery) => buildOrder(h, res, query).reduce((acc, o) => acc.orderBy(o), q);

  /** Rows of `ids`, in the order of `ids`. */
  async function byIds(ids: number[], options?: ReadOptions): Promise<Row[]> {
    const found = (await lockIf(await rows([h.anyOf(sql.ref("id"), ids)]), options).execute()).map(decode);
    const at = new Map(found.map((r) => [r.id, r]));
    return ids.flatMap((id) => at.get(id) ?? []);
  }

  return {
    res,
    filters,
    byIds,

    /**
     * One page and the number of rows matching the filters. A filtered count not in the cache is counted
     * only up to `totalCap` (or as far as the page reads, if deeper): past that the total is a lower bound
     * (`totalExact: false`) unless `exactTotal` asks for every row to be counted. `pageAfter`, the cursor
     * of the previous page (its `next`), seeks to the page instead of skipping `OFFSET` rows; `next` is
     * this page's, when the sort allows seeking (see keyset.ts).
     */
    async page(query: ListQuery, pageNo: number, pageSize: number, paging: PageOptions = {}): Promise<Page> {
      const head = heads ?? (await headsOf());
      // The count depends on the filters alone: the same key on every page and in every order.
      const { pageNo: _n, pageSize: _s, prop: _p, order: _o, exactTotal: _e, pageAfter: _a, ...filtersAsked } = query;
      const key = `${res.name}\u0000${JSON.stringify(filtersAsked)}${ruleKey}`;
      // The WHERE is built when some SQL needs it: a count not in the cache, a page not planned.
      let conditions: Where | undefined;
      const conditionsOf = () => (conditions ??= [...scope, ...where(query)]);
      const clause = () => whereSql(conditionsOf());
      const offset = (pageNo - 1) * pageSize;
      const cap = paging.totalCap ?? 0;
      const filtered = Object.keys(filtersAsked).length > 0;
      const sort = sortOf(res, query);
      const seek = paging.pageAfter === undefined ? undefined : seekAfter(res, sort, paging.pageAfter);
      // Counting as far as the page reads costs no more than its OFFSET would: the total then reaches the page.
      // A page found by its cursor reads no such rows: its count stops at the cap, and the page raises it below.
      const bound = seek ? cap : Math.max(cap, offset + pageSize);
      const counted = (text: () => RawBuilder<unknown>) => () => sql<{ n: number }>`${text()}`.compile(ctx.db);
      const { total, exact } = await ctx.count({
        key,
        table,
        exact: counted(() => sql`${sql.raw(head.count)}${clause()}`),
        bounded:
          filtered && cap > 0 && !paging.exactTotal
            ? {
                bound,
                query: counted(
                  () => sql`SELECT COUNT(*) AS n FROM (${sql.raw(head.one)}${clause()} LIMIT ${bound + 1}) AS b`,
                ),
              }
            : undefined,
      });
      if (total === 0) return { list: [], total, totalExact: exact };
      const page = seek
        ? sql`${sql.raw(head.rows)}${whereSql([...conditionsOf(), seek])} ORDER BY ${sql.join(buildOrder(h, res, query))} LIMIT ${pageSize}`.compile(
            ctx.db,
          )
        : planned(
            `${key}\u0000${query.prop ?? ""}\u0000${query.order ?? ""}`,
            query,
            head.rows,
            clause,
            pageSize,
            offset,
          );
      const raw = (await store.read(ctx.db, page)) as Record<string, unknown>[];
      const next = raw.length === pageSize && seekable(res, sort) ? cursorOf(sort, raw[raw.length - 1]) : undefined;
      // A lower bound at least reaches the rows this page shows.
      const reached = exact ? total : Math.max(total, offset + raw.length);
      return { list: raw.map(decodeSelected), total: reached, totalExact: exact, ...(next ? { next } : {}) };
    },

    /**
     * Rows `offset` to `offset + limit` of those matching `conditions`, in `order`, and how many match: the
     * simple-rest dialect's list, whose conditions and order rest-query.ts builds with list-sql.ts.
     */
    async window(conditions: Where, order: RawBuilder<unknown>[], offset: number, limit: number) {
      const head = heads ?? (await headsOf());
      const clause = whereSql([...scope, ...conditions]);
      // Counted once per distinct WHERE while the table is unchanged, as the envelope list's pages are;
      // always exact: clients of the dialect work out their last page from X-Total-Count.
      const { sql: text, parameters } = clause.compile(ctx.db);
      const key = `${res.name}\u0000where\u0000${JSON.stringify([text, parameters])}${ruleKey}`;
      const { total } = await ctx.count({
        key,
        table,
        exact: () => sql<{ n: number }>`${sql.raw(head.count)}${clause}`.compile(ctx.db),
      });
      if (total === 0 || limit === 0) return { list: [] as Row[], total };
      const rows = sql`${sql.raw(head.rows)}${clause} ORDER BY ${sql.join(order)} LIMIT ${limit} OFFSET ${offset}`;
      return { list: (await store.read(ctx.db, rows.compile(ctx.db))).map(decodeSelected), total };
    },

    /** Ids of every row matching the filters, in the list's order (what an export walks through). */
    async matchingIds(query: ListQuery, limit?: number): Promise<number[]> {
      let q = orderBy(within((await from()).select("id"), where(query)), query);
      if (limit !== undefined) q = q.limit(limit);
      return (await q.execute()).map((r) => Number(r.id));
    },

    async get(id: number, options?: ReadOptions): Promise<Row | undefined> {
      const raw = await lockIf(await rows([sql`id = ${id}`]), options).executeTakeFirst();
      return raw ? decode(raw) : undefined;
    },

    /** Inserts a validated row; `at` overrides the creation time (seed data spread over the past). */
    async insert(values: Record<string, unknown>, at?: { created_at?: string; updated_at?: string }): Promise<number> {
      const encoded = { ...sliceInsertValues(ctx.resources, res), ...encodeRecord(res, values) };
      const created = at?.created_at ?? localDateTime(ctx.now());
      const row = await ctx.db
        .insertInto(table)
        .values({ created_at: created, updated_at: at?.updated_at ?? created, ...encoded })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Writes the given fields and stamps updated_at. */
    async update(id: number, values: Record<string, unknown>): Promise<void> {
      const set = { updated_at: localDateTime(ctx.now()), ...encodeRecord(res, values) };
      await [...scope, sql<boolean>`id = ${id}`]
        .reduce((q, c) => q.where(c), ctx.db.updateTable(table).set(set))
        .execute();
    },

    /** Deletes these rows; the number actually deleted. */
    async remove(ids: number[]): Promise<number> {
      const conditions = [...scope, h.anyOf(sql.ref("id"), ids)];
      const result = await conditions.reduce((q, c) => q.where(c), ctx.db.deleteFrom(table)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Rows matching the options query, at most `limit`, in the list's default order. */
    async options(query: ListQuery, limit: number): Promise<Row[]> {
      const q = orderBy(await rows(where(query, eqFilters)), {}).limit(limit);
      return (await q.execute()).map(decode);
    },

    /** Every row, oldest first (what seed generators read). */
    all: async (): Promise<Row[]> => (await (await rows([])).orderBy("id").execute()).map(decode),

    count: async (): Promise<number> => {
      const q = within((await from()).select(sql<number>`COUNT(*)`.as("n")));
      return Number((await q.executeTakeFirst())?.n ?? 0);
    },
  };
}

export type ResourceStore = ReturnType<typeof resourceStore>;
