import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { device, resourceApp, sampleData, tempConfig, type ResourceApp } from "../helpers/resources-fixture.js";
import { buildApp } from "../../mock-server/app.js";
import { ConfigError } from "../../mock-server/plugins/config-loader.js";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { shippedParts } from "../helpers/parts.js";
import { readConfigFiles } from "../../mock-server/config/files.js";

const shipped = (name: string): ResourceConfig & Record<string, unknown> =>
  JSON.parse(readConfigFiles("config").get(`resources/${name}.json`)!);

/** The campus without its detail page, whose child lists name resources these checks do not load. */
const withoutShow = ({ show: _show, ...res }: ResourceConfig): ResourceConfig => res;

/** A slice of the fixture's devices: the tablets, under their own titles, without the unique rule of the owner. */
const pad = {
  name: "pad",
  title: "平板",
  source: { resource: "device", scope: { kind: "pad" } },
  record: {
    type: "object",
    required: ["name", "campus_id"],
    properties: {
      name: { type: "string", title: "平板名称", minLength: 2, maxLength: 20 },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
      price: { type: "number", title: "价格", minimum: 0 },
    },
  },
  list: { columns: [{ field: "name", sortable: true }, { field: "campus_id" }, { field: "price", sortable: true }] },
};

/** Rows pointing at textbook categories, and at the 版本管理 slice itself. */
const book = {
  name: "book",
  title: "图书",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "书名" },
      textbook_id: { type: "integer", title: "教材", relation: { resource: "category", filter: { code: "jc" } } },
      version_id: { type: "integer", title: "版本", relation: { resource: "textbook-version" } },
    },
  },
  list: { columns: [{ field: "name" }] },
};

const api = (path: string) => `/api/v1/resources/${path}`;
type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };

let t: ResourceApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await resourceApp({}, [device, pad, book, shipped("textbook-version"), shipped("operation-log")]);
  ids = await sampleData(t);
}, 60_000);
afterAll(() => t.close());

const create = async (resource: string, values: object) => {
  const res = await t.call("POST", api(resource), values);
  expect(res.statusCode, res.body).toBe(200);
  return body<Row>(res).data;
};
const list = async (query: string, token = t.admin) => {
  const res = await t.call("GET", api(query), undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).data;
};

describe("a read-only resource over a view (operation-log)", () => {
  it("lists the log newest first, with a write made just before", async () => {
    const campus = await create("campus", {
      name: "天津南开校区",
      code: "TJ001",
      city: "天津",
      director: "王芳",
      phone: "13700000001",
      sales_mode: 1,
    });
    const { list: rows, total } = await list("operation-log?pageSize=5");
    expect(total).toBeGreaterThan(3);
    expect(rows[0]).toMatchObject({
      username: "admin",
      action: "新增",
      target: `campus#${campus.id}`,
      detail: "新增校区「天津南开校区」",
      ip: "127.0.0.1",
    });
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const times = rows.map((r) => String(r.created_at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("filters by user, action and date range, and sorts by time either way", async () => {
    const logins = await list("operation-log?action=登录&pageSize=100");
    expect(logins.list.map((r) => r.username).sort()).toEqual(["admin", "editor"]);
    expect((await list("operation-log?username=edi&pageSize=100")).list.every((r) => r.username === "editor")).toBe(
      true,
    );
    const today = String(logins.list[0].created_at).slice(0, 10);
    const all = (await list("operation-log?pageSize=1")).total;
    expect((await list(`operation-log?created_at[]=${today}&created_at[]=${today}&pageSize=1`)).total).toBe(all);
    expect((await list("operation-log?created_at[]=2000-01-01&created_at[]=2000-01-02")).total).toBe(0);
    const oldest = await list("operation-log?prop=created_at&order=ascending&pageSize=1");
    expect(oldest.list[0]).toMatchObject({ action: "登录", username: "admin" });
    // Without updated_at of its own the view reads it as created_at: sorting by it works as on any resource.
    expect((await list("operation-log?prop=updated_at&order=descending&pageSize=1")).list[0].updated_at).toBe(
      (await list("operation-log?pageSize=1")).list[0].created_at,
    );
  });

  it("refuses a malformed filter as any list does", async () => {
    const res = await t.call("GET", api("operation-log?created_at[]=昨天&created_at[]="));
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(10001);
  });

  it("exports the filtered log as CSV", async () => {
    const res = await t.call("GET", api("operation-log/export?action=登录&prop=created_at&order=ascending"));
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(header).toBe("时间,用户,操作,对象,详情,IP");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},admin,登录,admin,,127\.0\.0\.1$/);
  });

  it("has no write routes: POST, PUT and DELETE answer 404 and change nothing", async () => {
    const before = (await list("operation-log?pageSize=1")).total;
    const [row] = (await list("operation-log?pageSize=1")).list;
    for (const [method, url] of [
      ["POST", api("operation-log")],
      ["PUT", api(`operation-log/${row.id}`)],
      ["DELETE", api(`operation-log/${row.id}`)],
      ["DELETE", api(`operation-log?ids[]=${row.id}`)],
    ] as const) {
      const res = await t.call(method, url, method === "DELETE" ? undefined : { username: "x" });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(body(res).code).toBe(404);
    }
    expect((await list("operation-log?pageSize=1")).total).toBe(before);
  });

  it("is read by admins only: the editor hears 403 on the list, one row and the export", async () => {
    for (const url of ["operation-log", "operation-log/1", "operation-log/export", "operation-log/config"]) {
      const res = await t.call("GET", api(url), undefined, t.editor);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).code).toBe(403);
    }
  });
});

