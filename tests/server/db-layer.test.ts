import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { sql } from "kysely";
import { migrate as migrateAtOpen, openSqlite } from "../../mock-server/plugins/database.js";
import { migrate, openStore, type Store } from "../../mock-server/db/index.js";
import { migrationDirs, migrationFiles } from "../../mock-server/db/migrate.js";
import { modulesNamed } from "../../mock-server/app-modules.js";
import { createPgDatabase } from "../helpers/postgres.js";
import { createTestApp } from "../helpers/test-app.js";

/**
 * The data layer (docs/architecture.md, issue 15): one store over SQLite or PostgreSQL, one migration
 * runner for both, locks and notices the database holds for every process.
 */
const names = (dir: string) => readdirSync(dir).filter((f) => /^\d+-.*\.sql$/.test(f));
/** The shipped app's modules with tables, all of whose files the provisional tutoring module once ran. */
const modules = modulesNamed(["scheduling", "client", "statistics", "handouts"]);
const scheduling = modules[0]!;
const allNames = (dialect: "sqlite" | "postgres") => migrationFiles(dialect, modules).map((f) => f.name);

/**
 * A database as the runner left it before the tutoring tables became the module's migrations: their
 * files under their bare names, 008 and 011 whole, no 021. Made from a migrated one by undoing the renaming.
 */
async function beforeTheSplit(store: Store) {
  const split = [
    "021-module-migrations.sql",
    "scheduling/008-leave-conflict-view.sql",
    "scheduling/011-leave-conflict-business-time.sql",
  ];
  await store.db.deleteFrom("migrations").where("name", "in", split).execute();
  await sql`UPDATE migrations SET name = substr(name, 12) WHERE name LIKE 'scheduling/%'`.execute(store.db);
  // The client's files of that time: its later ones were never recorded under another name.
  await sql`UPDATE migrations SET name = substr(name, 8) WHERE name = 'client/007-client.sql'`.execute(store.db);
  await sql`UPDATE migrations SET name = substr(name, 12) WHERE name LIKE 'statistics/%'`.execute(store.db);
  await sql`UPDATE migrations SET name = substr(name, 10) WHERE name LIKE 'handouts/%'`.execute(store.db);
}

/** A database as the runner left it while the files of the modules that left it were the tutoring module's. */
async function beforeTheModulesMoved(store: Store) {
  const movedFiles = [
    ...names(scheduling.migrations!.sqlite!).map((f) => `scheduling/${f}`),
    "client/007-client.sql",
    "statistics/006-statistics.sql",
    "handouts/002-handouts.sql",
  ];
  for (const moved of movedFiles)
    await sql`UPDATE migrations SET name = ${`tutoring/${moved.split("/")[1]}`} WHERE name = ${moved}`.execute(
      store.db,
    );
}

const recorded = async (store: Store) =>
  (await store.db.selectFrom("migrations").select("name").execute()).map((r) => r.name as string).sort();

describe("migrations", () => {
  it("every SQLite migration has its PostgreSQL twin of the same name, and no other, the modules' too", () => {
    expect(names(migrationDirs.postgres)).toEqual(names(migrationDirs.sqlite));
    for (const module of modules)
      expect(names(module.migrations!.postgres!)).toEqual(names(module.migrations!.sqlite!));
  });

  it("SQLite: applies the framework's files, then each module's as `<module>/<file>`, once, then nothing", async () => {
    const store = openStore({ sqlite: openSqlite(":memory:") });
    expect(await migrate(store)).toEqual(names(migrationDirs.sqlite));
    expect(await migrate(store, modules)).toEqual([
      ...names(scheduling.migrations!.sqlite!).map((f) => `scheduling/${f}`),
      "client/007-client.sql",
      "client/022-issued-passwords.sql",
      "statistics/006-statistics.sql",
      "handouts/002-handouts.sql",
    ]);
    expect(await migrate(store, modules)).toEqual([]);
  });

  it("SQLite: an install from before the split runs the renaming alone, and keeps its module's tables done", async () => {
    const store = openStore({ sqlite: openSqlite(":memory:") });
    await migrate(store, modules);
    await beforeTheSplit(store);
    expect(await migrate(store, modules)).toEqual(["021-module-migrations.sql"]);
    expect(await recorded(store)).toEqual(allNames("sqlite").sort());
  });

  it("SQLite: a file that moved to another module stays done under its new name, and is not run again", async () => {
    const store = openStore({ sqlite: openSqlite(":memory:") });
    await migrate(store, modules);
    await beforeTheModulesMoved(store);
    expect(await migrate(store, modules)).toEqual([]);
    expect(await recorded(store)).toEqual(allNames("sqlite").sort());
  });

  it("SQLite, as a start opens the file: a moved file stays done too, and is not run again", async () => {
    const sqlite = openSqlite(":memory:");
    const store = openStore({ sqlite });
    expect(migrateAtOpen(sqlite, modules)).toEqual(allNames("sqlite"));
    await beforeTheModulesMoved(store);
    expect(migrateAtOpen(sqlite, modules)).toEqual([]);
    expect(await recorded(store)).toEqual(allNames("sqlite").sort());
  });
});

