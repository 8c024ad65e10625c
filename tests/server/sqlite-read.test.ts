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
