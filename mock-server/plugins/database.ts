import Database from "better-sqlite3";
import { readFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { inTimeZone } from "../../src/common/time-zone.js";
import { businessTimeZone } from "../clock.js";
import { groupWork, migrationGroups, type MigratingModule } from "../db/migration-files.js";

export type DB = Database.Database;

/**
 * Opens (creating if needed) the SQLite file and applies the numbered migrations — the framework's, then
 * the modules' — it has not seen yet, each in its own transaction. `:memory:` gives a throwaway db.
 */
export function openDatabase(path: string, modules: readonly MigratingModule[] = []): DB {
  const db = openSqlite(path);
  migrate(db, modules);
  return db;
}

/** Opens (creating if needed) the SQLite file with the product's settings, without migrating it. */
export function openSqlite(path: string): DB {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  // SQLite knows only UTC and the process's zone; views show instants on the business's clock.
  db.function("business_time", (text: unknown) =>
    typeof text === "string" ? inTimeZone(text, businessTimeZone()) : text,
  );
  return db;
}

export function migrate(db: DB, modules: readonly MigratingModule[] = []): string[] {
  db.exec("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied: string[] = [];
  for (const group of migrationGroups("sqlite", modules)) {
    // Read again before each group: a framework migration may have recorded a module's as done.
    const done = new Set(db.prepare("SELECT name FROM migrations").pluck().all() as string[]);
    const { adopt, run } = groupWork(group, done);
    // A file that moved from another module: recorded under its new name, not run again.
    for (const file of adopt) db.prepare("UPDATE migrations SET name = ? WHERE name = ?").run(file.name, file.was);
    for (const file of run) {
      db.transaction(() => {
        db.exec(readFileSync(file.path, "utf8"));
        db.prepare("INSERT INTO migrations (name, applied_at) VALUES (?, ?)").run(file.name, new Date().toISOString());
      })();
      applied.push(file.name);
    }
  }
  return applied;
}
