import type { DB } from "../../plugins/database.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { col } from "../../resources/columns.js";
import { tableName } from "../../resources/table-name.js";

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
export function ensureStatsIndexes(db: DB, resources: Record<string, ResourceConfig>): string[] {
  const made: string[] = [];
  for (const { resource, name, columns } of INDEXES) {
    const fields = resources[resource]?.record.properties;
    if (!fields || !columns.every((c) => c in fields)) continue;
    db.exec(`CREATE INDEX IF NOT EXISTS ${col(name)} ON ${col(tableName(resource))} (${columns.map(col).join(", ")})`);
    made.push(name);
  }
  return made;
}
