import type { DB } from "../plugins/database.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { tableName } from "./table-name.js";
import { col, compositeIndexes, indexedColumns, sqlType } from "./columns.js";

/** What changed in one table at start. */
export interface TableSync {
  table: string;
  created: boolean;
  addedColumns: string[];
}

const existingColumns = (db: DB, table: string): Set<string> =>
  new Set((db.prepare(`PRAGMA table_info(${col(table)})`).all() as { name: string }[]).map((c) => c.name));

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

/** Syncs every configured resource's table (at `buildApp`). */
export function syncTables(db: DB, resources: Record<string, ResourceConfig>): TableSync[] {
  return Object.values(resources).map((res) => syncTable(db, res));
}
