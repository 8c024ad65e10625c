import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../mock-server/app.js";
import type { Db } from "../../mock-server/db/index.js";
import { schemaHelper } from "../../mock-server/db/helpers/schema/index.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { describePlan, isEmptyPlan, planConfig } from "../../mock-server/config/plan.js";
import { applyConfig } from "../../mock-server/config/apply.js";
import { recordRenames } from "../../mock-server/config/renames.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { device, tempConfig, writeResource } from "../helpers/resources-fixture.js";
import { createPgDatabase } from "../helpers/postgres.js";
import { runScript } from "../helpers/run-script.js";
import { shippedParts } from "../helpers/parts.js";

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
const databases: { drop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(databases.splice(0).map((d) => d.drop()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A config folder and the data its starts share (a data folder; on PostgreSQL a database of its own). */
async function folders() {
  const configDir = tempConfig();
  const dataDir = mkdtempSync(join(tmpdir(), "omo-plan-data-"));
  dirs.push(configDir, dataDir);
  const pg = process.env.OMO_TEST_STORE === "postgres" ? await createPgDatabase() : undefined;
  if (pg) databases.push(pg);
  return { configDir, dataDir, databaseUrl: pg?.url };
}
type Folders = Awaited<ReturnType<typeof folders>>;

/** An app on the folders, without sample rows, and a call as the admin. */
async function start({ configDir, dataDir, databaseUrl }: Folders) {
  const app = await buildApp({ configDir, dataDir, databaseUrl, uiDir: false, resourceSeeds: [] });
  apps.push(app);
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: "admin", password: "admin123" },
  });
  const token = login.json().data.token as string;
  const call = (method: string, url: string, payload?: object) =>
    app.inject({ method: method as "GET", url: `/api/v1/resources/${url}`, payload, headers: { code: token } });
  return { app, call };
}

const columns = async (app: FastifyInstance, table: string, db: Db = app.store.db) => [
  ...(await schemaHelper(app.store.dialect).columns(db, table)).keys(),
];
const indexes = async (app: FastifyInstance, table: string) =>
  (await schemaHelper(app.store.dialect).indexes(app.store.db, table)).map((i) => i.columns.join(","));

/** The device resource with its record's fields replaced (and list query fields of removed fields dropped). */
function deviceWith(properties: Record<string, unknown>, query = device.list.query) {
  return {
    ...device,
    record: { ...device.record, properties },
    list: { ...device.list, query: query.filter((q) => q.field in properties || q.field === "created_at") },
  };
}
const { stock, note, ...others } = device.record.properties;

