import Database from "better-sqlite3";

/**
 * A consistent copy of the live SQLite database at `dest`: SQLite's online backup copies page by page
 * and restarts when a write lands mid-copy, so the copy is one moment while the server keeps serving.
 */
export async function snapshotSqlite(raw: Database.Database, dest: string): Promise<void> {
  await raw.backup(dest);
  // One self-contained file, readable without its -wal beside it.
  const copy = new Database(dest);
  copy.pragma("journal_mode = DELETE");
  copy.close();
}

/**
 * Throws unless `path` is a sound OMO database: SQLite's integrity check passes and it has the tables
 * the app made (a sound database of something else is no backup of this app either).
 */
export function verifySqliteFile(path: string): void {
  let db: Database.Database | undefined;
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
