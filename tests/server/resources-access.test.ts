import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { device, resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";

/** A resource with its own rules: only admins read it, and WRITE is enough to delete. */
const memo = {
  name: "memo",
  title: "备忘",
  record: { type: "object", required: ["name"], properties: { name: { type: "string", title: "标题" } } },
  list: { columns: [{ field: "name" }] },
  access: { read: ["admin"], delete: { ability: ["WRITE"] } },
};

let t: ResourceApp;
let ids: Record<string, number>;
let nobody: string;
beforeAll(async () => {
  t = await resourceApp({}, [device, memo]);
  ids = await sampleData(t);
  const reg = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: "newcomer", password: "secret123" },
  });
  expect(body(reg).code).toBe(200);
  nobody = await t.login("newcomer", "secret123");
});
afterAll(() => t.close());

const devices = "/api/v1/resources/device";
const newDevice = (name: string) => ({ name, kind: "pc", campus_id: ids["北京朝阳校区"] });

describe("the editor (READ, WRITE)", () => {
  it("lists, reads, exports, creates and updates", async () => {
    const made = await t.call("POST", devices, newDevice("编辑的设备"), t.editor);
    expect(made.statusCode, made.body).toBe(200);
    const id = body<{ id: number }>(made).data.id;
    expect((await t.call("PUT", `${devices}/${id}`, { price: 3 }, t.editor)).statusCode).toBe(200);
    for (const url of [devices, `${devices}/${id}`, `${devices}/export`, `${devices}/options`, `${devices}/config`]) {
      expect((await t.call("GET", url, undefined, t.editor)).statusCode, url).toBe(200);
    }
  });

  it("may not delete: 403, and the row survives", async () => {
    const id = body<{ id: number }>(await t.call("POST", devices, newDevice("删不掉的设备"))).data.id;
    const one = await t.call("DELETE", `${devices}/${id}`, undefined, t.editor);
    expect([one.statusCode, body(one).code]).toEqual([403, 403]);
    const batch = await t.call("DELETE", `${devices}?ids[]=${id}`, undefined, t.editor);
    expect(batch.statusCode).toBe(403);
    expect((await t.call("GET", `${devices}/${id}`)).statusCode).toBe(200);
  });

  it("follows a resource's own access rules", async () => {
    expect((await t.call("GET", "/api/v1/resources/memo", undefined, t.editor)).statusCode).toBe(403);
    const id = body<{ id: number }>(await t.call("POST", "/api/v1/resources/memo", { name: "周会" }, t.editor)).data.id;
    expect((await t.call("DELETE", `/api/v1/resources/memo/${id}`, undefined, t.editor)).statusCode).toBe(200);
  });
});

describe("a registered user without a role", () => {
  it("gets 403 on every resource route, before the body is checked", async () => {
    for (const url of [devices, `${devices}/export`, `${devices}/options`, `${devices}/config`]) {
      expect((await t.call("GET", url, undefined, nobody)).statusCode, url).toBe(403);
    }
    const create = await t.call("POST", devices, {}, nobody);
    expect([create.statusCode, body(create).code]).toEqual([403, 403]);
    expect(body<{ total: number }>(await t.call("GET", devices)).data.total).toBe(2);
  });
});

describe("a visitor", () => {
  it("gets 401 without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: devices });
    expect([res.statusCode, body(res).code]).toEqual([401, 401]);
  });
});