describe("a slice of another resource (textbook-version over the jc categories)", () => {
  it("lists only the rows of its scope", async () => {
    await create("category", { code: "jc", name: "北师大版" });
    const { list: rows } = await list("textbook-version?pageSize=100");
    expect(rows.map((r) => r.name).sort()).toEqual(["人教版", "北师大版"]);
    expect(rows[0]).not.toHaveProperty("code");
    const options = body<{ list: { label: string }[] }>(await t.call("GET", api("textbook-version/options"))).data;
    expect(options.list.map((o) => o.label).sort()).toEqual(["人教版", "北师大版"]);
  });

  it("creates rows of the owner with the scope's values and the owner's relations checked", async () => {
    const version = await create("textbook-version", { name: "人教A版", subject_id: ids["数学"], stage: "gz" });
    expect(version).toMatchObject({ name: "人教A版", stage: "gz", enabled: true, sort: 0 });
    expect(version._labels).toEqual({ subject_id: "数学" });
    const owned = body<Row>(await t.call("GET", api(`category/${version.id}`))).data;
    expect(owned).toMatchObject({ code: "jc", name: "人教A版", subject_id: ids["数学"], stage: "gz" });
    // The subject must be a subject (xk), not another textbook.
    const res = await t.call("POST", api("textbook-version"), { name: "错版", subject_id: ids["人教版"] });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ subject_id: "所选学科不存在" });
    // The scope is not a field of the slice: a create cannot move a row out of it.
    const moved = await t.call("POST", api("textbook-version"), { name: "越界", code: "xk" });
    expect(moved.statusCode).toBe(400);
  });

  it("answers 404 to a read, update or delete of an owner row outside the scope, and changes nothing", async () => {
    const subject = ids["语文"];
    for (const [method, payload] of [["GET"], ["PUT", { name: "改名" }], ["DELETE"]] as const) {
      const res = await t.call(method, api(`textbook-version/${subject}`), payload);
      expect(res.statusCode, method).toBe(404);
    }
    const batch = await t.call("DELETE", api(`textbook-version?ids[]=${subject}`));
    expect(body(batch).data).toEqual({ deleted: 0 });
    expect(body<Row>(await t.call("GET", api(`category/${subject}`))).data).toMatchObject({ code: "xk", name: "语文" });
  });

  it("updates and deletes its own rows", async () => {
    const version = await create("textbook-version", { name: "湘教版", stage: "cz" });
    const res = await t.call("PUT", api(`textbook-version/${version.id}`), { enabled: false, remark: "停用" });
    expect(body<Row>(res).data).toMatchObject({ enabled: false, remark: "停用", stage: "cz" });
    expect((await t.call("DELETE", api(`textbook-version/${version.id}`))).statusCode).toBe(200);
    expect((await t.call("GET", api(`category/${version.id}`))).statusCode).toBe(404);
  });

  it("refuses to delete a row another resource still points at, through the slice or its owner", async () => {
    const version = await create("textbook-version", { name: "苏教版" });
    await create("book", { name: "高中数学必修一", textbook_id: version.id });
    for (const url of [`textbook-version/${version.id}`, `category/${version.id}`]) {
      const res = await t.call("DELETE", api(url));
      expect(res.statusCode, url).toBe(409);
      expect(body(res).code).toBe(13105);
    }
    // A subject named by a version is held back as well.
    const physics = await create("category", { code: "xk", name: "物理" });
    await create("textbook-version", { name: "鲁科版", subject_id: physics.id });
    const held = await t.call("DELETE", api(`category/${physics.id}`));
    expect(held.statusCode).toBe(409);
  });

  it("is a relation target holding only its scope", async () => {
    const res = await t.call("POST", api("book"), { name: "语文课本", version_id: ids["语文"] });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ version_id: "所选版本不存在" });
    const ok = await create("book", { name: "人教课本", version_id: ids["人教版"] });
    expect(ok._labels).toMatchObject({ version_id: "人教版" });
  });

  it("checks unique values against the owner's whole table, by the owner's rule", async () => {
    await create("device", { name: "教室电脑", kind: "pc", campus_id: ids["北京朝阳校区"] });
    const res = await t.call("POST", api("pad"), { name: "教室电脑", campus_id: ids["北京朝阳校区"] });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toEqual({ name: "平板名称已存在" });
    const made = await create("pad", { name: "教室平板", campus_id: ids["北京朝阳校区"] });
    const owned = body<Row>(await t.call("GET", api(`device/${made.id}`))).data;
    // The scope's value, and the owner's defaults for fields the slice does not have.
    expect(owned).toMatchObject({ kind: "pad", level: 1, active: true });
    expect((await list("pad?prop=name&order=ascending")).list.map((r) => r.name)).toEqual(["教室平板"]);
  });
});

