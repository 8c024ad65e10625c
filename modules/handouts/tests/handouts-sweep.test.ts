import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../mock-server/app.js";
import { SWEEP_AGE_MS } from "../server/storage.js";
import { createPgDatabase } from "../../../tests/helpers/postgres.js";
import { testSql } from "../../../tests/helpers/sql.js";

const dataDir = mkdtempSync(join(tmpdir(), "omo-sweep-"));
// Both starts on one database: on PostgreSQL (OMO_TEST_STORE=postgres) one of its own, else the data folder's file.
let pg: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
beforeAll(async () => {
  if (process.env.OMO_TEST_STORE === "postgres") pg = await createPgDatabase();
});
afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const app = await buildApp({ dataDir, uiDir: false, databaseUrl: pg?.url });
  await app.ready();
  return app;
};
const dir = join(dataDir, "uploads", "handouts");
const files = () => readdirSync(dir).sort();

describe("handout files without a row", () => {
  it("go at the next start once old; files with a row, young files and files of another shape stay", async () => {
    await (await start()).close();
    const seeded = files();
    expect(seeded.length).toBeGreaterThan(10);
    const stray = `${"a".repeat(32)}.pdf`;
    writeFileSync(join(dir, stray), "%PDF-1.7 left behind by a crash");
    const then = (Date.now() - SWEEP_AGE_MS - 60_000) / 1000;
    utimesSync(join(dir, stray), then, then);
    // As young as another process's upload whose row is not committed yet.
    const young = `${"b".repeat(32)}.pdf`;
    writeFileSync(join(dir, young), "%PDF-1.7 being uploaded elsewhere");
    writeFileSync(join(dir, "README.txt"), "not ours to remove");

    const app = await start();
    try {
      expect(files()).toEqual([...seeded, young, "README.txt"].sort());
      const rows = await testSql(app.store).value("SELECT COUNT(*) FROM handout_nodes WHERE stored_name IS NOT NULL");
      expect(rows).toBe(seeded.length);
    } finally {
      await app.close();
    }
  });
});
