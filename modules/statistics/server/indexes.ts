import { sql } from "kysely";
import type { Store } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";

/**
 * Covering indexes for the aggregates over config-driven tables: each walks the range of its date
 * column and reads the other columns from the index alone, so a sum over 100 000 orders never
 * touches the rows. These tables are created from config after the migrations run (and may gain
 * the columns later), so the indexes are made here, at start, once the columns exist.
 * The scheduling tables' indexes are in migrations/ (006-statistics.sql).
 */
const INDEXES: { resource: string; name: string; columns: string[] }[] = [
  {
    resource: "user-order",
    name: "stats_user_order_paid",
    columns: ["paid_at", "status", "commodity_type", "student_id", "amount"],
  },
  { resource: "user-order", name: "stats_user_order_refunded", columns: ["refunded_at", "status", "amount"] },
  { resource: "campus-order", name: "stats_campus_order_paid", columns: ["paid_at", "status", "hours", "amount"] },
];

/** Creates the indexes whose resource is configured with every column; returns their names. */
export async function ensureStatsIndexes(store: Store, resources: Record<string, ResourceConfig>): Promise<string[]> {
  const wanted = INDEXES.filter(({ resource, columns }) => {
    const fields = resources[resource]?.record.properties;
    return fields && columns.every((c) => c in fields);
  });
  if (!wanted.length) return [];
  // Under the database's lock: processes starting together on PostgreSQL would otherwise race on
  // IF NOT EXISTS (both see no index, one fails on the catalogue's unique name).
  await store.db.transaction().execute(async (trx) => {
    await store.lock(trx, "stats-indexes");
    for (const { resource, name, columns } of wanted)
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON ${sql.table(tableName(resource))}
                (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(trx);
  });
  return wanted.map((i) => i.name);
}
