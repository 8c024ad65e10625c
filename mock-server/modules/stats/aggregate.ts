import type { RawBuilder, SqlBool } from "kysely";
import type { Db, Store } from "../../db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { RowReach } from "../../resources/row-reach.js";
import type { Viewer } from "../../resources/row-rules.js";
import type { AggregateKind, DateRange, Granularity, ValueFormat } from "../../../src/common/stats.js";

/** What an aggregate computes with: the store's query builder, the resources' config and the clock. */
export interface AggregateContext {
  /** The store, for its dialect's helpers (labels of related rows); `db` runs the statements. */
  store: Store;
  db: Db;
  resources: Record<string, ResourceConfig>;
  /** Now, as the business's wall-clock moment `YYYY-MM-DD HH:mm` (lessons before it are taught). */
  now: string;
  /**
   * The rows of a resource the caller reaches, after FROM or JOIN as `alias` (row-reach.ts): an aggregate
   * reads a config resource through it, so a role's row rules hold in its numbers as in its lists.
   */
  rows(resource: string, alias: string): RawBuilder<unknown>;
  /** That `column` names a row of `resource` the caller reaches (`lessons.campus_id` within `campus`). */
  within(resource: string, column: string | RawBuilder<unknown>): RawBuilder<SqlBool>;
}

interface AggregateBase {
  /** The name in dashboards and in `/api/v1/stats/<name>`: the file name. */
  name: string;
  /** What it counts, in Chinese: the summary of its endpoint. */
  title: string;
  kind: AggregateKind;
  /**
   * The resources and fields it reads. A dashboard using it is refused at start when one is not
   * configured, and a caller who may not read one of them is refused (403).
   */
  reads: Record<string, string[]>;
}

/** Numbers of a range (stat cards); the route adds the previous period and the change. */
export interface StatsAggregate extends AggregateBase {
  kind: "stats";
  metrics: Record<string, { label: string; format: ValueFormat }>;
  /** Counts every row whatever the range (a dashboard source without a date): no change to show. */
  undated?: boolean;
  compute(ctx: AggregateContext, range: DateRange): Promise<Record<string, number>>;
}

/** Values per day or month (`YYYY-MM-DD` / `YYYY-MM` → value); the route fills the empty points. */
export interface SeriesAggregate extends AggregateBase {
  kind: "series";
  series: Record<string, { name: string; format: ValueFormat }>;
  compute(
    ctx: AggregateContext,
    range: DateRange,
    granularity: Granularity,
  ): Promise<Record<string, Map<string, number>>>;
}

/** A value per category; the route keeps the largest N and sums the rest. */
export interface CategoryAggregate extends AggregateBase {
  kind: "category";
  /** What a category is (`商品类型`). */
  category: string;
  format: ValueFormat;
  compute(ctx: AggregateContext, range: DateRange): Promise<{ key: string; name: string; value: number }[]>;
}

export type Aggregate = StatsAggregate | SeriesAggregate | CategoryAggregate;

/** The context an aggregate runs in for `viewer` (none: the system, every row). */
export function aggregateContext(
  store: Store,
  resources: Record<string, ResourceConfig>,
  now: string,
  reach: RowReach,
  viewer?: Viewer | null,
): AggregateContext {
  return {
    store,
    db: store.db,
    resources,
    now,
    rows: (resource, alias) => reach.rows(viewer, resource, alias),
    within: (resource, column) => reach.within(viewer, resource, column),
  };
}
