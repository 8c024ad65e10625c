import type { DB } from "../plugins/database.js";
import { ConfigError } from "../plugins/config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { tableName } from "./table-name.js";
import { col, compositeIndexes, indexedColumns, sqlType } from "./columns.js";
import { syncSources } from "./source-tables.js";

/** What changed in one table at start. */
export interface TableSync {
  table: string;
  created: boolean;
  addedColumns: string[];
}

/** The table's columns with their declared SQLite type (upper case); empty when the table does not exist. */
const declaredTypes = (db: DB, table: string): Map<string, string> =>
  new Map(
    (db.prepare(`PRAGMA table_info(${col(table)})`).all() as { name: string; type: string }[]).map((c) => [
      c.name,
      c.type.toUpperCase(),
    ]),
  );

const existingColumns = (db: DB, table: string): Set<string> => new Set(declaredTypes(db, table).keys());

const holds: Record<string, string> = { INTEGER: "integer", REAL: "number", TEXT: "text" };

/**
 * Fields whose existing column has another SQLite type than the field now needs, as config error lines.
 * SQLite converts a value to its column's type on write ("007" becomes 7 in an INTEGER column), so keeping
 * the old column would quietly corrupt data; changing it would mean rewriting every row. Boolean and
 * integer share INTEGER, so switching between them is fine.
 */
export function typeConflicts(db: DB, res: ResourceConfig): string[] {
  const table = tableName(res.name);
  const columns = declaredTypes(db, table);
  const conflict = (name: string, what: string) =>
    `resources/${res.name}.json#/record/properties/${name}/type: the column "${name}" holds ` +
    `${what} values; a new type needs a new field name`;
  return Object.entries(res.record.properties).flatMap(([name, f]) => {
    const declared = columns.get(name);
    if (declared === undefined) return [];
    if (declared !== sqlType(f)) return [conflict(name, holds[declared] ?? declared)];
    // A text field turned array shares TEXT: its old values would be read as JSON lists and fail.
    const notLists =
      f.type === "array" &&
      db
        .prepare(
          `SELECT 1 FROM ${col(table)} WHERE ${col(name)} IS NOT NULL AND (json_valid(${col(name)}) = 0 OR json_type(${col(name)}) <> 'array') LIMIT 1`,
        )
        .get();
    return notLists ? [conflict(name, "text")] : [];
  });
}

/**
 * Makes a resource's table match its record: creates it, adds a column for every field added to the
 * config and indexes the columns lists filter and sort by. A field removed from the config keeps its
 * column and data (an admin's edit must never lose rows); it is simply no longer read or written.
 */
export function syncTable(db: DB, res: ResourceConfig): TableSync {
  const table = tableName(res.name);
  const fields = Object.entries(res.record.properties);
  let columns = existingColumns(db, table);
  const created = columns.size === 0;
  const addedColumns: string[] = [];
  db.transaction(() => {
    if (created) {
      // AUTOINCREMENT: a deleted row's id is never given to a new row, so `campus#7` in the log stays one row.
      const defs = fields.map(([name, f]) => `${col(name)} ${sqlType(f)}`);
      db.exec(
        `CREATE TABLE ${col(table)} (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL${defs.map((d) => `, ${d}`).join("")})`,
      );
      columns = existingColumns(db, table);
    }
    for (const [name, f] of fields) {
      if (columns.has(name)) continue;
      db.exec(`ALTER TABLE ${col(table)} ADD COLUMN ${col(name)} ${sqlType(f)}`);
      addedColumns.push(name);
    }
    for (const c of indexedColumns(res)) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${col(`${table}_${c}`)} ON ${col(table)} (${col(c)})`);
    }
    for (const [a, b] of compositeIndexes(res)) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${col(`${table}_${a}_${b}`)} ON ${col(table)} (${col(a)}, ${col(b)})`);
    }
  })();
  return { table, created, addedColumns };
}

/**
 * Syncs every configured resource's table (at `buildApp`). A field whose type no longer fits its column
 * stops the start with a ConfigError listing every such field, before any table is touched. A resource
 * with a `source` has no table of its own: a slice lives in its owner's, a read-only list in a table or
 * view of a migration, checked here (see source-tables.ts).
 */
export function syncTables(db: DB, resources: Record<string, ResourceConfig>): TableSync[] {
  const own = Object.values(resources).filter((res) => !res.source);
  const problems = own.flatMap((res) => typeConflicts(db, res));
  if (problems.length) throw new ConfigError(problems);
  const synced = own.map((res) => syncTable(db, res));
  syncSources(db, resources);
  return synced;
}