describe("PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  const stores: Store[] = [];
  const open = () => {
    const store = openStore({ url: database.url, timeZone: "Asia/Shanghai" });
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    database = await createPgDatabase();
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await database?.drop();
  });

  it("three processes starting at once apply each migration exactly once", async () => {
    const applied = await Promise.all([open(), open(), open()].map((s) => migrate(s, modules)));
    expect(applied.flat().sort()).toEqual(allNames("postgres").sort());
    expect(await migrate(open(), modules)).toEqual([]);
  });

  it("an install from before the split runs the renaming alone, and keeps its module's tables done", async () => {
    const store = open();
    await beforeTheSplit(store);
    expect(await migrate(store, modules)).toEqual(["021-module-migrations.sql"]);
    expect(await recorded(store)).toEqual(allNames("postgres").sort());
    await beforeTheModulesMoved(store);
    expect(await migrate(store, modules)).toEqual([]);
    expect(await recorded(store)).toEqual(allNames("postgres").sort());
  });

  it("keeps SQLite's rules: one account per name whatever its case, moments as ISO text", async () => {
    const { db } = stores[0];
    await db.insertInto("users").values({ username: "Admin", password_hash: "x" }).execute();
    await expect(db.insertInto("users").values({ username: "admin", password_hash: "y" }).execute()).rejects.toThrow(
      /users_username/,
    );
    const row = await db.selectFrom("users").select(["id", "created_at"]).executeTakeFirstOrThrow();
    expect(typeof row.id).toBe("number");
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("shows the operation log on the business's clock", async () => {
    const { db } = stores[0];
    await db
      .insertInto("operation_log")
      .values({ username: "admin", action: "登录", at: "2026-03-02T01:00:00.000Z" })
      .execute();
    const row = await db.selectFrom("v_operation_log").select("created_at").executeTakeFirstOrThrow();
    expect(row.created_at).toBe("2026-03-02 09:00:00");
  });

  it("a lock on a name makes the second transaction wait for the first, across connections", async () => {
    const [a, b] = [open(), open()];
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = a.db.transaction().execute(async (trx) => {
      await a.lock(trx, "teacher:7");
      order.push("first locked");
      await held;
      order.push("first done");
    });
    // The first holds the lock before the second asks for it.
    while (!order.includes("first locked")) await new Promise((r) => setImmediate(r));
    const second = b.db.transaction().execute(async (trx) => {
      await b.lock(trx, "teacher:7");
      order.push("second locked");
    });
    // Wait until the database shows the second waiting on the advisory lock.
    for (;;) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(a.db);
      if (rows[0].n > 0) break;
    }
    expect(order).toEqual(["first locked"]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first locked", "first done", "second locked"]);
  });

  it("a notice reaches another process", async () => {
    const [sender, receiver] = [open(), open()];
    let heard!: (payload: string) => void;
    const got = new Promise<string>((resolve) => (heard = resolve));
    // LISTEN is in place once listen() resolved.
    const stop = await receiver.listen("omo_test", heard);
    await sender.notify("omo_test", "config:42");
    expect(await got).toBe("config:42");
    await stop();
  });
});

describe("readiness", () => {
  it("answers ready while the database answers, 503 once it does not", async () => {
    const t = await createTestApp({ resourceSeeds: [] });
    const store = process.env.OMO_TEST_STORE === "postgres" ? "postgres" : "sqlite";
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect([ready.statusCode, ready.json().data]).toEqual([200, { ok: true, store }]);
      // The store's connections end under the running app, as when the database goes away.
      await t.app.store.db.destroy();
      const gone = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect([gone.statusCode, gone.json().code, gone.json().message]).toEqual([503, 503, "数据库不可用"]);
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe("request ids", () => {
  it("answers each request with its id, the load balancer's when it sent one", async () => {
    const t = await createTestApp({ resourceSeeds: [] });
    try {
      const own = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      const given = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "lb-42" } });
      expect(given.headers["x-request-id"]).toBe("lb-42");
    } finally {
      await t.close();
    }
  });
});
