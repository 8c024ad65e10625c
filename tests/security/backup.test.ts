import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { buildApp } from "../../mock-server/app.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import type { DB } from "../../mock-server/plugins/database.js";
import { RestoreRefused, createBackup, listBackups, restoreBackup } from "../../mock-server/maintenance/backups.js";
import { sweepOperationLog } from "../../mock-server/maintenance/oplog-archive.js";
import { maintenanceStore } from "../../mock-server/maintenance/store.js";
import { openStore } from "../../mock-server/db/index.js";
import { writeTarGz } from "../../mock-server/maintenance/tar.js";
import { DAY } from "../../mock-server/maintenance/files.js";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { multipart, pngOf } from "../helpers/multipart.js";
import { shippedParts } from "../helpers/parts.js";

const PNG = pngOf(300);

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-backup-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
async function testApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  cleanup.push(() => t.close());
  return t;
}

async function uploadImage(t: TestApp): Promise<string> {
  const token = await t.login("admin");
  const { payload, headers } = multipart("a.png", PNG);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/files",
    payload,
    headers: { ...headers, code: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ url: string }>(res).data.url;
}

/** Every table's row count. */
function counts(db: DB): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]));
}

/** Every file under `dir` with the hash of its bytes. */
function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    out[path.slice(dir.length + 1)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return out;
}

const insertLog = (db: DB, at: string, action = "测试") =>
  db
    .prepare(
      "INSERT INTO operation_log (username, action, target, detail, ip, at) VALUES ('admin', ?, 't', 'd', '127.0.0.1', ?)",
    )
    .run(action, at);

