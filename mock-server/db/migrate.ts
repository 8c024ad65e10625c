import { readFileSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import type { Database, Store } from "./store.js";
import { groupWork, migrationGroups, type MigratingModule, type MigrationFile } from "./migration-files.js";

export { migrationDirs, migrationFiles, type MigratingModule } from "./migration-files.js";

/** The advisory lock's name: one process migrates at a time, the others wait and then find nothing to do. */
const LOCK = "omo:migrations";

/**
 * Applies the migrations of the store's dialect it has not seen yet — the framework's in name order, then
 * each module's (migration-files.ts) — each in its own transaction with its row in `migrations`. Safe when
 * several processes start at once: on PostgreSQL they queue on an advisory lock held by one connection;
 * on SQLite one process owns the file. A file that fails rolls back alone and stops the start with its name.
 */
export async function migrate(store: Store, modules: readonly MigratingModule[] = []): Promise<string[]> {
  const groups = migrationGroups(store.dialect, modules);
  const runFile = async (db: Kysely<Database>, file: MigrationFile) => {
    try {
      await db.transaction().execute(async (trx) => {
        await store.script(trx, readFileSync(file.path, "utf8"));
        await trx.insertInto("migrations").values({ name: file.name, applied_at: new Date().toISOString() }).execute();
      });
    } catch (err) {
      throw new Error(`migration ${file.name} failed: ${(err as Error).message}`, { cause: err });
    }
  };
  const run = async (db: Kysely<Database>) => {
    await sql`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
    const applied: string[] = [];
    for (const group of groups) {
      // Read again before each group: a framework migration may have recorded a module's as done.
      const done = new Set(
        (await db.selectFrom("migrations").select("name").execute()).map((r: { name: string }) => r.name),
      );
      const { adopt, run } = groupWork(group, done);
      // A file that moved from another module: recorded under its new name, not run again.
      for (const file of adopt)
        await db.updateTable("migrations").set({ name: file.name }).where("name", "=", file.was).execute();
      for (const file of run) {
        await runFile(db, file);
        applied.push(file.name);
      }
    }
    return applied;
  };
  if (store.dialect !== "postgres") return run(store.db);
  // A session lock on one connection, held across the transactions of every file.
  return store.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext(${LOCK}))`.execute(conn);
    try {
      return await run(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${LOCK}))`.execute(conn);
    }
  });
}
