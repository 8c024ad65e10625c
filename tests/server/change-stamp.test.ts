import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqlite, type DB } from "../../mock-server/plugins/database.js";
import { sqliteStore } from "../../mock-server/db/dialects/sqlite.js";
import type { Store } from "../../mock-server/db/index.js";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The SQLite store's change stamp, which the session and count caches compare: it must move with every
 * write to the file that a later read could see, whoever made it.
 */
describe("the SQLite change stamp", () => {
  let dir: string;
  let files: DB[];
  let open: () => { raw: DB; store: Store };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "omo-stamp-"));
    files = [];
    open = () => {
      const raw = openSqlite(join(dir, "omo.db"));
      files.push(raw);
      return { raw, store: sqliteStore(raw) };
    };
    const { store } = open();
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`.execute(store.db);
  });

  afterEach(() => {
    for (const raw of files) raw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Read at once, without a promise: it is on every list request's path. */
  const stamp = (store: Store) => {
    const read = store.changeStamp("");
    expect(typeof read).toBe("string");
    return read as string;
  };

  it("stays while nothing is written, and moves at once with a write of its own", async () => {
    const { store } = open();
    const before = stamp(store);
    await nextTurn();
    expect(stamp(store)).toBe(before);
    await sql`INSERT INTO t (v) VALUES ('a')`.execute(store.db);
    expect(stamp(store)).not.toBe(before);
  });

  it("moves at once, in the same turn, with another store's committed write to the same file", async () => {
    const here = open().store;
    const there = open().store;
    const before = stamp(here);
    await there.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t (v) VALUES ('b')`.execute(trx);
    });
    expect(stamp(here)).not.toBe(before);
  });

  it("moves from the next turn with a write no store of this process made (another process)", async () => {
    const { store } = open();
    const outsider = open().raw;
    const before = stamp(store);
    outsider.prepare("INSERT INTO t (v) VALUES ('c')").run();
    await nextTurn();
    expect(stamp(store)).not.toBe(before);
  });
});
