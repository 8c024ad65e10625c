import Database from "better-sqlite3";
import type { DB } from "../plugins/database.js";
import type { LogRow, MaintenanceStore } from "./store.js";

/** The SQLite side of backups and the log sweep, over an open connection. */
export function sqliteStore(db: DB): MaintenanceStore {
  const oldRows = db.prepare(
    "SELECT id, username, action, target, detail, ip, at FROM operation_log WHERE at < ? ORDER BY id LIMIT ?",
  );
  const deleteRows = db.prepare("DELETE FROM operation_log WHERE at < ? AND id <= ?");
  return {
    async snapshot(dest) {
      // SQLite's online backup copies page by page and restarts when a write lands mid-copy: the copy is
      // one consistent moment, and the server keeps serving between steps.
      await db.backup(dest);
      // One self-contained file, readable without its -wal beside it.
      const copy = new Database(dest);
      copy.pragma("journal_mode = DELETE");
      copy.close();
    },
    oldLogRows: (before, limit) => oldRows.all(before, limit) as LogRow[],
    deleteLogRows: (before, maxId) => db.transaction(() => deleteRows.run(before, maxId).changes)(),
  };
}

/**
 * Throws unless `path` is a sound OMO database: SQLite's integrity check passes and it has the tables
 * the app made (a sound database of something else is no backup of this app either).
 */
export function verifyDatabaseFile(path: string): void {
  let db: DB | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const result = db.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    const problems = result.map((r) => r.integrity_check).filter((r) => r !== "ok");
    if (problems.length) throw new Error(problems.slice(0, 5).join("; "));
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    for (const table of ["migrations", "users", "operation_log"]) {
      if (!tables.includes(table)) throw new Error(`no table ${table}: not a database of this app`);
    }
  } catch (err) {
    throw new Error(`the database in the backup is not sound: ${(err as Error).message}`, { cause: err });
  } finally {
    db?.close();
  }
}
