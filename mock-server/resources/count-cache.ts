import type { CompiledQuery } from "kysely";
import type { Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";

const MAX_CACHED = 500;

/**
 * Counts of lists kept in memory while the table they count has not changed: paging through one filter
 * repeats its count, and at 100 000 rows the count is most of a page's cost.
 *
 * "Not changed" is a stamp read before the count (schema helper `dataVersion`). On SQLite it is the
 * connection's change counters (total_changes() and data_version, one cheap read: one process serves an
 * SQLite file). On PostgreSQL, where many processes write, it is the table's row in `data_versions`,
 * which a statement-level trigger on every resource table bumps in the writer's own transaction, so a
 * write by any module or process moves it exactly when its rows become visible: one primary-key read.
 * The stamp is read before the count, so a write between the two can only make a cached count be read
 * again, never keep a stale one. A table without the trigger (a view of a migration) is counted every time.
 * A hit builds no SQL: the caller names the count by what it depends on (the resource and its filters).
 */
export function countCache(store: Store) {
  const schema = schemaHelper(store.dialect);
  const counts = new Map<string, { stamp: string; total: number }>();
  const tracked = (table: string) => store.dialect === "sqlite" || table.startsWith("res_");
  return async (key: string, table: string, query: () => CompiledQuery<{ n: number }>): Promise<number> => {
    const read = async () => Number((await store.db.executeQuery(query())).rows[0]?.n ?? 0);
    if (!tracked(table)) return read();
    const stamp = await schema.dataVersion(store.db, table);
    const hit = counts.get(key);
    if (hit && hit.stamp === stamp) return hit.total;
    const total = await read();
    // Filter combinations are bounded by the config, but a cap keeps a long-running server's memory flat.
    if (counts.size >= MAX_CACHED && !counts.has(key)) counts.delete(counts.keys().next().value!);
    counts.set(key, { stamp, total });
    return total;
  };
}
