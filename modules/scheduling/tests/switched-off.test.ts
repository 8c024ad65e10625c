import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { tableNames } from "../../../tests/helpers/db-tables.js";
import { pruneRoutes } from "../../../tests/helpers/prune-routes.js";

const manifest = JSON.parse(readFileSync("modules/scheduling/module.json", "utf8")) as { pages: string[] };
const OWN_RESOURCES = ["schedule-rule", "teacher-leave", "leave-conflict"];

/**
 * The shipped app with scheduling switched off, as an admin would: out of app.json's modules with
 * statistics (whose aggregates read lessons, so it depends on scheduling), and the routes to their
 * pages, resources and dashboards out of routes.json.
 */
function withoutScheduling(): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-no-scheduling-"));
  cpSync("config", dir, { recursive: true });
  const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8")) as { modules: string[] };
  app.modules = app.modules.filter((m) => m !== "scheduling" && m !== "statistics");
  writeFileSync(join(dir, "app.json"), JSON.stringify(app, null, 2));
  const gone = (c = "") =>
    manifest.pages.includes(c) || OWN_RESOURCES.some((r) => c.endsWith(`:${r}`)) || c.startsWith("dashboard:");
  const routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8")) as { routes: RouteConfig[] };
  writeFileSync(
    join(dir, "routes.json"),
    JSON.stringify({ ...routes, routes: pruneRoutes(routes.routes, (r) => !gone(r.component)) }, null, 2),
  );
  return dir;
}

let t: TestApp;
let dir: string;
let token: string;
beforeAll(async () => {
  dir = withoutScheduling();
  t = await createTestApp({ configDir: dir });
  token = await t.login("admin");
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});
const get = (url: string) => t.app.inject({ method: "GET", url: `/api${url}`, headers: { code: token } });

describe("the tutoring app with scheduling switched off", () => {
  it("has none of its endpoints, tables or resources", async () => {
    for (const url of ["/v1/schedule/timetable?campus_id=1", "/v1/schedule/conflicts", "/v1/resources/teacher-leave"])
      expect((await get(url)).statusCode, url).toBe(404);
    const tables = await tableNames(t);
    expect(["lessons", "teacher_leaves", "lesson_conflicts"].filter((name) => tables.has(name))).toEqual([]);
  });

  it("runs the rest on its own: the school's and the orders' pages with their sample rows, and Q&A", async () => {
    for (const resource of ["campus", "lecturer", "student", "user-order", "activation-code", "qa-rule"]) {
      const res = await get(`/v1/resources/${resource}?pageSize=1`);
      expect(res.statusCode, resource).toBe(200);
      expect(body<{ total: number }>(res).data.total, resource).toBeGreaterThan(0);
    }
  });
});