// Generous timeouts: each test starts a fully seeded app and archives it, on a machine that may be busy.
describe("backup and restore", { timeout: 120_000 }, () => {
  it("backs up a running app, and a restore into a wiped folder finds the same rows and files", async () => {
    const t = await testApp();
    const url = await uploadImage(t);
    insertLog(t.app.db, new Date().toISOString(), "备份前的写入");
    const rowsBefore = counts(t.app.db);
    const someUsers = t.app.db.prepare("SELECT * FROM users ORDER BY id").all();
    const logBefore = t.app.db.prepare("SELECT * FROM operation_log ORDER BY id").all();
    const filesBefore = fileHashes(join(t.dataDir, "uploads"));
    expect(Object.keys(filesBefore)).toContain(url.replace("/uploads/", ""));
    expect(Object.keys(filesBefore).some((f) => f.startsWith("handouts/"))).toBe(true);

    // Online: the app keeps serving and writing while the copy is taken.
    const backing = createBackup(t.dataDir, maintenanceStore(t.app.store));
    insertLog(t.app.db, new Date().toISOString(), "备份中的写入");
    const path = await backing;
    expect(listBackups(t.dataDir).map((b) => b.path)).toEqual([path]);

    // Refused under a live server, and nothing moved.
    await expect(restoreBackup(t.dataDir, path)).rejects.toThrow(/stop it first/);
    expect(existsSync(join(t.dataDir, "replaced"))).toBe(false);

    const kept = join(tempDir(), "kept.tar.gz");
    copyFileSync(path, kept);
    await t.app.close();
    rmSync(t.dataDir, { recursive: true, force: true });

    const replaced = await restoreBackup(t.dataDir, kept, Date.now(), { fileName: "omo" });
    expect(readdirSync(replaced)).toEqual([]);
    const again = await buildApp({ dataDir: t.dataDir, uiDir: false });
    cleanup.push(() => again.close());
    await again.ready();
    const rowsAfter = counts(again.db);
    // The copy is one moment: either with the write made during it or without, never half of it.
    const during = rowsAfter.operation_log - rowsBefore.operation_log;
    expect([0, 1]).toContain(during);
    expect({ ...rowsAfter, operation_log: rowsBefore.operation_log }).toEqual(rowsBefore);
    expect(again.db.prepare("SELECT * FROM users ORDER BY id").all()).toEqual(someUsers);
    expect(again.db.prepare(`SELECT * FROM operation_log ORDER BY id LIMIT ${logBefore.length}`).all()).toEqual(
      logBefore,
    );
    expect(fileHashes(join(t.dataDir, "uploads"))).toEqual(filesBefore);
    const served = await again.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("keeps what a restore replaces aside, not deleted", async () => {
    const t = await testApp();
    const path = await createBackup(t.dataDir, maintenanceStore(t.app.store));
    const url = await uploadImage(t);
    await t.app.close();
    const dbBytes = readFileSync(join(t.dataDir, "omo.db"));

    const replaced = await restoreBackup(t.dataDir, path, Date.now(), { fileName: "omo" });
    expect(readFileSync(join(replaced, "omo.db")).equals(dbBytes)).toBe(true);
    expect(existsSync(join(replaced, url))).toBe(true);
    // The backup predates the upload: the restored folder does not have it.
    expect(existsSync(join(t.dataDir, url))).toBe(false);
  });

  describe("refuses a backup it cannot trust, changing nothing", () => {
    // One app, backed up and stopped, serves the three refusals: each must leave its folder as it was.
    let t: TestApp;
    let path: string;
    let before: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp();
      path = await createBackup(t.dataDir, maintenanceStore(t.app.store));
      await t.app.close();
      before = fileHashes(t.dataDir);
    });
    afterAll(() => t.close());
    const unchanged = () => expect(fileHashes(t.dataDir)).toEqual(before);

    it("not an archive, or a truncated one", async () => {
      const dataDir = t.dataDir;
      const junk = join(tempDir(), "junk.tar.gz");
      writeFileSync(junk, "这不是备份");
      await expect(restoreBackup(dataDir, junk)).rejects.toThrow(RestoreRefused);
      const bytes = readFileSync(path);
      writeFileSync(junk, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await expect(restoreBackup(dataDir, junk)).rejects.toThrow(/not a usable backup/);
      unchanged();
    });

    it("a database that fails SQLite's integrity check", async () => {
      const dataDir = t.dataDir;
      const work = tempDir();
      mkdirSync(join(work, "x"));
      // Take the backup's own database and overwrite a page in the middle of it.
      const good = join(work, "good.db");
      await restoreInto(path, work, good);
      const db = readFileSync(good);
      const page = new Database(good, { readonly: true }).pragma("page_size", { simple: true }) as number;
      const middle = Math.floor(db.length / page / 2) * page;
      db.fill(0x5a, middle, middle + page);
      writeFileSync(join(work, "x", "omo.db"), db);
      const bad = join(work, "bad.tar.gz");
      await writeTarGz(bad, [{ name: "omo.db", path: join(work, "x", "omo.db") }]);
      await expect(restoreBackup(dataDir, bad)).rejects.toThrow(/not sound/);
      unchanged();
    });

    it("an entry that would land outside the data folder", async () => {
      const dataDir = t.dataDir;
      const work = tempDir();
      writeFileSync(join(work, "evil"), "x");
      const bad = join(work, "bad.tar.gz");
      await writeTarGz(bad, [{ name: "../evil", path: join(work, "evil") }]);
      await expect(restoreBackup(dataDir, bad)).rejects.toThrow(/refusing the archive entry/);
      unchanged();
    });
  });
});

/** Extracts the database of a backup to `dest` by restoring it into a scratch folder. */
async function restoreInto(backup: string, work: string, dest: string) {
  const scratch = join(work, "scratch");
  await restoreBackup(scratch, backup, Date.now(), { fileName: "omo" });
  copyFileSync(join(scratch, "omo.db"), dest);
}

describe("automatic daily backups", { timeout: 120_000 }, () => {
  it("takes one when the newest is a day old and keeps the configured number", async () => {
    const config = loadConfig("config", shippedParts);
    config.app = { ...config.app, backup: { daily: true, keep: 2 } };
    let clock = Date.parse("2025-03-01T02:00:00Z");
    const t = await testApp({ config, now: () => clock });

    const first = await t.app.upkeep();
    expect(first.backup).toMatch(/omo-20250301-020000\.tar\.gz$/);
    clock += 23 * 3600_000;
    expect((await t.app.upkeep()).backup).toBeNull();
    for (let day = 0; day < 3; day++) {
      clock += DAY;
      expect((await t.app.upkeep()).backup).not.toBeNull();
    }
    expect(listBackups(t.dataDir).map((b) => b.name)).toEqual([
      "omo-20250304-010000.tar.gz",
      "omo-20250305-010000.tar.gz",
    ]);
  });

  it("takes none when daily is off", async () => {
    const config = loadConfig("config", shippedParts);
    config.app = { ...config.app, backup: { daily: false, keep: 2 } };
    const t = await testApp({ config });
    expect((await t.app.upkeep()).backup).toBeNull();
    expect(listBackups(t.dataDir)).toEqual([]);
  });
});

describe("operation-log retention", { timeout: 120_000 }, () => {
  const readArchive = (dir: string) =>
    readdirSync(join(dir, "archive"))
      .sort()
      .flatMap((f) =>
        gunzipSync(readFileSync(join(dir, "archive", f)))
          .toString("utf8")
          .trim()
          .split("\n"),
      )
      .map((line) => JSON.parse(line));

  it("moves rows older than keepDays into a gzip archive, then deletes them", async () => {
    let clock = Date.parse("2025-06-30T00:00:00Z");
    const t = await testApp({ now: () => clock });
    const db = t.app.db;
    db.transaction(() => {
      for (let i = 0; i < 20005; i++) insertLog(db, "2024-12-01T08:00:00.000Z", `旧${i}`);
      insertLog(db, "2025-06-29T08:00:00.000Z", "新");
    })();
    const old = db
      .prepare("SELECT id, username, action, target, detail, ip, at FROM operation_log WHERE at < '2025-01'")
      .all();

    clock += DAY;
    const report = await t.app.upkeep();
    expect(report.archivedRows).toBe(20005);
    // Two files: the sweep works in batches, so a log that grew large never sits in memory whole.
    expect(readdirSync(join(t.dataDir, "archive")).sort()).toEqual([
      "operation-log-2025-07-01-2.jsonl.gz",
      "operation-log-2025-07-01.jsonl.gz",
    ]);
    const archived = readArchive(t.dataDir).sort((a, b) => a.id - b.id);
    expect(archived).toEqual(old);
    expect(db.prepare("SELECT action FROM operation_log WHERE at < '2025-06'").all()).toEqual([]);
    expect(db.prepare("SELECT COUNT(*) FROM operation_log WHERE action = '新'").pluck().get()).toBe(1);
    // The day's sweep is done: a second round the same day moves nothing.
    insertLog(db, "2024-12-01T08:00:00.000Z", "又一条旧的");
    expect((await t.app.upkeep()).archivedRows).toBe(0);
  });

  it("loses nothing when the delete fails after the archive was written", async () => {
    const dataDir = tempDir();
    const db = new Database(":memory:");
    db.exec(
      "CREATE TABLE operation_log (id INTEGER PRIMARY KEY, username TEXT, action TEXT, target TEXT, detail TEXT, ip TEXT, at TEXT)",
    );
    for (let i = 0; i < 3; i++) insertLog(db, "2020-01-01T00:00:00.000Z");
    const store = maintenanceStore(openStore({ sqlite: db }));
    const crashing = {
      ...store,
      deleteLogRows: () => Promise.reject(new Error("power cut")),
    };
    await expect(sweepOperationLog(crashing, dataDir, 180)).rejects.toThrow("power cut");
    expect(db.prepare("SELECT COUNT(*) FROM operation_log").pluck().get()).toBe(3);
    expect(readArchive(dataDir)).toHaveLength(3);

    const { rows } = await sweepOperationLog(store, dataDir, 180);
    expect(rows).toBe(3);
    expect(db.prepare("SELECT COUNT(*) FROM operation_log").pluck().get()).toBe(0);
    // Archived twice rather than lost.
    expect(readArchive(dataDir)).toHaveLength(6);
    db.close();
  });

  it("keeps the archive in the backup", async () => {
    let clock = Date.now();
    const t = await testApp({ now: () => clock });
    insertLog(t.app.db, "2000-01-01T00:00:00.000Z", "很旧");
    clock += DAY;
    await t.app.upkeep();
    const archive = fileHashes(join(t.dataDir, "archive"));
    expect(Object.keys(archive)).toHaveLength(1);
    const path = listBackups(t.dataDir).at(-1)!.path;
    await t.app.close();
    rmSync(join(t.dataDir, "archive"), { recursive: true });
    await restoreBackup(t.dataDir, path, Date.now(), { fileName: "omo" });
    expect(fileHashes(join(t.dataDir, "archive"))).toEqual(archive);
  });
});
