import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { device, tempConfig } from "../helpers/resources-fixture.js";
import { checkRowRules, outsideRow } from "../../mock-server/resources/row-rules.js";
import { checkFieldRules } from "../../mock-server/resources/field-rules.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RoleDefinition } from "../../src/types/generated/roles.js";

/**
 * Row rules (roles.json `rows`): a campus desk (`desk`) reaches the devices of its account's campuses
 * (`$user.campus_ids`) and no other, on every path of the resource API; a role without a rule, and the
 * admin flag, reach every row.
 */
let t: TestApp;
let dir: string;
let admin: string;
let editor: string;
let desk: string;
let deskId: number;
const campus: Record<"a" | "b", number> = { a: 0, b: 0 };
const devices: Record<string, number> = {};

type Row = { id: number; name: string; campus_id: number };
type Errors = { errors: Record<string, string> };

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as "GET", url, payload, headers: { code: token } });
const list = async (token: string, query = "") =>
  body<{ list: Row[]; total: number }>(await call("GET", `/api/v1/resources/device?pageSize=50${query}`, token)).data;

beforeAll(async () => {
  dir = tempConfig([device]);
  const rolesFile = join(dir, "roles.json");
  const roles = JSON.parse(readFileSync(rolesFile, "utf8"));
  roles.roles.push({
    name: "desk",
    title: "校区前台",
    abilities: ["READ", "WRITE", "DELETE"],
    rows: { device: { campus_id: "$user.campus_ids" } },
    fields: { device: { hidden: ["price", "serial"], readOnly: ["level", "serial"] } },
  });
  // A second role that sees the price but not the serial: together, only the serial stays hidden.
  roles.roles.push({
    name: "buyer",
    title: "采购",
    abilities: ["READ"],
    fields: { device: { hidden: ["serial"] }, campus: { hidden: ["name"] } },
  });
  writeFileSync(rolesFile, JSON.stringify(roles));
  t = await createTestApp({ configDir: dir, resourceSeeds: [] });
  admin = await t.login("admin");
  editor = await t.login("editor");
  const base = { city: "北京", director: "张伟", phone: "13800138000", sales_mode: 1 };
  for (const [key, code] of [
    ["a", "BJ101"],
    ["b", "BJ102"],
  ] as const) {
    const made = await call("POST", "/api/v1/resources/campus", admin, { ...base, name: `校区${code}`, code });
    campus[key] = body<{ id: number }>(made).data.id;
  }
  for (const [name, at] of [
    ["甲一号", campus.a],
    ["甲二号", campus.a],
    ["乙一号", campus.b],
  ] as const) {
    const made = await call("POST", "/api/v1/resources/device", admin, { name, kind: "pc", campus_id: at });
    devices[name] = body<{ id: number }>(made).data.id;
  }
  const account = await call("POST", "/api/v1/accounts", admin, {
    username: "desk01",
    password: "desk1234",
    roles: ["desk"],
    attributes: { campus_ids: [campus.a] },
  });
  deskId = body<{ id: number }>(account).data.id;
  desk = await t.login("desk01", "desk1234");
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("row rules", () => {
  it("limit the list and its total to the campus of the account; others see every row", async () => {
    const mine = await list(desk);
    expect(mine.list.map((r) => r.name).sort()).toEqual(["甲一号", "甲二号"]);
    expect(mine.total).toBe(2);
    // Filters and sorts work inside the rule, never around it.
    expect((await list(desk, `&name=${encodeURIComponent("乙")}`)).total).toBe(0);
    expect((await list(editor)).total).toBe(3);
    expect((await list(admin)).total).toBe(3);
  });

  it("answer a row outside them as missing (404) on read, update, delete, actions alike", async () => {
    const other = devices["乙一号"];
    expect((await call("GET", `/api/v1/resources/device/${other}`, desk)).statusCode).toBe(404);
    expect((await call("PUT", `/api/v1/resources/device/${other}`, desk, { note: "x" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v1/resources/device/${other}`, desk)).statusCode).toBe(404);
    const batch = await call("DELETE", `/api/v1/resources/device?ids[]=${other}`, desk);
    expect(body<{ deleted: number }>(batch).data.deleted).toBe(0);
    expect((await call("GET", `/api/v1/resources/device/${other}`, admin)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/resources/device/${devices["甲一号"]}`, desk)).statusCode).toBe(200);
  });

  it("keep a write from making or moving a row outside them, on the rule's field", async () => {
    const made = await call("POST", "/api/v1/resources/device", desk, {
      name: "乙二号",
      kind: "pc",
      campus_id: campus.b,
    });
    expect([made.statusCode, body(made).code]).toEqual([400, 10001]);
    expect(body<Errors>(made).data.errors).toEqual({ campus_id: "所属校区不在您可操作的范围内" });
    const moved = await call("PUT", `/api/v1/resources/device/${devices["甲二号"]}`, desk, { campus_id: campus.b });
    expect(body<Errors>(moved).data.errors).toEqual({ campus_id: "所属校区不在您可操作的范围内" });
    expect((await list(admin)).total).toBe(3);
    const own = await call("POST", "/api/v1/resources/device", desk, {
      name: "甲三号",
      kind: "pad",
      campus_id: campus.a,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await list(desk)).total).toBe(3);
    expect((await call("DELETE", `/api/v1/resources/device/${body<Row>(own).data.id}`, desk)).statusCode).toBe(200);
  });

  it("hold in the export, the option list and the simple-rest dialect", async () => {
    const csv = (await call("GET", "/api/v1/resources/device/export?columns[]=name", desk)).body;
    expect(csv).toContain("甲一号");
    expect(csv).not.toContain("乙一号");
    const options = await call("GET", "/api/v1/resources/device/options", desk);
    expect(
      body<{ list: { label: string }[] }>(options)
        .data.list.map((o) => o.label)
        .sort(),
    ).toEqual(["甲一号", "甲二号"]);
    const rest = await call("GET", "/api/rest/device", desk);
    expect(rest.headers["x-total-count"]).toBe("2");
    expect((await call("GET", `/api/rest/device/${devices["乙一号"]}`, desk)).statusCode).toBe(404);
  });

  it("follow the account's attributes from its next request; none, no rows", async () => {
    const set = (campus_ids: number[]) =>
      call("PUT", `/api/v1/accounts/${deskId}`, admin, { attributes: { campus_ids } });
    expect((await set([campus.a, campus.b])).statusCode).toBe(200);
    expect((await list(desk)).total).toBe(3);
    await set([]);
    expect((await list(desk)).total).toBe(0);
    expect((await call("GET", `/api/v1/resources/device/${devices["甲一号"]}`, desk)).statusCode).toBe(404);
    await set([campus.a]);
    expect((await list(desk)).total).toBe(2);
  });
});

describe("field rules", () => {
  const one = async (token: string) =>
    body<Record<string, unknown>>(await call("GET", `/api/v1/resources/device/${devices["甲一号"]}`, token)).data;

  it("keep a hidden field out of every answer: list, row, export, simple-rest, a write's answer", async () => {
    expect((await list(desk)).list.every((r) => !("price" in r) && !("serial" in r))).toBe(true);
    expect(Object.keys(await one(desk))).not.toContain("price");
    expect(Object.keys(await one(admin))).toContain("price");
    const csv = (await call("GET", "/api/v1/resources/device/export", desk)).body.split("\n")[0];
    expect(csv).not.toMatch(/价格|序列号/);
    const rest = (await call("GET", `/api/rest/device?campus_id=${campus.a}`, desk)).json() as object[];
    expect(rest.length).toBe(2);
    for (const row of rest) expect(Object.keys(row)).not.toContain("price");
    const written = await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, desk, { note: "看不到价格" });
    expect(written.statusCode, written.body).toBe(200);
    expect(Object.keys(body<object>(written).data)).not.toContain("price");
  });

  it("refuse a hidden field in a query, and any write of it, on that field (10001)", async () => {
    for (const query of ["price=100", "prop=price&order=ascending"]) {
      const res = await call("GET", `/api/v1/resources/device?${query}`, desk);
      expect([res.statusCode, body(res).code], query).toEqual([400, 10001]);
    }
    const price = await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, desk, { price: 1 });
    expect(body<Errors>(price).data.errors).toEqual({ price: "无权修改「价格」" });
    const made = await call("POST", "/api/v1/resources/device", desk, {
      name: "甲四号",
      kind: "pc",
      campus_id: campus.a,
      price: 5,
      level: 4,
    });
    expect(body<Errors>(made).data.errors).toEqual({ price: "无权修改「价格」", level: "无权修改「等级」" });
  });

  it("let a read-only field be shown and kept, not changed; a new row takes its default", async () => {
    const row = await one(desk);
    expect(row.level).toBe(1);
    const changed = await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, desk, { level: 2 });
    expect(body<Errors>(changed).data.errors).toEqual({ level: "无权修改「等级」" });
    const kept = await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, desk, { level: 1, note: "原级" });
    expect(kept.statusCode, kept.body).toBe(200);
    const made = await call("POST", "/api/v1/resources/device", desk, {
      name: "甲五号",
      kind: "pc",
      campus_id: campus.a,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(body<Row & { level: number }>(made).data.level).toBe(1);
    await call("DELETE", `/api/v1/resources/device/${body<Row>(made).data.id}`, admin);
  });

  it("keep a relation's label from a role that may not see the related resource's label field", async () => {
    const labelOf = async (token: string) =>
      body<{ _labels: Record<string, unknown> }>(
        await call("GET", `/api/v1/resources/device/${devices["甲一号"]}`, token),
      ).data._labels.campus_id;
    expect(await labelOf(desk)).toBe("校区BJ101");
    expect((await call("PUT", `/api/v1/accounts/${deskId}`, admin, { roles: ["buyer"] })).statusCode).toBe(200);
    try {
      expect(await labelOf(desk)).toBeNull();
    } finally {
      await call("PUT", `/api/v1/accounts/${deskId}`, admin, { roles: ["desk"] });
    }
  });

  it("leave a hidden field out of a view published to the role", async () => {
    const made = await call("POST", "/api/v1/views", admin, {
      resource: "device",
      name: "按价格",
      state: {
        filters: [
          { field: "price", operator: "between", value: [1, 100] },
          { field: "name", operator: "contains", value: "甲" },
        ],
        sorters: [{ field: "price", order: "desc" }],
        columns: { order: ["name", "price"], hidden: [] },
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = body<{ id: number }>(made).data.id;
    expect((await call("PUT", `/api/v1/views/${id}/roles`, admin, { roles: ["desk"] })).statusCode).toBe(200);
    const seen = body<{
      state: { filters: { field: string }[]; sorters: { field: string }[]; columns: { order: string[] } };
    }>(await call("GET", `/api/v1/views/${id}`, desk)).data.state;
    expect(seen.filters.map((f) => f.field)).toEqual(["name"]);
    expect(seen.sorters).toEqual([]);
    expect(seen.columns.order).toEqual(["name"]);
    const own = body<{ state: { filters: object[] } }>(await call("GET", `/api/v1/views/${id}`, admin)).data.state;
    expect(own.filters).toHaveLength(2);
  });

  it("give several roles the fields any of them may see or change", async () => {
    expect((await call("PUT", `/api/v1/accounts/${deskId}`, admin, { roles: ["desk", "buyer"] })).statusCode).toBe(200);
    try {
      const row = await one(desk);
      expect(row).toHaveProperty("price");
      expect(row).not.toHaveProperty("serial");
      const changed = await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, desk, { level: 2 });
      expect(changed.statusCode).toBe(200);
      await call("PUT", `/api/v1/resources/device/${devices["甲一号"]}`, admin, { level: 1 });
    } finally {
      await call("PUT", `/api/v1/accounts/${deskId}`, admin, { roles: ["desk"] });
    }
  });
});

describe("a role of a switched-off module in 权限管理", () => {
  it("keeps its waiting ability and takes a rule on that module's resource", async () => {
    // This app lists no orders module: 财务 (FINANCE) and campus orders wait for it. The dialog does not
    // offer FINANCE, and a save keeps it.
    const saved = await call("PUT", "/api/v1/roles/finance", admin, {
      abilities: ["READ"],
      rows: { "campus-order": { campus_id: "$user.campus_ids" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const roles = body<{ list: { name: string; abilities: string[]; rows: object }[] }>(
      await call("GET", "/api/v1/roles", admin),
    ).data.list;
    expect(roles.find((r) => r.name === "finance")).toMatchObject({
      abilities: ["READ", "FINANCE"],
      rows: { "campus-order": { campus_id: "$user.campus_ids" } },
    });
    // An unknown resource is still refused.
    const unknown = await call("PUT", "/api/v1/roles/finance", admin, { rows: { "campus-ordr": { campus_id: 1 } } });
    expect(body<Errors>(unknown).data.errors).toEqual({ rules: '未知的资源 "campus-ordr"' });
  });
});

describe("an import row and the config check", () => {
  const res = device as unknown as ResourceConfig;
  const roles = [
    { name: "desk", title: "前台", abilities: ["READ"], rows: { device: { campus_id: "$user.campus_ids" } } },
  ];
  const viewer = { admin: false, roles: ["desk"], attributes: { campus_ids: [3] } };

  it("reaches rows by their own id", () => {
    const byId: RoleDefinition[] = [
      { name: "desk", title: "前台", abilities: ["READ"], rows: { device: { id: [3, 5] as [number, number] } } },
    ];
    expect(outsideRow(viewer, res, byId, { id: 5, name: "x" })).toBeUndefined();
    expect(outsideRow(viewer, res, byId, { id: 4, name: "x" })).toEqual({ id: "ID不在您可操作的范围内" });
  });

  it("refuses a row the rules would not reach, on the rule's field, before anything is written", () => {
    expect(outsideRow(viewer, res, roles, { name: "x", campus_id: 3 })).toBeUndefined();
    expect(outsideRow(viewer, res, roles, { name: "x", campus_id: 4 })).toEqual({
      campus_id: "所属校区不在您可操作的范围内",
    });
    expect(outsideRow({ ...viewer, admin: true }, res, roles, { campus_id: 4 })).toBeUndefined();
    expect(outsideRow({ ...viewer, roles: ["desk", "editor"] }, res, roles, { campus_id: 4 })).toBeUndefined();
  });

  it("names an unknown resource, field, list field or attribute in roles.json", () => {
    const bad: RoleDefinition[] = [
      { name: "desk", title: "前台", abilities: ["READ"], rows: { devise: { campus_id: 1 } } },
      {
        name: "desk2",
        title: "前台",
        abilities: ["READ"],
        rows: { device: { campus: 1, tags: "new", campus_id: "$user.campuses" } },
      },
      // The row's own id is a field a rule may name.
      { name: "desk3", title: "前台", abilities: ["READ"], rows: { device: { id: "$user.campus_ids" } } },
    ];
    expect(
      checkRowRules(bad, { device: res }, [{ name: "campus_ids" }]).map((p) => `${p.pointer}: ${p.message}`),
    ).toEqual([
      '/roles/0/rows/devise: 未知的资源 "devise"',
      '/roles/1/rows/device/campus: 资源 "device" 没有字段 "campus"',
      '/roles/1/rows/device/tags: 字段 "tags" 是列表，行规则只比较单个值的字段',
      '/roles/1/rows/device/campus_id: "$user.campuses" 不是 app.json accountAttributes 声明的账号属性',
    ]);
  });

  it("names an unknown resource or field of a field rule in roles.json", () => {
    const bad: RoleDefinition[] = [
      {
        name: "desk",
        title: "前台",
        abilities: ["READ"],
        fields: { devise: { hidden: ["price"] }, device: { hidden: ["price"], readOnly: ["prise"] } },
      },
    ];
    expect(checkFieldRules(bad, { device: res }).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/roles/0/fields/devise: 未知的资源 "devise"',
      '/roles/0/fields/device/readOnly/0: 资源 "device" 没有字段 "prise"',
    ]);
  });
});
