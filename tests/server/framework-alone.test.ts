import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { partsOfConfig } from "../../mock-server/app-modules.js";
import { appParts } from "../../mock-server/parts.js";
import { tableName } from "../../mock-server/resources/table-name.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { tableNames } from "../helpers/db-tables.js";
import { shippedParts } from "../helpers/parts.js";
import { tutoringRoutes } from "../helpers/tutoring-routes.js";
import { pruneRoutes } from "../helpers/prune-routes.js";

/** The framework's own pages of the shipped menu: home, 权限管理, 操作日志, 个人信息, 页面设计. */
const FRAMEWORK_PAGES = new Set(["Root", "Index", "AuthorityManagement", "RightsManagement", "OperationLog"]);
const keep = (r: RouteConfig) =>
  !r.component ||
  !/^(resource|form|show|dashboard):|^(scheduling|handouts)\//.test(r.component) ||
  r.name === "OperationLog";

/** A library's shelf category: the tutoring app's sample generator for its `category` once crashed such a start. */
const shelfCategory = {
  name: "category",
  title: { "zh-CN": "书架分类", "en-US": "Shelf categories" },
  record: {
    type: "object",
    required: ["shelf"],
    properties: {
      shelf: { type: "string", title: { "zh-CN": "书架", "en-US": "Shelf" }, maxLength: 20 },
      floor: { type: "integer", title: { "zh-CN": "楼层", "en-US": "Floor" }, minimum: 1 },
    },
  },
  list: { columns: [{ field: "shelf" }, { field: "floor" }] },
};

/**
 * A back-office of the framework alone, made from the shipped config: app.json without `modules` (nor the
 * account attributes naming their resources), the
 * operation log and a category of its own its only resources, no dashboards, and the menu's framework pages.
 */
function aloneConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-alone-config-"));
  cpSync("config", dir, { recursive: true });
  const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8")) as Record<string, unknown>;
  delete app.modules;
  // Its accounts carry nothing of the tutoring app's (所属校区 names the school's campuses).
  delete app.accountAttributes;
  writeFileSync(join(dir, "app.json"), JSON.stringify(app, null, 2));
  for (const name of readdirSync(join(dir, "resources"))) {
    if (name.endsWith(".json") && name !== "operation-log.json") rmSync(join(dir, "resources", name));
  }
  rmSync(join(dir, "dashboards"), { recursive: true, force: true });
  // No roles.json: the framework's admin role alone, and no demo account.
  rmSync(join(dir, "roles.json"));
  // A resource of its own under a name the tutoring app also uses: it starts empty, whatever its shape.
  writeFileSync(join(dir, "resources", "category.json"), JSON.stringify(shelfCategory, null, 2));
  const routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8")) as { routes: RouteConfig[] };
  routes.routes = pruneRoutes(routes.routes, keep);
  writeFileSync(join(dir, "routes.json"), JSON.stringify(routes, null, 2));
  return dir;
}

let t: TestApp;
let dir: string;
let token: string;
beforeAll(async () => {
  dir = aloneConfig();
  t = await createTestApp({ configDir: dir });
  token = await t.login("admin");
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the framework alone (app.json lists no module)", () => {
  it("starts and serves its own pages: sign-in, the menu, roles, the operation log; admin its only account", async () => {
    const call = (url: string) => t.app.inject({ method: "GET", url: `/api${url}`, headers: { code: token } });
    const menu = body<{ list: RouteConfig[] }>(await call("/router/getList")).data.list;
    const names: string[] = [];
    const walk = (list: RouteConfig[]) => list.forEach((r) => (names.push(r.name!), r.children && walk(r.children)));
    walk(menu);
    for (const name of FRAMEWORK_PAGES) expect(names).toContain(name);
    expect(names).not.toContain("CourseManagement");
    const roles = body<{ name: string }[] | { list: { name: string }[] }>(await call("/v1/roles")).data;
    expect((Array.isArray(roles) ? roles : roles.list).map((r) => r.name)).toEqual(["admin"]);
    const editor = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "editor", password: "editor123" },
    });
    expect(body(editor).code).not.toBe(200);
    const boot = body<{ demoAccounts: { username: string }[] }>(await call("/app/config")).data;
    expect(boot.demoAccounts.map((a) => a.username)).toEqual(["admin"]);
    expect(body<{ total: number }>(await call("/v1/resources/operation-log")).data.total).toBeGreaterThan(0);
    expect(body<{ total: number }>(await call("/v1/resources/category")).data.total).toBe(0);
  });

  it("answers 404 on every endpoint of the tutoring module", async () => {
    const routes = await tutoringRoutes();
    // Option lists, codes, handouts, scheduling, Q&A and the student client.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(expect.arrayContaining(["GET /api/v1/schedule/conflicts", "POST /api/v1/client/login"]));
    const answers: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(" ") as [string, string];
      const res = await t.app.inject({ method: method as "GET", url, headers: { code: token } });
      answers.push(`${route} ${res.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(" 404"))).toEqual([]);
  });

  it("makes none of the tutoring app's tables or views, seeds none of its rows and writes none of its sample files", async () => {
    const tables = await tableNames(t);
    const tutoringTables = Object.keys(loadConfig("config", shippedParts).resources)
      .filter((n) => n !== "operation-log" && n !== "category")
      .map(tableName);
    expect(tutoringTables.length).toBeGreaterThan(20);
    expect(tutoringTables.filter((name) => tables.has(name))).toEqual([]);
    // Nor the tables and views of its migrations (handouts, scheduling, the student client).
    const own = [
      "handout_nodes",
      "video_handouts",
      "lessons",
      "teacher_leaves",
      "lesson_conflicts",
      "student_credentials",
      "v_leave_conflict",
    ];
    expect(own.filter((name) => tables.has(name))).toEqual([]);
    expect(tables.has("operation_log") && tables.has("v_operation_log")).toBe(true);
    const uploads = join(t.dataDir, "uploads");
    const files = existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String) : [];
    expect(files.filter((f) => /\.(png|jpe?g|pdf|svg)$/.test(f))).toEqual([]);
  });

  it("refuses an app.json naming a module this repository does not hold, or one the running app did not load", () => {
    const app = JSON.parse(readFileSync(join(dir, "app.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(dir, "app.json"), JSON.stringify({ ...app, modules: ["schol"] }));
    try {
      const refused = (() => {
        try {
          loadConfig(dir, partsOfConfig(dir));
        } catch (err) {
          return err instanceof ConfigError ? err.lines : [String(err)];
        }
        return [];
      })();
      expect(refused).toEqual(['app.json#/modules/0: 未知的模块 "schol"，你是不是想写 “school”？']);
      writeFileSync(join(dir, "app.json"), JSON.stringify({ ...app, modules: ["school"] }));
      // A running app of no module: the list's change waits for the next start.
      expect(() => loadConfig(dir, appParts([], ["school"]))).toThrow(
        'app.json#/modules/0: 模块 "school" 尚未载入：模块列表的变更在服务重启后生效',
      );
    } finally {
      writeFileSync(join(dir, "app.json"), JSON.stringify(app, null, 2));
    }
  });
});
