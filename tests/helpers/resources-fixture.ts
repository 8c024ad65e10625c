import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { moduleFiles, readConfigFiles } from "../../mock-server/config/files.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "./test-app.js";
import type { BuildOptions } from "../../mock-server/app.js";
import { listedModules, modulesNamed } from "../../mock-server/app-modules.js";
import { modulesDir, readModuleFolder } from "../../mock-server/module-folders.js";
import type { ServerModule } from "../../mock-server/module-api.js";
import { FRAMEWORK_PAGES } from "../../src/common/pages.js";

/**
 * Shared setup of the resource tests: a copy of config/ whose resources are the shipped campus and
 * category plus `device`, a small resource with one query field per operator and a relation to campus.
 */
export const device = {
  name: "device",
  title: "设备",
  record: {
    type: "object",
    required: ["name", "kind", "campus_id"],
    properties: {
      name: { type: "string", title: "设备名称", minLength: 2, maxLength: 20, unique: true },
      kind: {
        type: "string",
        title: "类型",
        options: [
          { value: "pc", label: "电脑" },
          { value: "pad", label: "平板" },
          { value: "board", label: "白板" },
        ],
      },
      campus_id: { type: "integer", title: "所属校区", relation: { resource: "campus" } },
      price: { type: "number", title: "价格", minimum: 0, maximum: 100000 },
      level: { type: "integer", title: "等级", minimum: 1, maximum: 5, default: 1 },
      stock: { type: "integer", title: "库存", minimum: 0 },
      active: { type: "boolean", title: "在用", default: true },
      tags: {
        type: "array",
        title: "标签",
        maxItems: 2,
        items: {
          type: "string",
          options: [
            { value: "new", label: "新品" },
            { value: "hot", label: "热门" },
            { value: "old", label: "旧款" },
          ],
        },
      },
      bought_on: { type: "string", title: "购入日期", format: "date" },
      serial: { type: "string", title: "序列号", pattern: "^SN\\d{4}$" },
      note: { type: "string", title: "备注", maxLength: 50 },
    },
  },
  list: {
    columns: [
      { field: "id", sortable: true },
      { field: "name", sortable: true },
      { field: "kind" },
      { field: "campus_id" },
      { field: "price", sortable: true },
      { field: "active" },
      { field: "tags" },
      { field: "bought_on", sortable: true },
    ],
    query: [
      { field: "name", operator: "contains" },
      { field: "kind", operator: "in" },
      { field: "price", operator: "between" },
      { field: "level", operator: "gte" },
      { field: "stock", operator: "lte" },
      { field: "active", operator: "eq" },
      { field: "tags", operator: "in" },
      { field: "bought_on", operator: "between" },
      { field: "created_at", operator: "between" },
    ],
    rowSelection: true,
    actions: { create: true, edit: true, delete: true, batchDelete: true, export: true },
  },
  form: { fields: [{ field: "name" }, { field: "kind" }, { field: "campus_id" }] },
};

type RouteNode = { component?: string; children?: RouteNode[] };

/**
 * Routes naming resources the folder lacks are dropped, and so are the dashboards (they read the
 * shipped resources), so the copy is valid whatever else config/ holds.
 */
function keepKnownRoutes(routes: RouteNode[], names: Set<string>): RouteNode[] {
  return (
    routes
      // Detail pages name child resources this folder does not have: left out with their routes.
      .filter((r) => !/^(dashboard|show):/.test(r.component ?? ""))
      .filter((r) => !/^(resource|form):/.test(r.component ?? "") || names.has(r.component!.split(":")[1]))
      // A module's page goes with its module, which brings config of its own.
      .filter((r) => !r.component?.includes("/") || FRAMEWORK_PAGES.includes(r.component))
      .map((r) => (r.children ? { ...r, children: keepKnownRoutes(r.children, names) } : r))
  );
}

