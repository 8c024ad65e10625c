import type BetterSqlite3 from "better-sqlite3";
import { EventEmitter } from "node:events";
import { Kysely, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from "kysely";
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
  const statements = preparedOnce(raw);
  const db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
  const bus = new EventEmitter();
  return {
    changeStamp: changeStamp(raw),
    db,
    async read(on, query) {
      // A transaction open on the connection (this one's, or another request's awaiting between its
      // statements) is Kysely's to order: its driver makes the read wait for the transaction's end.
      if (on !== db || raw.inTransaction) return (await on.executeQuery(query)).rows;
      return statements.prepare(query.sql).all(query.parameters as unknown[]) as never[];
    },
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

/**
 * Statements run through any SQLite store of this process that may have written (writes, BEGIN, COMMIT):
 * another connection of this process to the same file (a test's second app) moves it.
 */
let writesHere = 0;

/**
 * The stamp the session and count caches compare (docs/architecture.md, "Per-request overhead"):
 * `total_changes()`, which every write of this connection moves, and `data_version`, which another
 * connection's commit moves. Only the second opens a read of the file (a lock and the WAL index, ~10 µs,
 * twice a list request); it is kept until another connection of this process runs a write or COMMIT, and
 * at most until the event loop's turn ends. So a request sees at once what this process wrote, on any
 * connection, and another process's write (an admin's sqlite3 shell) from the next turn: as if the stamp
 * had been read a moment earlier, which the caches allow (what they keep was read after its stamp).
 */
function changeStamp(raw: BetterSqlite3.Database): () => string {
  const changes = raw.prepare("SELECT total_changes()").pluck();
  // Prepared once: `raw.pragma()` prepares its statement on every call, as much again as running it.
  const dataVersion = raw.prepare("PRAGMA data_version").pluck();
  let kept: { version: unknown; writes: number } | undefined;
  const forget = () => void (kept = undefined);
  return () => {
    if (kept?.writes !== writesHere) {
      if (!kept) setImmediate(forget);
      kept = { version: dataVersion.get(), writes: writesHere };
    }
    return `${changes.get()}:${kept.version}`;
  };
}

/** Statements kept compiled; the hot paths repeat a few dozen shapes, a cap keeps memory flat. */
const MAX_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, compiling each SQL text once: Kysely prepares every statement it
 * runs, and on a request's few small queries preparing costs more than running.
 */
function preparedOnce(raw: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(sql) {
      let stmt = statements.get(sql);
      if (!stmt) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        stmt = statementOf(raw.prepare(sql), sql);
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/**
 * A statement as Kysely runs it. One that may write (or end a transaction) is counted in `writesHere`
 * each time it has run. One that returns rows hands them out as arrays (better-sqlite3's `raw` mode),
 * made into objects here: better-sqlite3 builds each row object property by property through V8's API,
 * which costs a third more than the SQLite step itself on a page of ten rows, and half again on fifty
 * (docs/architecture.md, "Per-request overhead"). The names are the statement's result columns, read once
 * when it is prepared. Without a `*` in its text each is a column or alias the text names, so a schema
 * changed later keeps them (a column added is not selected; one renamed makes the text fail to compile
 * again, as it would have). A `*` follows the table's columns: such a statement keeps better-sqlite3's objects.
 */
function statementOf(stmt: BetterSqlite3.Statement, sql: string): SqliteStatement {
  const writes = !(stmt.reader && stmt.readonly);
  if (!stmt.reader || sql.includes("*")) return writes ? counted(stmt) : stmt;
  const toObjects = rowMaker(stmt.columns().map((c) => c.name));
  stmt.raw(true);
  const rows: SqliteStatement = {
    reader: true,
    all: (parameters) => toObjects(stmt.all(parameters) as unknown[][]),
    run: (parameters) => stmt.run(parameters),
    *iterate(parameters) {
      for (const row of stmt.iterate(parameters) as IterableIterator<unknown[]>) yield toObjects([row])[0];
    },
  };
  return writes ? counted(rows) : rows;
}

/** Rows given as arrays of column values, made into objects keyed by `names`, in the same array. */
function rowMaker(names: string[]): (rows: unknown[][]) => Record<string, unknown>[] {
  const width = names.length;
  return (rows) => {
    const out = rows as unknown[];
    for (let r = 0; r < rows.length; r++) {
      const values = rows[r]!;
      const row: Record<string, unknown> = {};
      // Left to right, as better-sqlite3 does: of two columns with one name, the later one's value stands.
      for (let i = 0; i < width; i++) row[names[i]!] = values[i];
      out[r] = row;
    }
    return out as Record<string, unknown>[];
  };
}

/** A statement that may write (or end a transaction), counted in `writesHere` each time it has run. */
function counted(stmt: SqliteStatement): SqliteStatement {
  const after = <T>(result: T) => {
    writesHere++;
    return result;
  };
  return {
    reader: stmt.reader,
    all: (parameters) => after(stmt.all(parameters)),
    run: (parameters) => after(stmt.run(parameters)),
    iterate: (parameters) => after(stmt.iterate(parameters)),
  };
}
