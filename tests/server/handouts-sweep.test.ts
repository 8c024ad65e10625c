import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app.js";

const dataDir = mkdtempSync(join(tmpdir(), "omo-sweep-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => {
  const app = await buildApp({ dataDir, uiDir: false });
  await app.ready();
  return app;
};
const files = () => readdirSync(join(dataDir, "uploads", "handouts")).sort();

describe("handout files without a row", () => {
  it("go at the next start; files with a row and files of another shape stay", async () => {
    await (await start()).close();
    const seeded = files();
    expect(seeded.length).toBeGreaterThan(10);
    const stray = `${"a".repeat(32)}.pdf`;
    writeFileSync(join(dataDir, "uploads", "handouts", stray), "%PDF-1.7 left behind by a crash");
    writeFileSync(join(dataDir, "uploads", "handouts", "README.txt"), "not ours to remove");

    const app = await start();
    try {
      expect(files()).toEqual([...seeded, "README.txt"].sort());
      const rows = app.db.prepare("SELECT COUNT(*) AS n FROM handout_nodes WHERE stored_name IS NOT NULL").get() as {
        n: number;
      };
      expect(rows.n).toBe(seeded.length);
    } finally {
      await app.close();
    }
  });
});
