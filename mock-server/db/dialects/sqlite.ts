import type BetterSqlite3 from "better-sqlite3";
import { EventEmitter } from "node:events";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Store } from "../store.js";
import { sqliteHelpers } from "../helpers/sqlite.js";

/**
 * SQLite under Kysely, on the process's one better-sqlite3 connection. Kysely runs one statement at a
 * time on it, and better-sqlite3 answers synchronously, so a transaction that awaits only the store
 * runs to its end before any other request is read: transactions are exclusive without a lock, and
 * notices only need to reach this process (SQLite serves one).
 */
export function sqliteStore(raw: BetterSqlite3.Database, options: { closeRaw?: boolean } = {}): Store {
  const db = new Kysely({ dialect: new SqliteDialect({ database: raw }) });
  const bus = new EventEmitter();
  return {
    db,
    dialect: "sqlite",
    sql: sqliteHelpers,
    async lock() {},
    forUpdate: (query) => query,
    async script(_trx, text) {
      // The transaction is open on this very connection: exec runs the file's statements inside it.
      raw.exec(text);
    },
    async notify(channel, payload = "") {
      bus.emit(channel, payload);
    },
    async listen(channel, fn) {
      bus.on(channel, fn);
      return async () => void bus.off(channel, fn);
    },
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      // Kysely's destroy closes the connection it was given; the transition keeps it open for app.db.
      if (options.closeRaw) await db.destroy();
    },
  };
}
