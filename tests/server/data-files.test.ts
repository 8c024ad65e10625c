import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseFile, fileNameOf } from "../../mock-server/data-dir.js";

const dir = mkdtempSync(join(tmpdir(), "omo-data-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the app's files on disk (app.json#/fileName)", () => {
  it("read the name from app.json, and a neutral one without it", () => {
    expect(fileNameOf("config")).toBe("omo");
    expect(fileNameOf("examples/library/config")).toBe("library");
    writeFileSync(join(dir, "app.json"), JSON.stringify({ title: "X" }));
    expect(fileNameOf(dir)).toBe("app");
    expect(fileNameOf(join(dir, "missing"))).toBe("app");
    writeFileSync(join(dir, "app.json"), JSON.stringify({ fileName: "../etc/passwd" }));
    expect(fileNameOf(dir)).toBe("app");
  });

  it("open the app's database, or an earlier install's omo.db while it is the only one", () => {
    expect(databaseFile(dir, "library")).toBe(join(dir, "library.db"));
    expect(databaseFile(dir)).toBe(join(dir, "app.db"));
    writeFileSync(join(dir, "omo.db"), "");
    expect(databaseFile(dir, "library")).toBe(join(dir, "omo.db"));
    writeFileSync(join(dir, "library.db"), "");
    expect(databaseFile(dir, "library")).toBe(join(dir, "library.db"));
  });
});
