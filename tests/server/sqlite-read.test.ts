import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqlite, type DB } from "../../mock-server/plugins/database.js";
import { sqliteStore } from "../../mock-server/db/dialects/sqlite.js";
import type { Store } from "../../mock-server/db/index.js";

/**
 * `store.read` on SQLite runs a SELECT straight on the connection when no transaction is open: a
 * transaction of another request, awaiting between its statements, must still keep its rows to itself.
 */
describe("the SQLite store's direct reads", () => {
  let dir: string;
  let raw: DB;
  let store: Store;
  const count = () => store.read(store.db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM t`.compile(store.db));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "omo-read-"));
    raw = openSqlite(join(dir, "omo.db"));
    store = sqliteStore(raw);
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`.execute(store.db);
  });

  afterEach(() => {
    raw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers what Kysely would, outside a transaction", async () => {
    await sql`INSERT INTO t (v) VALUES ('a'), ('b')`.execute(store.db);
    expect(await count()).toEqual([{ n: 2 }]);
    const rows = await store.read(store.db, sql<{ v: string }>`SELECT v FROM t WHERE v = ${"b"}`.compile(store.db));
    expect(rows).toEqual([{ v: "b" }]);
  });

  it("waits for another request's open transaction and never sees what it rolls back", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const writing = store.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO t (v) VALUES ('uncommitted')`.execute(trx);
        inserted();
        await gate;
        throw new Error("rolled back");
      })
      .catch((err: Error) => err.message);
    await didInsert;
    const read = count();
    let answered = false;
    void read.then(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    expect(await writing).toBe("rolled back");
    expect(await read).toEqual([{ n: 0 }]);
  });

  it("inside a transaction reads through it, its own writes included", async () => {
    const seen = await store.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t (v) VALUES ('mine')`.execute(trx);
      return store.read(trx, sql<{ n: number }>`SELECT COUNT(*) AS n FROM t`.compile(trx));
    });
    expect(seen).toEqual([{ n: 1 }]);
  });
});

/**
 * Rows come from better-sqlite3 as arrays and are made into objects by the store (dialects/sqlite.ts):
 * they must be the objects better-sqlite3 itself would have made, whatever the statement.
 */
describe("the SQLite store's rows", () => {
  let dir: string;
  let raw: DB;
  let store: Store;
  /** What better-sqlite3 answers for the same text, on its own statement. */
  const native = (text: string, ...params: unknown[]) => raw.prepare(text).all(...params);
  const read = (text: string, ...params: unknown[]) =>
    store.read(store.db, { sql: text, parameters: params } as unknown as Parameters<Store["read"]>[1]);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "omo-rows-"));
    raw = openSqlite(join(dir, "omo.db"));
    store = sqliteStore(raw);
    raw.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, n REAL, b BLOB);
      INSERT INTO t (v, n, b) VALUES ('张伟', 1.5, x'00ff'), (NULL, NULL, NULL), ('b', 3, x'')`);
  });

  afterEach(() => {
    raw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are the objects better-sqlite3 makes: names, aliases, a name twice, NULLs, blobs, no rows", async () => {
    for (const text of [
      `SELECT "id", "v", "n", "b" FROM t ORDER BY id`,
      `SELECT id AS "编号", v || '!' AS shout, n * 2 AS twice FROM t ORDER BY id DESC`,
      `SELECT t.id, u.id, u.v FROM t JOIN t AS u ON u.id = t.id + 1 ORDER BY t.id`,
      `SELECT v FROM t WHERE id = ?`,
    ])
      expect(await read(text, ...(text.includes("?") ? [99] : [])), text).toEqual(
        native(text, ...(text.includes("?") ? [99] : [])),
      );
    // Through Kysely too (its driver asks the same statements), streamed or not.
    const rows = await store.db
      .selectFrom("t" as never)
      .select(["id", "v"] as never)
      .orderBy("id" as never)
      .execute();
    expect(rows).toEqual(native(`SELECT id, v FROM t ORDER BY id`));
    const streamed = [];
    for await (const row of store.db
      .selectFrom("t" as never)
      .select(["v"] as never)
      .stream())
      streamed.push(row);
    expect(streamed).toEqual(native(`SELECT v FROM t`));
  });

  it("follow the table's columns for a `*`, after a column is added", async () => {
    const text = `SELECT * FROM t ORDER BY id`;
    expect(await read(text)).toEqual(native(text));
    raw.exec(`ALTER TABLE t ADD COLUMN extra TEXT DEFAULT 'x'`);
    const after = await read(text);
    expect(after).toEqual(native(text));
    expect(after[0]).toHaveProperty("extra", "x");
  });

  it("of a write that returns rows are counted as a write, and come out as objects", async () => {
    const before = store.changeStamp("t");
    const back = await store.db
      .insertInto("t" as never)
      .values({ v: "new" } as never)
      .returning(["id", "v"] as never)
      .execute();
    expect(back).toEqual([{ id: 4, v: "new" }]);
    expect(store.changeStamp("t")).not.toBe(before);
  });
});
