import Database from "better-sqlite3";
import { readdirSync, readFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inTimeZone } from "../../src/common/time-zone.js";
import { businessTimeZone } from "../clock.js";

export type DB = Database.Database;

const migrationsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations");

/**
 * Opens (creating if needed) the SQLite file and applies the numbered migrations
 * it has not seen yet, each in its own transaction. `:memory:` gives a throwaway db.
 */
export function openDatabase(path: string): DB {
  const db = openSqlite(path);
  migrate(db);
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

export function migrate(db: DB): string[] {
  db.exec("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = new Set(db.prepare("SELECT name FROM migrations").pluck().all() as string[]);
  const pending = readdirSync(migrationsDir)
    .filter((f) => /^\d+-.*\.sql$/.test(f) && !done.has(f))
    .sort();
  for (const file of pending) {
    db.transaction(() => {
      db.exec(readFileSync(join(migrationsDir, file), "utf8"));
      db.prepare("INSERT INTO migrations (name, applied_at) VALUES (?, ?)").run(file, new Date().toISOString());
    })();
  }
  return pending;
}
