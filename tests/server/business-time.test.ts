import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { shippedParts } from "../helpers/parts.js";

/**
 * Times are the business's (app.json timeZone, Asia/Shanghai), not the server process's zone: the
 * server here runs in New York, where 2026-11-20 17:30 UTC is still the 20th at 12:30, while in
 * Shanghai it is already 01:30 on the 21st.
 */
const NOW = Date.UTC(2026, 10, 20, 17, 30, 5);
const SHANGHAI = "2026-11-21 01:30:05";

const zoneBefore = process.env.TZ;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  process.env.TZ = "America/New_York";
  t = await createTestApp({ now: () => NOW });
  admin = await t.login("admin");
}, 90_000);
afterAll(async () => {
  await t.close();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const api = (method: "GET" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { code: admin }, payload: payload as object });

describe("the business's time zone", () => {
  it("runs this file in a zone other than the business's", () => {
    expect(new Date(NOW).getDate()).toBe(20);
  });

  it("stamps a record's updated_at with the business's wall clock", async () => {
    const campus = body<{ name: string }>(await api("GET", "resources/campus/1")).data;
    const res = await api("PUT", "resources/campus/1", { name: campus.name });
    expect(res.statusCode).toBe(200);
    expect(body<{ updated_at: string }>(res).data.updated_at).toBe(SHANGHAI);
  });

  it("lists and exports 操作日志 in the business's zone", async () => {
    await t.sql.run(
      "INSERT INTO operation_log (username, action, target, detail, ip, at) VALUES (?, ?, ?, ?, ?, ?)",
      "admin",
      "登录",
      "zone-check",
      "",
      "127.0.0.1",
      new Date(NOW).toISOString(),
    );
    const list = await api("GET", "resources/operation-log?target=zone-check");
    expect(body<{ list: { created_at: string }[] }>(list).data.list.map((r) => r.created_at)).toEqual([SHANGHAI]);

    const csv = await api("GET", "resources/operation-log/export?target=zone-check");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(SHANGHAI);
    // The file is named after the business's date, not the server's.
    expect(csv.headers["content-disposition"]).toContain("-20261121.csv");
  });

  it("exports an instant stored by a write as the business's wall clock", async () => {
    // 激活码 and orders keep times as wall clock; a value that names its zone is converted, not copied.
    const { csvLines } = await import("../../mock-server/resources/export-csv.js");
    const res = t.app.omoConfig.resources["operation-log"]!;
    const line = csvLines(res, ["created_at"], [{ id: 1, created_at: "2026-11-20T17:30:05.000Z", updated_at: "" }]);
    expect(line).toBe(`${SHANGHAI}\r\n`);
  });
});

describe("app.json timeZone", () => {
  it("refuses a zone the runtime does not know", () => {
    const dir = mkdtempSync(join(tmpdir(), "omo-config-"));
    try {
      cpSync("config", dir, { recursive: true });
      const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8"));
      writeFileSync(join(dir, "app.json"), JSON.stringify({ ...app, timeZone: "Asia/Beijing" }));
      expect(() => loadConfig(dir, shippedParts)).toThrow(ConfigError);
      try {
        loadConfig(dir, shippedParts);
      } catch (err) {
        expect((err as ConfigError).lines).toContain('app.json#/timeZone: 未知的时区 "Asia/Beijing"');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
