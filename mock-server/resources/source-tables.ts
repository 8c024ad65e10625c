import type { Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import { ConfigError } from "../plugins/config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";
import { indexedColumns } from "./columns.js";
import { columnsOf, rowsTable } from "./source.js";

type Resources = Record<string, ResourceConfig>;

/**
 * A read-only resource's table or view must exist (a migration creates it; the server never does) and
 * have `id`, `created_at` and a column per record field. One `file#/pointer: message` line per problem.
 */
export async function checkSourceTables(store: Store, resources: Resources): Promise<string[]> {
  const schema = schemaHelper(store.dialect);
  const problems: string[] = [];
  for (const res of Object.values(resources)) {
    const source = tableSource(res);
    if (!source) continue;
    const say = (pointer: string, message: string) =>
      problems.push(`resources/${res.name}.json#${pointer}: ${message}`);
    const kind = await schema.kindOf(store.db, source.table);
    if (!kind) {
      say("/source/table", `no table or view "${source.table}" in the database (a migration creates it)`);
      continue;
    }
    const columns = await columnsOf(store, store.db, source.table);
    for (const name of ["id", "created_at"]) {
      if (!columns.has(name)) say("/source/table", `the ${kind} "${source.table}" has no column "${name}"`);
    }
    for (const name of Object.keys(res.record.properties)) {
      if (!columns.has(name))
        say(`/record/properties/${name}`, `the ${kind} "${source.table}" has no column "${name}"`);
    }
  }
  return problems;
}

/**
 * Indexes a slice's lists need on its owner's table: each column it filters or sorts by, after the scope's
 * columns (`(code, sort)`), so a slice's page reads only its own rows in order.
 */
export async function indexSlice(store: Store, resources: Resources, res: ResourceConfig): Promise<void> {
  const slice = sliceSource(res);
  if (!slice || !resources[slice.resource]) return;
  const schema = schemaHelper(store.dialect);
  const table = rowsTable(resources, res.name);
  const scope = Object.keys(slice.scope);
  await store.db.transaction().execute(async (trx) => {
    // The owner's table is synced under the same lock: one process at a time adds its indexes.
    await store.lock(trx, `table:${table}`);
    for (const c of indexedColumns(res)) {
      if (scope.includes(c)) continue;
      const columns = [...scope, c];
      await schema.createIndex(trx, table, `${table}_${columns.join("_")}`, columns);
    }
  });
}

/**
 * After the resources' own tables: indexes the slices and checks the read-only resources' tables and
 * views. A missing view or column stops the start with a ConfigError naming each.
 */
export async function syncSources(store: Store, resources: Resources): Promise<void> {
  const problems = await checkSourceTables(store, resources);
  if (problems.length) throw new ConfigError(problems);
  for (const res of Object.values(resources)) await indexSlice(store, resources, res);
}
