import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { testSql } from "../helpers/sql.js";

const run = promisify(execFile);

/** Runs `npm run <script>` the way an operator does (tsx on the script), on the test's data folder. */
async function command(script: string, dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", [script, ...args], {
      env: { ...process.env, OMO_DATA_DIR: dataDir, OMO_DATABASE_URL: t.databaseUrl ?? "" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("npm run db:backup and db:restore", { timeout: 120_000 }, () => {
  it("back up beside a running server; restore refuses until it stops, then brings the rows back", async () => {
    const backup = await command("scripts/db-backup.ts", t.dataDir);
    expect(backup.code, backup.out).toBe(0);
    const [file] = readdirSync(join(t.dataDir, "backups"));
    expect(file).toMatch(/^omo-\d{8}-\d{6}\.tar\.gz$/);
    const path = join(t.dataDir, "backups", file);

    const users = await t.sql.all("SELECT id, username FROM users ORDER BY id");
    await t.sql.run("DELETE FROM operation_log");
    await t.sql.run(
      "INSERT INTO operation_log (username, action, target, detail, ip, at) VALUES ('admin', '备份之后', '', '', '', ?)",
      new Date().toISOString(),
    );

    const refused = await command("scripts/db-restore.ts", t.dataDir, path);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      t.databaseUrl
        ? /restore refused, nothing changed: \d+ server connection\(s\) are open on the database/
        : /restore refused, nothing changed: a server \(process \d+\) is using/,
    );

    await t.app.close();
    const restored = await command("scripts/db-restore.ts", t.dataDir, path);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain("replaced");
    expect(existsSync(join(t.dataDir, "replaced"))).toBe(true);

    const again = await buildApp({ dataDir: t.dataDir, uiDir: false, databaseUrl: t.databaseUrl });
    try {
      const sql = testSql(again.store);
      expect(await sql.all("SELECT id, username FROM users ORDER BY id")).toEqual(users);
      expect(await sql.value("SELECT COUNT(*) FROM operation_log WHERE action = '备份之后'")).toBe(0);
    } finally {
      await again.close();
    }
  });

  it("restore without a file says how to call it", async () => {
    const usage = await command("scripts/db-restore.ts", t.dataDir);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("usage: npm run db:restore <backup.tar.gz>");
  });
});
