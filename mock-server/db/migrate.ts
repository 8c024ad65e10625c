import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type Kysely } from "kysely";
import type { Database, DialectName, Store } from "./store.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Each dialect's numbered migration files; the same names in both, so one history reads alike. */
export const migrationDirs: Record<DialectName, string> = {
  sqlite: resolve(here, "../migrations"),
  postgres: resolve(here, "migrations/postgres"),
};

/** The advisory lock's name: one process migrates at a time, the others wait and then find nothing to do. */
const LOCK = "omo:migrations";

/**
 * Applies the migrations of the store's dialect it has not seen yet, in name order, each in its own
 * transaction with its row in `migrations`. Safe when several processes start at once: on PostgreSQL
 * they queue on an advisory lock held by one connection; on SQLite one process owns the file. A file
 * that fails rolls back alone and stops the start with its name.
 */
export async function migrate(store: Store, dir = migrationDirs[store.dialect]): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();
  const run = async (db: Kysely<Database>) => {
    await sql`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
    const done = new Set(
      (await db.selectFrom("migrations").select("name").execute()).map((r: { name: string }) => r.name),
    );
    const applied: string[] = [];
    for (const file of files.filter((f) => !done.has(f))) {
      try {
        await db.transaction().execute(async (trx) => {
          await store.script(trx, readFileSync(join(dir, file), "utf8"));
          await trx.insertInto("migrations").values({ name: file, applied_at: new Date().toISOString() }).execute();
        });
      } catch (err) {
        throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(file);
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
