import { hash as hashOf } from "node:crypto";
import { sql, type CompiledQuery } from "kysely";
import type { Store } from "../db/index.js";

const MAX_CACHED = 500;
/** Rows the shared table keeps at most after a prune (PostgreSQL); stale versions go first. */
const MAX_SHARED = 5000;
/** One write in this many prunes the shared table. */
const PRUNE_EVERY = 100;

/** What a list's count asks: the exact count, and maybe a cheaper count that stops after `bound` rows. */
export interface CountAsk {
  /** What the count depends on (the resource and its filters): its name in the caches. */
  key: string;
  /** The table counted, whose data version says whether a cached count still holds. */
  table: string;
  /** `SELECT COUNT(*) AS n …`: every matching row. */
  exact: () => CompiledQuery<{ n: number }>;
  /**
   * `SELECT COUNT(*) AS n FROM (SELECT 1 … LIMIT bound + 1)`: when more than `bound` rows match, the answer
   * is `bound` and not exact. Without it the count is exact.
   */
  bounded?: { bound: number; query: () => CompiledQuery<{ n: number }> };
}

/** A count: exact, or (`exact: false`) a lower bound: more than `total` rows match. */
export interface Counted {
  total: number;
  exact: boolean;
}

/**
 * Counts of lists kept while the table they count has not changed: paging through one filter repeats its
 * count, and at 100 000 rows the count is most of a page's cost.
 *
 * "Not changed" is a stamp read before the count (the store's `changeStamp`). On SQLite it is the
 * connection's change counters (total_changes() and data_version: one process serves an SQLite file). On PostgreSQL, where many processes write, it is the table's row in `data_versions`,
 * which a statement-level trigger on every resource table bumps in the writer's own transaction, so a
 * write by any module or process moves it exactly when its rows become visible: one primary-key read.
 * The stamp is read before the count, so a write between the two can only make a cached count be read
 * again, never keep a stale one. A table without the trigger (a view of a migration) is counted every time.
 *
 * On PostgreSQL a count is also shared through `list_counts` (keyed by a hash of its key, with the
 * version it was counted at): what one process counted, exactly on a user's demand or bounded, the
 * others read with one primary-key lookup instead of counting again. A bound is kept too: a later
 * bounded ask answers from it while it is at least as high; an exact count replaces it.
 * A hit builds no SQL: the caller names the count by what it depends on.
 */
export function countCache(store: Store) {
  const counts = new Map<string, Counted & { stamp: string }>();
  const shared = store.dialect === "postgres";
  const tracked = (table: string) => store.dialect === "sqlite" || table.startsWith("res_");
  const run = async (query: CompiledQuery<{ n: number }>) => Number((await store.read(store.db, query))[0]?.n ?? 0);
  let writes = 0;

  /** A cached count that answers `ask`: an exact one, or a bound at least as high as asked. */
  const answers = (hit: Counted | undefined, ask: CountAsk): hit is Counted =>
    !!hit && (hit.exact || (!!ask.bounded && hit.total >= ask.bounded.bound));

  const remember = (key: string, entry: Counted & { stamp: string }) => {
    // Filter combinations are bounded by the config, but a cap keeps a long-running server's memory flat.
    if (counts.size >= MAX_CACHED && !counts.has(key)) counts.delete(counts.keys().next().value!);
    counts.set(key, entry);
  };

  async function readShared(hash: string, stamp: string): Promise<Counted | undefined> {
    const { rows } = await sql<{ total: string | number; exact: number }>`SELECT total, exact FROM list_counts
      WHERE key = ${hash} AND version = ${stamp}`.execute(store.db);
    return rows[0] && { total: Number(rows[0].total), exact: rows[0].exact === 1 };
  }

  async function writeShared(hash: string, table: string, stamp: string, counted: Counted): Promise<void> {
    // A bound never replaces an exact count of the same version (another process may have just counted it).
    await sql`INSERT INTO list_counts (key, table_name, version, total, exact, counted_at)
      VALUES (${hash}, ${table}, ${stamp}, ${counted.total}, ${counted.exact ? 1 : 0}, ${Date.now()})
      ON CONFLICT (key) DO UPDATE SET table_name = excluded.table_name, version = excluded.version,
        total = excluded.total, exact = excluded.exact, counted_at = excluded.counted_at
      WHERE NOT (list_counts.version = excluded.version AND list_counts.exact = 1 AND excluded.exact = 0)`.execute(
      store.db,
    );
    if (++writes % PRUNE_EVERY) return;
    // Counts of versions gone by answer nothing any more; of the rest the newest MAX_SHARED stay.
    await sql`DELETE FROM list_counts c WHERE NOT EXISTS (SELECT 1 FROM data_versions v
      WHERE v.table_name = c.table_name AND CAST(v.version AS TEXT) = c.version)`.execute(store.db);
    await sql`DELETE FROM list_counts WHERE counted_at < (SELECT counted_at FROM list_counts
      ORDER BY counted_at DESC OFFSET ${MAX_SHARED} LIMIT 1)`.execute(store.db);
  }

  return async (ask: CountAsk): Promise<Counted> => {
    const count = async (): Promise<Counted> => {
      if (!ask.bounded) return { total: await run(ask.exact()), exact: true };
      const n = await run(ask.bounded.query());
      return n > ask.bounded.bound ? { total: ask.bounded.bound, exact: false } : { total: n, exact: true };
    };
    if (!tracked(ask.table)) return count();
    const stamp = await store.changeStamp(ask.table);
    const hit = counts.get(ask.key);
    const held = hit?.stamp === stamp ? { total: hit.total, exact: hit.exact } : undefined;
    if (held?.exact) return held;
    const hash = shared ? hashOf("sha256", ask.key, "base64url") : "";
    // A bound held here is checked against the shared table first: another process may have counted exactly.
    if (shared) {
      const found = await readShared(hash, stamp);
      if (answers(found, ask) && (found.exact || !held)) {
        remember(ask.key, { ...found, stamp });
        return found;
      }
    }
    if (answers(held, ask)) return held;
    const counted = await count();
    remember(ask.key, { ...counted, stamp });
    if (shared) await writeShared(hash, ask.table, stamp, counted);
    return counted;
  };
}
