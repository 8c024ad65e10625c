import type { Statement } from "better-sqlite3";
import type { DB } from "../plugins/database.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** What every resource's code shares: the database, all resources (for relations) and compiled statements. */
export interface ResourceContext {
  db: DB;
  resources: Record<string, ResourceConfig>;
  /** A prepared statement for this SQL, compiled once: list queries repeat a handful of shapes. */
  prepare(sql: string): Statement;
  /** The clock, for created_at / updated_at. */
  now: () => number;
  /** `SELECT COUNT(*) …` answered from a cache until any row of the database changes. */
  count(sql: string, params: unknown[]): number;
}

const MAX_CACHED = 500;

/** Keeps at most `max` entries, dropping the oldest. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

export function resourceContext(db: DB, resources: Record<string, ResourceConfig>, now = Date.now): ResourceContext {
  const cache = new Map<string, Statement>();
  const counts = new Map<string, { stamp: string; total: number }>();
  // total_changes() moves with every write of this connection, data_version with any other connection's.
  const changes = db.prepare("SELECT total_changes()").pluck();
  const dataVersion = db.prepare("PRAGMA data_version").pluck();
  const ctx: ResourceContext = {
    db,
    resources,
    now,
    count(sql, params) {
      // Paging through one filter repeats its count: at 100 000 rows the count is most of a page's cost.
      const stamp = `${changes.get()}:${dataVersion.get()}`;
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const hit = counts.get(key);
      if (hit && hit.stamp === stamp) return hit.total;
      const total = ctx
        .prepare(sql)
        .pluck()
        .get(...params) as number;
      return remember(counts, key, { stamp, total }, MAX_CACHED).total;
    },
    prepare(sql) {
      // Filter combinations are bounded by the config, but a cap keeps a long-running server's memory flat.
      return cache.get(sql) ?? remember(cache, sql, db.prepare(sql), MAX_CACHED);
    },
  };
  return ctx;
}