/** A temporary config folder with these resources (file name = resource name). */
export function tempConfig(resources: Record<string, unknown>[] = [device]): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-res-config-"));
  cpSync("config", dir, { recursive: true });
  rmSync(join(dir, "resources"), { recursive: true, force: true });
  rmSync(join(dir, "dashboards"), { recursive: true, force: true });
  mkdirSync(join(dir, "resources"));
  // The shipped campus and category (the school module's), as the app's own files of this folder. Detail
  // pages name child resources this folder may not have: left out, as are their routes (below).
  const withoutShow = ({ show: _show, ...res }: Record<string, unknown>) => res;
  const shipped = readConfigFiles("config");
  for (const name of ["campus", "category"])
    writeResource(dir, withoutShow(JSON.parse(shipped.get(`resources/${name}.json`)!) as Record<string, unknown>));
  for (const res of resources) writeResource(dir, withoutShow(res));
  const names = new Set(["campus", "category", ...resources.map((r) => r.name as string)]);
  const routesFile = join(dir, "routes.json");
  const routes = JSON.parse(readFileSync(routesFile, "utf8"));
  routes.routes = keepKnownRoutes(routes.routes, names);
  writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  const appFile = join(dir, "app.json");
  const app = JSON.parse(readFileSync(appFile, "utf8")) as { modules?: string[] };
  // Only these resources: none of the modules that bring resources or dashboards of their own (qa's qa-rule),
  // nor those that depend on one (every tutoring module on school).
  const dropped = new Set(Object.values(moduleFiles(dir)));
  const dependsOn = (m: string) => readModuleFolder(join(modulesDir, m)).manifest?.dependsOn ?? [];
  app.modules = (app.modules ?? []).filter((m) => {
    if (dependsOn(m).some((d) => dropped.has(d))) dropped.add(m);
    return !dropped.has(m);
  });
  writeFileSync(appFile, JSON.stringify(app, null, 2));
  // The shipped roles' row rules name the tutoring app's resources, which this folder mostly lacks.
  const rolesFile = join(dir, "roles.json");
  const roles = JSON.parse(readFileSync(rolesFile, "utf8")) as { roles: { rows?: unknown; fields?: unknown }[] };
  for (const role of roles.roles) {
    delete role.rows;
    delete role.fields;
  }
  writeFileSync(rolesFile, JSON.stringify(roles, null, 2));
  return dir;
}

export const writeResource = (dir: string, res: Record<string, unknown>) =>
  writeFileSync(join(dir, "resources", `${res.name}.json`), JSON.stringify(res, null, 2));

export interface ResourceApp extends TestApp {
  configDir: string;
  admin: string;
  editor: string;
  /** An injected request as the admin (or with `token`); `query` is appended verbatim. */
  call(method: string, url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
}

/** The shipped module that handles a custom action of the resource (学员's 重置登录密码 is client's). */
function actionLenders(resource: Record<string, unknown>): string[] {
  const custom = (resource.list as { actions?: { custom?: { name: string }[] } } | undefined)?.actions?.custom ?? [];
  const keys = custom.map((a) => `${String(resource.name)}.${a.name}`);
  return modulesNamed(listedModules("config"))
    .filter((m) => keys.some((key) => Object.hasOwn(m.actions ?? {}, key)))
    .map((m) => m.name);
}

/**
 * A module that brings one of `resources` (the shipped campus-order is orders'), or handles one of their
 * actions, lends the app its code, not its config: its routes and its resources' actions, managed fields,
 * hooks and abilities, beside the modules the folder keeps. Undefined (app.json's modules) when the test
 * brings none.
 */
function lentModules(configDir: string, resources: Record<string, unknown>[]): ServerModule[] | undefined {
  const shipped = moduleFiles("config");
  const lenders = [
    ...new Set([
      ...resources.map((r) => shipped[`resources/${String(r.name)}.json`]).filter(Boolean),
      ...resources.flatMap(actionLenders),
    ]),
  ];
  if (!lenders.length) return undefined;
  const code = ({ name, routes, actions, managed, hooks, abilities, answers }: ServerModule): ServerModule => ({
    name,
    routes,
    actions,
    managed,
    hooks,
    abilities,
    answers,
  });
  return [...modulesNamed(listedModules(configDir)), ...modulesNamed(lenders as string[]).map(code)];
}

/** An app on a temporary config and database, without sample rows, logged in as admin and editor. */
export async function resourceApp(
  options: BuildOptions = {},
  resources: Record<string, unknown>[] = [device],
): Promise<ResourceApp> {
  const configDir = tempConfig(resources);
  const t = await createTestApp({
    configDir,
    resourceSeeds: [],
    modules: lentModules(configDir, resources),
    ...options,
  });
  const admin = await t.login("admin");
  const editor = await t.login("editor");
  return {
    ...t,
    configDir,
    admin,
    editor,
    call: (method, url, payload, token = admin) =>
      t.app.inject({ method: method as "GET", url, payload: payload as object, headers: { code: token } }),
    async close() {
      await t.close();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/** Categories (subjects) and campuses most tests build on; returns their ids by name. */
export async function sampleData(t: ResourceApp): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const create = async (resource: string, values: Record<string, unknown>) => {
    const res = await t.call("POST", `/api/v1/resources/${resource}`, values);
    if (res.statusCode !== 200) throw new Error(`create ${resource} failed: ${res.body}`);
    ids[values.name as string] = res.json().data.id;
  };
  await create("category", { code: "xk", name: "语文" });
  await create("category", { code: "xk", name: "数学" });
  await create("category", { code: "jc", name: "人教版" });
  const campus = { city: "北京", director: "张伟", phone: "13800138000", sales_mode: 1 };
  await create("campus", { ...campus, name: "北京朝阳校区", code: "BJ001", subject_ids: [ids["语文"], ids["数学"]] });
  await create("campus", { ...campus, name: "北京海淀校区", code: "BJ002", status: 2 });
  return ids;
}
