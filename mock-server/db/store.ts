import type { CompiledQuery, Kysely, SelectQueryBuilder, Transaction } from "kysely";
import type { Helpers } from "./helpers/types.js";

/** The two stores the product speaks: SQLite embedded (the default), PostgreSQL for many processes. */
export type DialectName = "sqlite" | "postgres";

/**
 * Tables come from config as much as from migrations (`res_<resource>`), so the builder is not typed
 * per table: queries name their columns, and the repositories type what they read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = any;

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/**
 * What every module is given instead of a driver (docs/architecture.md, "one data layer"). Only
 * `mock-server/db/dialects/` knows which database is behind it.
 */
export interface Store {
  /** The query builder: every statement goes through it. */
  db: Db;
  dialect: DialectName;
  /** SQL the dialects say differently (JSON arrays, case-insensitive search): `mock-server/db/helpers/`. */
  sql: Helpers;
  /**
   * A lock the database holds until `trx` ends, on a name (`"teacher:12"`): what one transaction
   * decides about that name, no other transaction of any process decides at the same time. On
   * SQLite, one connection runs one transaction at a time: nothing more is needed.
   */
  lock(trx: Trx, key: string): Promise<void>;
  /**
   * The rows this query reads stay locked until the transaction ends (`SELECT … FOR UPDATE`): read a
   * balance, decide, write it back. SQLite has no such clause and needs none (one writer).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  forUpdate<Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q;
  /**
   * Runs `fn` while no other process runs anything under the same name (a session lock the database
   * holds: PostgreSQL's advisory lock on a connection of its own; SQLite serves one process). `fn` uses
   * the store as usual. For work at start that every process would otherwise do at once: creating
   * tables from config, seeding an empty database.
   */
  exclusive<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Runs a migration file's statements (several, no parameters) inside `trx`. */
  script(trx: Trx, text: string): Promise<void>;
  /** Tells every process listening on `channel` (PostgreSQL NOTIFY; within the process on SQLite). */
  notify(channel: string, payload?: string): Promise<void>;
  /** Calls `fn` for each notice on `channel` until the returned function is called. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** The database's file name in a backup: `omo.db` (SQLite) or `omo.pgdump` (pg_dump's custom format). */
  dumpName: "omo.db" | "omo.pgdump";
  /** Writes a consistent copy of the whole database to `dest`, while every server goes on writing. */
  snapshot(dest: string): Promise<void>;
  /** Answers when the database answers: the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A stamp that moves whenever rows of `table` change: what the session and count caches hold is good
   * while it stays. SQLite: the file's change counters (dialects/sqlite.ts); PostgreSQL: the table's row
   * in `data_versions`, which the table's trigger bumps (`trackChanges`).
   */
  changeStamp(table: string): string | Promise<string>;
  /**
   * The rows of a compiled SELECT, run where `db` runs (the store's builder or a transaction): what
   * `db.executeQuery(query)` answers. On SQLite, outside any transaction, the statement runs at once on the
   * connection rather than through Kysely's driver (its lock and promise chain cost more than a page's
   * read): the hot reads of a list page and its count (docs/architecture.md, "Per-request overhead").
   */
  read<R>(db: Db | Trx, query: CompiledQuery<R>): Promise<R[]>;
}
