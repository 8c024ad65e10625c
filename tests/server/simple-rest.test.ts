import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import axios, { type AxiosInstance } from "axios";
import type { HttpError } from "@refinedev/core";
import dataProvider from "@refinedev/simple-rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The simple-rest dialect (docs/resource-api.md, "The simple-rest dialect"): Refine's own
 * `@refinedev/simple-rest` data provider, over HTTP against the running server, with
 * `Authorization: Bearer <token>`; then what it does not show: access rules, the operation log, Bearer
 * elsewhere, and CORS as app.json sets it, applied live.
 */

let dir: string;
let t: TestApp;
let token: string;
let apiUrl: string;
let rest: ReturnType<typeof dataProvider>;

/** The client the docs show: the token as a Bearer header, failures as Refine's HttpError with field errors. */
function restClient(bearer: string): AxiosInstance {
  const client = axios.create({ headers: { Authorization: `Bearer ${bearer}` } });
  client.interceptors.response.use(undefined, (error) => {
    const data = error.response?.data ?? {};
    const failure: HttpError = { message: data.message, statusCode: error.response?.status, errors: data.errors };
    return Promise.reject(failure);
  });
  return client;
}

const read = (path: string) => JSON.parse(readFileSync(join(dir, path), "utf8"));
const write = (path: string, value: unknown) => writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

/** Five categories of their own, to list: names, sort values and one disabled. */
const rows = [
  { code: "jq", name: "REST卷区甲", sort: 5, enabled: true },
  { code: "jq", name: "REST卷区乙", sort: 3, enabled: true },
  { code: "jq", name: "REST卷区丙", sort: 9, enabled: false },
  { code: "jq", name: "REST卷区丁", sort: 1, enabled: true },
  { code: "jq", name: "REST卷区戊", sort: 7, enabled: true },
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "omo-simple-rest-"));
  cpSync("config", dir, { recursive: true });
  t = await createTestApp({ configDir: dir });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/rest`;
  token = await t.login();
  rest = dataProvider(apiUrl, restClient(token));
  for (const row of rows) await rest.create({ resource: "category", variables: row });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("@refinedev/simple-rest against the server", () => {
  it("getList: filters, sorts and pages, with the total from X-Total-Count", async () => {
    const page = await rest.getList({
      resource: "category",
      filters: [
        { field: "name", operator: "contains", value: "rest卷区" },
        { field: "enabled", operator: "eq", value: true },
      ],
      sorters: [{ field: "sort", order: "desc" }],
      pagination: { currentPage: 2, pageSize: 2 },
    });
    expect(page.total).toBe(4);
    expect(page.data.map((r) => r.name)).toEqual(["REST卷区乙", "REST卷区丁"]);
    expect(page.data[0]).toMatchObject({ code: "jq", sort: 3, enabled: true });
    expect(typeof page.data[0].id).toBe("number");
  });

  it("getList: ranges, not-equal, several sorts and q", async () => {
    const ranged = await rest.getList({
      resource: "category",
      filters: [
        { field: "code", operator: "eq", value: "jq" },
        { field: "name", operator: "contains", value: "REST卷区" },
        { field: "sort", operator: "gte", value: 3 },
        { field: "sort", operator: "lte", value: 7 },
        { field: "name", operator: "ne", value: "REST卷区甲" },
      ],
      sorters: [
        { field: "name", order: "asc" },
        { field: "id", order: "desc" },
      ],
    });
    expect(ranged.data.map((r) => r.name).sort()).toEqual(["REST卷区乙", "REST卷区戊"].sort());
    expect(ranged.total).toBe(2);
    const searched = await rest.getList({
      resource: "category",
      filters: [{ field: "q", operator: "eq", value: "卷区丙" }],
    });
    expect(searched.data.map((r) => r.name)).toEqual(["REST卷区丙"]);
  });

  it("getOne, getMany, create, update and deleteOne speak plain records", async () => {
    const made = await rest.create({ resource: "category", variables: { code: "jq", name: "REST新卷区", sort: 2 } });
    const id = made.data.id as number;
    expect(made.data).toMatchObject({ name: "REST新卷区", sort: 2, enabled: true });

    const one = await rest.getOne({ resource: "category", id });
    expect(one.data).toMatchObject({ id, name: "REST新卷区", code: "jq" });

    const many = await rest.getMany({ resource: "category", ids: [id, one.data.id as number] });
    expect(many.data.map((r) => r.id)).toEqual([id]);

    // PATCH (the provider's default) changes what it names; the record read can be sent back as is.
    const patched = await rest.update({ resource: "category", id, variables: { name: "REST改名卷区" } });
    expect(patched.data).toMatchObject({ id, name: "REST改名卷区", sort: 2 });
    const put = await rest.update({
      resource: "category",
      id,
      variables: { ...patched.data, sort: 8 },
      meta: { method: "put" },
    });
    expect(put.data).toMatchObject({ id, name: "REST改名卷区", sort: 8 });

    const removed = await rest.deleteOne({ resource: "category", id });
    expect(removed.data).toMatchObject({ id, name: "REST改名卷区" });
    await expect(rest.getOne({ resource: "category", id })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("a refused write: 400 with the catalogue's message and each field's Chinese message", async () => {
    const refused = rest.create({
      resource: "category",
      variables: { code: "jq", name: "名称远远超过二十个字符的一个很长很长的卷区" },
    });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: "参数错误",
      errors: { name: "名称不能超过20个字符" },
    });
    // The same words as the envelope API and the form.
    const envelope = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/category",
      headers: { code: token },
      payload: { code: "jq", name: "名称远远超过二十个字符的一个很长很长的卷区" },
    });
    expect(body<{ errors: Record<string, string> }>(envelope).data.errors).toEqual({ name: "名称不能超过20个字符" });
    await expect(rest.create({ resource: "category", variables: { code: "jq" } })).rejects.toMatchObject({
      errors: { name: expect.stringContaining("名称") },
    });
  });

  it("a bad query is 10001 on the parameter, not a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/rest/category?_sort=remark", headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 10001,
      errors: { _sort: expect.stringContaining("排序") },
    });
    const unknown = await t.app.inject({ method: "GET", url: "/api/rest/category?colour=red", headers: bearer(token) });
    expect(unknown.json()).toMatchObject({ code: 10001, errors: { colour: "不允许的字段" } });
    const tooMany = await t.app.inject({
      method: "GET",
      url: "/api/rest/category?_start=0&_end=5000",
      headers: bearer(token),
    });
    expect(tooMany.json()).toMatchObject({ code: 10001, errors: { _end: "一次最多取1000条" } });
  });
});

describe("the same rules as the envelope API", () => {
  it("refuses (403) a write the role may not make, and a reader without access", async () => {
    const editor = await t.login("editor", "editor123");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/rest/lecturer",
      headers: bearer(editor),
      payload: { name: "不该有的讲师" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, code: 403, message: "无权访问" });

    const reg = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "restnobody", password: "secret123" },
    });
    expect(body(reg).code).toBe(200);
    const nobody = await t.login("restnobody", "secret123");
    const list = await t.app.inject({ method: "GET", url: "/api/rest/category", headers: bearer(nobody) });
    expect(list.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/rest/category" })).statusCode).toBe(401);
  });

  it("writes the operation log as the envelope's writes do", async () => {
    const made = await rest.create({ resource: "category", variables: { code: "jq", name: "REST留痕卷区" } });
    await rest.update({ resource: "category", id: made.data.id!, variables: { sort: 4 } });
    await rest.deleteOne({ resource: "category", id: made.data.id! });
    const logged = await t.sql.all<{ username: string; action: string; detail: string }>(
      "SELECT username, action, detail FROM operation_log WHERE target = ? ORDER BY id",
      `category#${made.data.id}`,
    );
    expect(logged).toEqual([
      { username: "admin", action: "新增", detail: "新增分类「REST留痕卷区」" },
      { username: "admin", action: "修改", detail: "修改：排序" },
      { username: "admin", action: "删除", detail: "删除分类「REST留痕卷区」" },
    ]);
  });

  it("a read-only resource has no write routes", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rest/operation-log",
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 404 });
  });
});

