import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app.js";
import { createPgDatabase } from "../helpers/postgres.js";
import { testSql } from "../helpers/sql.js";

const run = promisify(execFile);

/** `npm run db:copy` as an operator runs it, on a SQLite install in `dataDir`. */
async function copy(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", ["scripts/db-copy.ts", ...args], {
      env: { ...process.env, OMO_DATA_DIR: dataDir, OMO_DATABASE_URL: "" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let dataDir: string;
let uploads: string;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
const counts: Record<string, number> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "omo-copy-"));
  uploads = mkdtempSync(join(tmpdir(), "omo-copy-uploads-"));
  // A SQLite install with its demo rows, a stored file, and a row written after the seed.
  const app = await buildApp({ dataDir, uiDir: false });
  const sql = testSql(app.store);
  await sql.run("UPDATE users SET nickname = '迁移前改过' WHERE username = 'editor'");
  for (const table of ["users", "res_campus", "lessons", "operation_log", "handout_nodes"])
    counts[table] = await sql.value<number>(`SELECT COUNT(*) FROM ${table}`);
  await app.close();
  mkdirSync(join(dataDir, "uploads", "handouts"), { recursive: true });
  writeFileSync(join(dataDir, "uploads", "handouts", "moved.pdf"), "%PDF-1.4 moved");
  database = await createPgDatabase();
}, 240_000);

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(uploads, { recursive: true, force: true });
});

describe("npm run db:copy: a SQLite install moved to PostgreSQL", { timeout: 240_000 }, () => {
  // Over 10 s: a whole seeded install copied to a new PostgreSQL database and checked table by table, then served.
  it("copies every table and file, checks them, and the app runs on the copy", async () => {
    const done = await copy(dataDir, "--to", database.url, "--uploads", uploads);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/copied \d+ tables, \d+ rows: counts and checksums match/);
    expect(done.out).toMatch(/copied \d+ files to .*, checked/);
    expect(readFileSync(join(uploads, "handouts", "moved.pdf"), "utf8")).toBe("%PDF-1.4 moved");

    const app = await buildApp({
      dataDir: mkdtempSync(join(tmpdir(), "omo-copy-run-")),
      databaseUrl: database.url,
      uiDir: false,
    });
    try {
      const sql = testSql(app.store);
      for (const [table, n] of Object.entries(counts))
        expect(await sql.value(`SELECT COUNT(*) FROM ${table}`), table).toBe(n);
      expect(await sql.value("SELECT nickname FROM users WHERE username = 'editor'")).toBe("迁移前改过");
      // The same passwords, and new rows get ids after the copied ones.
      const login = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "admin", password: "admin123" },
      });
      expect(login.json().code).toBe(200);
      const before = await sql.value<number>("SELECT MAX(id) FROM operation_log");
      await sql.run(
        "INSERT INTO operation_log (username, action, target, detail, ip, at) VALUES ('admin', '迁移后', '', '', '', ?)",
        new Date().toISOString(),
      );
      expect(await sql.value("SELECT MAX(id) FROM operation_log")).toBeGreaterThan(before);
    } finally {
      await app.close();
    }
  });

  it("refuses a target that already has accounts, changing nothing", async () => {
    const again = await copy(dataDir, "--to", database.url, "--uploads", uploads);
    expect(again.code).toBe(1);
    expect(again.out).toContain("copy refused, the target is unchanged: the target already has accounts");
  });

  it("says how to call it", async () => {
    const usage = await copy(dataDir);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("usage: npm run db:copy -- --to postgres://");
    expect(existsSync(join(dataDir, "omo.db"))).toBe(true);
  });
});
