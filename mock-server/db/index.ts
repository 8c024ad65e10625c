import type BetterSqlite3 from "better-sqlite3";
import { postgresStore } from "./dialects/postgres.js";
import { sqliteStore } from "./dialects/sqlite.js";
import type { Store } from "./store.js";

export type { Store, DialectName, Db, Trx } from "./store.js";
export { migrate } from "./migrate.js";

export interface StoreOptions {
  /** `postgres://…` (OMO_DATABASE_URL) selects PostgreSQL; without it, SQLite. */
  url?: string;
  /** SQLite: the process's open connection (the data folder's omo.db). */
  sqlite?: BetterSqlite3.Database;
  /** The business's time zone (app.json `timeZone`). */
  timeZone?: string;
}

/** The one place that picks the dialect: PostgreSQL when a URL names it, else the SQLite connection given. */
export function openStore(options: StoreOptions): Store {
  if (options.url) {
    if (!/^postgres(ql)?:\/\//.test(options.url))
      throw new Error(`OMO_DATABASE_URL must be a postgres:// address, not ${options.url.split(":")[0]}:`);
    return postgresStore({ url: options.url, timeZone: options.timeZone });
  }
  if (!options.sqlite) throw new Error("openStore: an SQLite connection or a PostgreSQL URL is needed");
  return sqliteStore(options.sqlite);
}