describe("Authorization: Bearer", () => {
  it("is accepted on every API route, beside the token header", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(body<{ username: string }>(me).data.username).toBe("admin");
    const wrong = await t.app.inject({ method: "GET", url: "/api/get_user_by_token", headers: bearer("nonsense") });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({
      method: "GET",
      url: "/api/get_user_by_token",
      headers: { authorization: "Basic eDp5" },
    });
    expect(basic.statusCode).toBe(401);
  });
});

// Each live change builds the config's tables and handler again: seconds, more on PostgreSQL.
describe("CORS follows app.json, applied live", () => {
  const listed = "https://admin.example.com";
  const preflight = (origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url: "/api/rest/category/1",
      headers: {
        origin,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization,content-type",
      },
    });

  it("answers no origin while none is listed", async () => {
    const res = await preflight(listed);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers the listed origins' preflights and requests, and no other", async () => {
    write("app.json", { ...read("app.json"), cors: { origins: [listed] } });
    expect((await t.app.configRuntime.reload()).problems).toEqual([]);

    const allowed = await preflight(listed);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe(listed);
    expect(String(allowed.headers["access-control-allow-methods"])).toContain("PATCH");
    const headers = String(allowed.headers["access-control-allow-headers"]).toLowerCase();
    for (const name of ["authorization", "content-type", "code"]) expect(headers).toContain(name);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/rest/category?_start=0&_end=1",
      headers: { origin: listed, ...bearer(token) },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["access-control-allow-origin"]).toBe(listed);
    expect(String(list.headers["access-control-expose-headers"])).toContain("X-Total-Count");
    expect(Number(list.headers["x-total-count"])).toBeGreaterThan(1);

    const refused = await preflight("https://evil.example.com");
    expect(refused.statusCode).not.toBe(204);
    expect(Object.keys(refused.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
  }, 90_000);
});

describe("the dialect follows the config version", () => {
  const room = {
    name: "room",
    title: "教室",
    record: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string", title: "教室名称", minLength: 1, maxLength: 20 } },
    },
    list: { columns: [{ field: "name" }] },
    form: { fields: [{ field: "name" }] },
  };

  it("a resource added live answers at once, and one removed no longer does", async () => {
    write("resources/room.json", room);
    expect((await t.app.configRuntime.reload()).problems).toEqual([]);
    const made = await rest.create({ resource: "room", variables: { name: "201" } });
    expect((await rest.getList({ resource: "room" })).data).toEqual([made.data]);

    rmSync(join(dir, "resources/room.json"));
    expect((await t.app.configRuntime.reload()).problems).toEqual([]);
    await expect(rest.getList({ resource: "room" })).rejects.toMatchObject({ statusCode: 404 });
  }, 120_000);
});
