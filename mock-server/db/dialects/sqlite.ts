import type BetterSqlite3 from "better-sqlite3";
import { EventEmitter } from "node:events";
import { Kysely, SqliteDialect, sql, type SqliteDatabase } from "kysely";
import type { Store } from "../store.js";
import { sqliteHelpersOn } from "../helpers/sqlite.js";
import { snapshotSqlite } from "../backup/sqlite.js";

/**
 * SQLite under Kysely, on the process's one better-sqlite3 connection. Kysely runs one statement at a
 * time on it, and better-sqlite3 answers synchronously, so a transaction that awaits only the store
 * runs to its end before any other request is read: transactions are exclusive without a lock, and
 * notices only need to reach this process (SQLite serves one).
 */
export function sqliteStore(raw: BetterSqlite3.Database): Store {
  const db = new Kysely({ dialect: new SqliteDialect({ database: preparedOnce(raw) }) });
  const bus = new EventEmitter();
  return {
    db,
    dialect: "sqlite",
    sql: sqliteHelpersOn(raw),
    async lock() {},
    forUpdate: (query) => query,
    exclusive: (_key, fn) => fn(),
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
    dumpName: "omo.db",
    snapshot: (dest) => snapshotSqlite(raw, dest),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      // Nothing of its own to end: the connection is its opener's to close (Kysely's destroy would close it).
    },
  };
}

/** Statements kept compiled; the hot paths repeat a few dozen shapes, a cap keeps memory flat. */
const MAX_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, compiling each SQL text once: Kysely prepares every statement it
 * runs, and on a request's few small queries preparing costs more than running.
 */
function preparedOnce(raw: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => raw.close(),
    prepare(sql) {
      let stmt = statements.get(sql);
      if (!stmt) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        stmt = raw.prepare(sql);
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}
