import type { Store } from "../db/index.js";
import { ConfigError } from "../plugins/config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { applyTables, CONFIG_LOCK } from "../config/apply.js";
import { planTables } from "../config/plan-tables.js";
import { problemLine } from "../config/problems.js";

/** What changed in one table. */
export interface TableSync {
  table: string;
  created: boolean;
  addedColumns: string[];
}

/**
 * Makes the tables follow the resources (the start, seeding, tests): plans and applies in one
 * transaction under the config lock (config/plan-tables.ts, config/apply.ts). Tables are created,
 * columns renamed (`renamedFrom`) and added, indexes made; nothing is ever dropped. A problem (a field
 * whose type no longer fits its column, a unique field with repeated values, an impossible rename, a
 * read-only resource's missing view) stops it with a ConfigError listing every one, nothing touched.
 */
export async function syncTables(store: Store, resources: Record<string, ResourceConfig>): Promise<TableSync[]> {
  return store.db.transaction().execute(async (trx) => {
    await store.lock(trx, CONFIG_LOCK);
    const { plan, problems } = await planTables(store, trx, resources);
    if (problems.length) throw new ConfigError(problems.map(problemLine));
    await applyTables(store, trx, plan);
    const created = new Set(plan.createTables.map((t) => t.table));
    const tables = new Set([...created, ...plan.addColumns.map((c) => c.table)]);
    return [...tables].map((table) => ({
      table,
      created: created.has(table),
      addedColumns: plan.addColumns.filter((c) => c.table === table).map((c) => c.column),
    }));
  });
}