/** The problems checkResources finds in `res` (with campus, category and device beside it). */
const problems = (res: object) =>
  checkResources(
    {
      campus: withoutShow(shipped("campus")),
      category: shipped("category"),
      device,
      [(res as ResourceConfig).name]: res,
    } as Record<string, ResourceConfig>,
    [],
    shippedParts.actions,
  ).map(problemLine);

describe("start-time checks of a source", () => {
  it("refuses write actions and a form on a read-only resource", () => {
    const log = shipped("operation-log");
    const writable = {
      ...log,
      list: { ...log.list, rowSelection: true, actions: { create: true, edit: true, delete: true, batchDelete: true } },
      form: { fields: [{ field: "username" }] },
    };
    const lines = problems(writable);
    for (const action of ["create", "edit", "delete", "batchDelete"])
      expect(lines).toContain(
        `resources/operation-log.json#/list/actions/${action}: 只读资源（source.table）不能有 ${action}`,
      );
    expect(lines).toContain("resources/operation-log.json#/form: 只读资源（source.table）没有表单");
    expect(problems(log)).toEqual([]);
  });

  it("refuses a slice whose fields, scope or requirements do not fit its owner", () => {
    const bad = {
      ...pad,
      source: { resource: "device", scope: { kind: "phone", colour: "red" } },
      record: {
        type: "object",
        required: ["campus_id"],
        properties: {
          ...pad.record.properties,
          price: { type: "string", title: "价格" },
          colour: { type: "string", title: "颜色" },
          kind: { type: "string", title: "类型" },
        },
      },
    };
    expect(problems(bad).sort()).toEqual(
      [
        'resources/pad.json#/record/properties/price/type: 应为 "number"，与资源 "device" 的字段 "price" 相同',
        'resources/pad.json#/record/properties/colour: "colour" 已由 source.scope 固定，请从 record 中删除',
        'resources/pad.json#/record/properties/kind: "kind" 已由 source.scope 固定，请从 record 中删除',
        'resources/pad.json#/source/scope/kind: "phone" 不是资源 "device" 的字段 "kind" 可取的值',
        'resources/pad.json#/source/scope/colour: 资源 "device" 没有字段 "colour"',
        'resources/pad.json#/record/required: 资源 "device" 要求填写 "name"：切片也必须要求它',
      ].sort(),
    );
    const stray = {
      ...pad,
      record: { ...pad.record, properties: { ...pad.record.properties, colour: { type: "string", title: "颜色" } } },
    };
    expect(problems(stray)).toEqual([
      'resources/pad.json#/record/properties/colour: 资源 "device" 没有字段 "colour"（切片的字段必须是所属资源的字段）',
    ]);
    expect(problems({ ...pad, source: { resource: "devise", scope: { kind: "pad" } } })).toEqual([
      'resources/pad.json#/source/resource: 未知的资源 "devise"（没有 resources/devise.json），你是不是想写 “device”？',
    ]);
    expect(problems(pad)).toEqual([]);
  });

  it("stops the start when a read-only resource's view or one of its columns is missing", async () => {
    const log = shipped("operation-log");
    const wrong = {
      ...log,
      record: { ...log.record, properties: { ...log.record.properties, browser: { type: "string", title: "浏览器" } } },
    };
    const missing = { ...log, name: "audit-trail", source: { table: "v_audit_trail" } };
    const configDir = tempConfig([wrong, missing]);
    const dataDir = mkdtempSync(join(tmpdir(), "omo-src-data-"));
    try {
      const start = buildApp({ configDir, dataDir, uiDir: false, seed: false });
      const error = (await start.catch((e: unknown) => e)) as ConfigError;
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.lines).toEqual([
        'resources/audit-trail.json#/source/table: 数据库中没有表或视图 "v_audit_trail"（应由迁移创建）',
        'resources/operation-log.json#/record/properties/browser: 视图 "v_operation_log" 没有列 "browser"',
      ]);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