const newDevice = async (call: Awaited<ReturnType<typeof start>>["call"], values: object) => {
  const campus = await call("POST", "campus", {
    name: "改名校区",
    code: "RN001",
    city: "天津",
    director: "王芳",
    phone: "13700000000",
    sales_mode: 1,
  });
  const made = await call("POST", "device", {
    name: "改名设备",
    kind: "pc",
    campus_id: campus.json().data.id,
    ...values,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.id as number;
};

describe("renamedFrom", () => {
  it("moves the column's values to the new field, its indexes follow, and later starts leave it be", async () => {
    const f = await folders();
    let { app, call } = await start(f);
    const id = await newDevice(call, { stock: 7 });
    await app.close();

    const renamed = deviceWith({ ...others, note, quantity: { ...stock, renamedFrom: "stock" } }, [
      ...device.list.query,
      { field: "quantity", operator: "lte" },
    ]);
    writeResource(f.configDir, renamed);
    ({ app, call } = await start(f));
    const row = (await call("GET", `device/${id}`)).json().data;
    expect(row.quantity).toBe(7);
    expect(row).not.toHaveProperty("stock");
    expect(await columns(app, "res_device")).toContain("quantity");
    expect(await columns(app, "res_device")).not.toContain("stock");
    expect(await indexes(app, "res_device")).toContain("quantity");
    expect((await indexes(app, "res_device")).filter((c) => c.split(",").includes("stock"))).toEqual([]);
    expect((await call("GET", "device?quantity=7")).json().data.total).toBe(1);
    expect((await call("PUT", `device/${id}`, { quantity: 8 })).json().data.quantity).toBe(8);
    await app.close();

    // Applied: the old name names no column, and the next start (same config) has nothing to do.
    ({ app, call } = await start(f));
    expect((await call("GET", `device/${id}`)).json().data.quantity).toBe(8);
    const { plan, problems } = await planConfig(app.store, app.omoConfig, app.omoConfig);
    expect(problems).toEqual([]);
    expect(describePlan(plan)).toEqual(["无需变更"]);
  });

  it("takes the place of a new column still empty, and is refused while both columns hold values", async () => {
    const withBoth = deviceWith({ ...device.record.properties, remark: { type: "string", title: "备注二" } });
    const renamed = deviceWith({ ...others, stock, remark: { type: "string", title: "备注", renamedFrom: "note" } });

    const f = await folders();
    writeResource(f.configDir, withBoth);
    let { app, call } = await start(f);
    const id = await newDevice(call, { note: "旧备注" });
    await app.close();
    writeResource(f.configDir, renamed);
    ({ app, call } = await start(f));
    expect((await call("GET", `device/${id}`)).json().data.remark).toBe("旧备注");
    expect(await columns(app, "res_device")).not.toContain("note");

    const g = await folders();
    writeResource(g.configDir, withBoth);
    ({ app, call } = await start(g));
    await newDevice(call, { note: "旧备注", remark: "新备注" });
    await app.close();
    writeResource(g.configDir, renamed);
    await expect(start(g)).rejects.toMatchObject({
      lines: [
        "resources/device.json#/record/properties/remark/renamedFrom: 列 res_device.note 和 res_device.remark 都有数据，无法合并：若数据已移到 remark，请删去 renamedFrom",
      ],
    });
  });

  it("renames the owner's column under a slice too, and the slice's indexes follow", async () => {
    const pad = (field: string, renamedFrom?: string) => ({
      name: "pad",
      title: "平板",
      source: { resource: "device", scope: { kind: "pad" } },
      record: {
        type: "object",
        required: ["name", "campus_id"],
        properties: {
          name: { type: "string", title: "平板名称" },
          campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
          [field]: { type: "integer", title: "库存", ...(renamedFrom ? { renamedFrom } : {}) },
        },
      },
      list: { columns: [{ field: "name" }, { field, sortable: true }] },
    });
    const f = await folders();
    writeResource(f.configDir, pad("stock"));
    let { app, call } = await start(f);
    await newDevice(call, { kind: "pad", stock: 3 });
    expect(await indexes(app, "res_device")).toContain("kind,stock");
    await app.close();

    writeResource(f.configDir, deviceWith({ ...others, note, quantity: { ...stock, renamedFrom: "stock" } }));
    writeResource(f.configDir, pad("quantity", "stock"));
    ({ app, call } = await start(f));
    expect((await call("GET", "pad")).json().data.list[0].quantity).toBe(3);
    expect(await indexes(app, "res_device")).toContain("kind,quantity");
    expect((await indexes(app, "res_device")).filter((c) => c.split(",").includes("stock"))).toEqual([]);
  });

  it("is refused when the record contradicts it, whatever the database holds", () => {
    const res = deviceWith({
      ...device.record.properties,
      a: { type: "string", title: "甲", renamedFrom: "note" },
      b: { type: "string", title: "乙", renamedFrom: "old" },
      c: { type: "string", title: "丙", renamedFrom: "old" },
      d: { type: "string", title: "丁", renamedFrom: "created_at" },
    }) as unknown as ResourceConfig;
    expect(recordRenames(res).problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      "/record/properties/a/renamedFrom: 字段 note 仍在 record 中：要把它改名为 a 就删去它，要保留它就删去 renamedFrom",
      '/record/properties/c/renamedFrom: 字段 b 和 c 都写了 renamedFrom "old"：一列只能改名为一个字段',
      '/record/properties/d/renamedFrom: "created_at" 是系统列，不能改名',
    ]);
  });
});

describe("planConfig", () => {
  it("lists new tables, columns, routes and menus and the column a removed field leaves behind, writing nothing", async () => {
    const f = await folders();
    const { app } = await start(f);
    const previous = app.omoConfig;

    writeResource(f.configDir, deviceWith({ ...others, stock, color: { type: "string", title: "颜色" } }));
    writeResource(f.configDir, {
      name: "room",
      title: "教室",
      record: {
        type: "object",
        properties: { name: { type: "string", title: "教室名称" }, seats: { type: "integer", title: "座位数" } },
      },
      list: { columns: [{ field: "name" }, { field: "seats", sortable: true }] },
      form: { fields: [{ field: "name" }, { field: "seats" }] },
    });
    const routesFile = join(f.configDir, "routes.json");
    const routes = JSON.parse(readFileSync(routesFile, "utf8"));
    const group = routes.routes.find((r: { name: string }) => r.name === "CampusManagement");
    group.children.push({
      path: "room",
      name: "RoomManagement",
      component: "resource:room",
      meta: { title: "教室管理" },
    });
    group.meta.title = "校区";
    writeFileSync(routesFile, JSON.stringify(routes));
    const app_ = JSON.parse(readFileSync(join(f.configDir, "app.json"), "utf8"));
    writeFileSync(
      join(f.configDir, "app.json"),
      JSON.stringify({
        ...app_,
        timeZone: "Asia/Tokyo",
        backup: { ...app_.backup, keep: 3 },
        cors: { origins: ["https://ops.example.com"] },
      }),
    );

    const { plan, problems } = await planConfig(app.store, loadConfig(f.configDir, shippedParts), previous);
    expect(problems).toEqual([]);
    const lines = describePlan(plan);
    expect(lines).toEqual(
      expect.arrayContaining([
        "新增列 res_device.color",
        "字段 note 已移除，列 res_device.note 及其数据保留",
        "新增资源 room",
        "修改资源 device",
        "新增路由 RoomManagement",
        "修改路由 CampusManagement",
        "新增菜单 教室管理（RoomManagement）",
        "修改菜单 校区（CampusManagement）",
        `app.json timeZone：${previous.app.timeZone ?? "（未设）"} → Asia/Tokyo，需要重启才生效`,
        "app.json backup 已修改，需要重启才生效",
        "app.json cors 已修改，即时生效",
      ]),
    );
    expect(lines.find((l) => l.startsWith("新建表 res_room："))).toMatch(
      /^新建表 res_room：列 name、seats，索引 \d+ 个$/,
    );
    expect(plan.leftBehind).toEqual([{ resource: "device", table: "res_device", column: "note" }]);
    // A plan writes nothing.
    expect(await columns(app, "res_device")).not.toContain("color");
    expect(await columns(app, "res_room")).toEqual([]);
    // Without the running config, every column no field reads is named all the same.
    const alone = (await planConfig(app.store, loadConfig(f.configDir, shippedParts))).plan;
    expect(alone.leftBehind).toEqual(plan.leftBehind);
    expect(isEmptyPlan((await planConfig(app.store, previous, previous)).plan)).toBe(true);
  });
});

describe("applyConfig", () => {
  it("plans and applies in one transaction, with the caller's own writes; with problems it applies nothing", async () => {
    const f = await folders();
    const { app, call } = await start(f);
    await newDevice(call, { stock: 7 });
    const previous = app.omoConfig;
    writeResource(f.configDir, deviceWith({ ...device.record.properties, color: { type: "string", title: "颜色" } }));
    const next = loadConfig(f.configDir, shippedParts);
    const seen: string[] = [];
    const applied = await applyConfig(app.store, next, previous, {
      within: async (trx) => void seen.push(...(await columns(app, "res_device", trx))),
    });
    expect(applied.problems).toEqual([]);
    expect(describePlan(applied.plan)).toEqual(["新增列 res_device.color", "修改资源 device"]);
    expect(seen).toContain("color");
    expect(isEmptyPlan((await planConfig(app.store, next, next)).plan)).toBe(true);

    writeResource(
      f.configDir,
      deviceWith(
        { ...others, note, stock: { type: "string", title: "库存" }, size: { type: "string", title: "尺寸" } },
        [],
      ),
    );
    let called = false;
    const refused = await applyConfig(app.store, loadConfig(f.configDir, shippedParts), next, {
      within: async () => void (called = true),
    });
    expect(refused.problems.map((p) => p.pointer)).toEqual(["/record/properties/stock/type"]);
    expect(called).toBe(false);
    expect(await columns(app, "res_device")).not.toContain("size");
  });
});

describe("npm run check:config and config:plan, against the real database", { timeout: 60_000 }, () => {
  const env = (f: Folders) => ({
    OMO_CONFIG_DIR: f.configDir,
    OMO_DATA_DIR: f.dataDir,
    OMO_DATABASE_URL: f.databaseUrl ?? "",
  });

  it("refuse a field's type change the database cannot take, with every problem at once", async () => {
    const f = await folders();
    const { app, call } = await start(f);
    await newDevice(call, { stock: 7, price: 12.5 });
    await app.close();
    writeResource(
      f.configDir,
      deviceWith(
        { ...others, note, stock: { type: "string", title: "库存" }, price: { type: "integer", title: "价格" } },
        // Filters that need numbers go: the config itself is valid, only the database refuses it.
        device.list.query.filter((q) => q.field !== "stock" && q.field !== "price"),
      ),
    );
    for (const script of ["scripts/check-config.ts", "scripts/config-plan.ts"]) {
      const run = await runScript(script, env(f));
      expect(run.code, run.out).toBe(1);
      expect(run.out).toContain(`配置有误（${f.configDir}），共 2 处：`);
      expect(run.out).toContain(
        "resources/device.json#/record/properties/stock/type: 列 res_device.stock 存的是整数，字段 stock 的类型不能改为 string：换类型请用新的字段名（旧列及其数据保留）",
      );
      expect(run.out).toContain("resources/device.json#/record/properties/price/type: 列 res_device.price 存的是数字");
    }
  });

  it("reports a file's mistake and the database's refusal of another file in the same pass", async () => {
    const f = await folders();
    const { app, call } = await start(f);
    await newDevice(call, { stock: 7, price: 12.5 });
    await app.close();
    writeResource(
      f.configDir,
      deviceWith(
        { ...others, note, stock: { type: "string", title: "库存" } },
        device.list.query.filter((q) => q.field !== "stock"),
      ),
    );
    const appFile = join(f.configDir, "app.json");
    writeFileSync(appFile, JSON.stringify({ ...JSON.parse(readFileSync(appFile, "utf8")), pageSise: 20 }, null, 2));
    const run = await runScript("scripts/check-config.ts", env(f));
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain("共 2 处");
    expect(run.out).toContain('app.json#/pageSise: 未知的键 "pageSise"，你是不是想写 “pageSize”？');
    expect(run.out).toContain("resources/device.json#/record/properties/stock/type: 列 res_device.stock 存的是整数");
  });

  // Over 10 s: runs config:plan and check:config as processes four times (unchanged, a change, the check, a fresh install).
  it("config:plan lists what applying would change, or 无需变更; a fresh install plans on an empty database", async () => {
    const f = await folders();
    const { app } = await start(f);
    await app.close();
    const same = await runScript("scripts/config-plan.ts", env(f));
    expect(same.code, same.out).toBe(0);
    expect(same.out).toContain("  无需变更");

    writeResource(f.configDir, deviceWith({ ...device.record.properties, color: { type: "string", title: "颜色" } }));
    const added = await runScript("scripts/config-plan.ts", env(f));
    expect(added.out).toContain("  新增列 res_device.color");
    const check = await runScript("scripts/check-config.ts", env(f));
    expect(check.code, check.out).toBe(0);
    expect(check.out).toContain("配置无误");

    const fresh = mkdtempSync(join(tmpdir(), "omo-plan-fresh-"));
    dirs.push(fresh);
    const planned = await runScript("scripts/config-plan.ts", { ...env(f), OMO_DATA_DIR: fresh, OMO_DATABASE_URL: "" });
    expect(planned.code, planned.out).toBe(0);
    expect(planned.out).toContain("（尚不存在，按全新安装检查）");
    expect(planned.out).toMatch(/ {2}新建表 res_device：列 name、kind、campus_id/);
    expect(existsSync(join(fresh, "omo.db"))).toBe(false);
  });
});
