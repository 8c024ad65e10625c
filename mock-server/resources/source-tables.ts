import type { DB } from "../plugins/database.js";
import { ConfigError } from "../plugins/config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";
import { col, indexedColumns } from "./columns.js";
import { columnsOf, rowsTable } from "./source.js";

type Resources = Record<string, ResourceConfig>;

const kindOf = (db: DB, name: string) =>
  (db.prepare("SELECT type FROM sqlite_master WHERE name = ? AND type IN ('table', 'view')").pluck().get(name) as
    string | undefined) ?? null;

/**
 * A read-only resource's table or view must exist (a migration creates it; the server never does) and
 * have `id`, `created_at` and a column per record field. One `file#/pointer: message` line per problem.
 */
export function checkSourceTables(db: DB, resources: Resources): string[] {
  const problems: string[] = [];
  for (const res of Object.values(resources)) {
    const source = tableSource(res);
    if (!source) continue;
    const say = (pointer: string, message: string) =>
      problems.push(`resources/${res.name}.json#${pointer}: ${message}`);
    const kind = kindOf(db, source.table);
    if (!kind) {
      say("/source/table", `no table or view "${source.table}" in the database (a migration creates it)`);
      continue;
    }
    const columns = columnsOf(db, source.table);
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
export function indexSlice(db: DB, resources: Resources, res: ResourceConfig): void {
  const slice = sliceSource(res);
  if (!slice || !resources[slice.resource]) return;
  const table = rowsTable(resources, res.name);
  const scope = Object.keys(slice.scope);
  for (const c of indexedColumns(res)) {
    if (scope.includes(c)) continue;
    const columns = [...scope, c];
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${col(`${table}_${columns.join("_")}`)} ON ${col(table)} (${columns.map(col).join(", ")})`,
    );
  }
}

/**
 * After the resources' own tables: indexes the slices and checks the read-only resources' tables and
 * views. A missing view or column stops the start with a ConfigError naming each.
 */
export function syncSources(db: DB, resources: Resources): void {
  const problems = checkSourceTables(db, resources);
  if (problems.length) throw new ConfigError(problems);
  for (const res of Object.values(resources)) indexSlice(db, resources, res);
}
