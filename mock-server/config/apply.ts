import type { Store, Trx } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import type { LoadedConfig } from "../plugins/config-loader.js";
import { planConfig, type ConfigPlan } from "./plan.js";
import type { TablesPlan } from "./plan-tables.js";
import type { ConfigProblem } from "./problems.js";

/** The database lock every apply takes: processes applying configs together take turns. */
export const CONFIG_LOCK = "omo:config";

export interface ApplyOptions {
  /** Runs last in the same transaction: what must commit with the tables (the `config_versions` row). */
  within?: (trx: Trx) => Promise<void>;
}

/**
 * The plan's statements, in `trx`, in the order they depend on: tables, then the indexes of moved
 * columns, renames (an empty column they replace dropped first), new columns, indexes, triggers.
 */
export async function applyTables(store: Store, trx: Trx, plan: TablesPlan): Promise<void> {
  const schema = schemaHelper(store.dialect);
  for (const t of plan.createTables)
    await schema.createTable(
      trx,
      t.table,
      t.columns.map((c) => [c.name, c.type]),
    );
  for (const i of plan.dropIndexes) await schema.dropIndex(trx, i.name);
  for (const r of plan.renameColumns) {
    if (r.replacesEmpty) await schema.dropColumn(trx, r.table, r.to);
    await schema.renameColumn(trx, r.table, r.from, r.to);
  }
  for (const c of plan.addColumns) await schema.addColumn(trx, c.table, c.column, c.type);
  for (const i of plan.createIndexes) {
    if (i.search) await schema.createSearchIndex(trx, i.table, i.name, i.columns[0]!, i.short);
    else await schema.createIndex(trx, i.table, i.name, i.columns, i.unique);
  }
  for (const t of plan.trackTables) await schema.trackChanges(trx, t);
}

/**
 * Applies a plan in one transaction under the config lock (DDL is transactional on SQLite and
 * PostgreSQL alike: all of it or none). The plan must still be true: made under the same lock, or by a
 * process alone on its database. Where another process may apply at the same time, use `applyConfig`.
 */
export async function applyPlan(store: Store, plan: ConfigPlan | TablesPlan, options: ApplyOptions = {}): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await store.lock(trx, CONFIG_LOCK);
    await applyTables(store, trx, plan);
    await options.within?.(trx);
  });
}

/**
 * Plans `next` and applies it in one transaction under the config lock, so the plan read is the one
 * applied even when processes apply together (the second finds the work done: an empty plan). With
 * problems nothing is applied (`within` does not run) and they are returned, every one at once.
 */
export async function applyConfig(
  store: Store,
  next: LoadedConfig,
  previous?: LoadedConfig,
  options: ApplyOptions = {},
): Promise<{ plan: ConfigPlan; problems: ConfigProblem[] }> {
  return store.db.transaction().execute(async (trx) => {
    await store.lock(trx, CONFIG_LOCK);
    const planned = await planConfig(store, next, previous, { db: trx });
    if (planned.problems.length) return planned;
    await applyTables(store, trx, planned.plan);
    await options.within?.(trx);
    return planned;
  });
}
