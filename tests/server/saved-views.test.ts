import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { device, resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";

/** Only admins read it: nobody else may keep views of it. */
const memo = {
  name: "memo",
  title: "备忘",
  record: { type: "object", required: ["name"], properties: { name: { type: "string", title: "标题" } } },
  list: { columns: [{ field: "name", sortable: true }], query: [{ field: "name", operator: "contains" }] },
  access: { read: ["admin"] },
};

interface View {
  id: number;
  name: string;
  state: Record<string, unknown>;
  roles: string[];
  owner: string;
  mine: boolean;
}
interface ViewList {
  list: View[];
  default_id: number | null;
}

const state = {
  filters: [{ field: "name", operator: "contains", value: "投影" }],
  sorters: [{ field: "price", order: "desc" }],
  columns: { order: ["name", "id", "kind", "campus_id", "price", "active", "tags", "bought_on"], hidden: ["tags"] },
  pageSize: 20,
};

let t: ResourceApp;
let viewer: string;
let auditor: string;
let nobody: string;

/** A registered account given `roles` by the admin; its token. */
async function account(username: string, roles: string[]): Promise<string> {
  await t.app.inject({ method: "POST", url: "/api/register", payload: { username, password: "secret123" } });
  const found = await t.call("GET", `/api/v1/accounts?keyword=${username}`);
  const id = body<{ list: { id: number; username: string }[] }>(found).data.list.find(
    (a) => a.username === username,
  )!.id;
  if (roles.length) expect((await t.call("PUT", `/api/v1/accounts/${id}`, { roles })).statusCode).toBe(200);
  return t.login(username, "secret123");
}

beforeAll(async () => {
  t = await resourceApp({}, [device, memo]);
  for (const name of ["viewer", "auditor"]) {
    const made = await t.call("POST", "/api/v1/roles", { name, title: name, abilities: ["READ"] });
    expect(made.statusCode, made.body).toBe(200);
  }
  viewer = await account("viewer1", ["viewer"]);
  auditor = await account("auditor1", ["auditor"]);
  nobody = await account("newcomer", []);
});
afterAll(() => t.close());

const list = async (token: string, resource = "device") =>
  body<ViewList>(await t.call("GET", `/api/v1/views?resource=${resource}`, undefined, token)).data;
const save = (token: string, name: string, s: unknown = state, resource = "device") =>
  t.call("POST", "/api/v1/views", { resource, name, state: s }, token);

describe("a user's own views", () => {
  it("saves, lists, renames, overwrites and deletes", async () => {
    const made = await save(t.editor, "高价投影");
    expect(made.statusCode, made.body).toBe(200);
    const view = body<View>(made).data;
    expect(view).toMatchObject({ name: "高价投影", state, roles: [], owner: "editor", mine: true });
    expect((await list(t.editor)).list.map((v) => v.name)).toEqual(["高价投影"]);

    const renamed = await t.call("PUT", `/api/v1/views/${view.id}`, { name: "投影（高价）" }, t.editor);
    expect(body<View>(renamed).data.name).toBe("投影（高价）");
    const overwritten = await t.call("PUT", `/api/v1/views/${view.id}`, { state: { pageSize: 50 } }, t.editor);
    expect(body<View>(overwritten).data).toMatchObject({ name: "投影（高价）", state: { pageSize: 50 } });

    expect((await t.call("DELETE", `/api/v1/views/${view.id}`, undefined, t.editor)).statusCode).toBe(200);
    expect((await list(t.editor)).list).toEqual([]);
    const gone = await t.call("GET", `/api/v1/views/${view.id}`, undefined, t.editor);
    expect([gone.statusCode, body(gone).code]).toEqual([404, 10041]);
  });

  it("keeps names unique per user and resource, with the message on the field", async () => {
    const first = body<View>(await save(t.editor, "常用")).data;
    const again = await save(t.editor, " 常用 ");
    expect([again.statusCode, body(again).code]).toEqual([400, 10040]);
    expect(body<{ errors: Record<string, string> }>(again).data.errors).toEqual({ name: "视图名称已存在" });
    // Another user, or another resource, may use the same name.
    expect((await save(t.admin, "常用")).statusCode).toBe(200);
    expect((await save(t.editor, "常用", {}, "campus")).statusCode).toBe(200);
    const other = body<View>(await save(t.editor, "另一个")).data;
    const rename = await t.call("PUT", `/api/v1/views/${other.id}`, { name: "常用" }, t.editor);
    expect([rename.statusCode, body(rename).code]).toEqual([400, 10040]);
    // Renaming a view to its own name is no clash.
    expect((await t.call("PUT", `/api/v1/views/${first.id}`, { name: "常用" }, t.editor)).statusCode).toBe(200);
  });

  it("keeps at most 64 KB of state per view and 50 views per user and list", async () => {
    const big = { filters: [{ field: "name", operator: "contains", value: "投".repeat(22_000) }] };
    const tooBig = await save(t.editor, "太大", big);
    expect([tooBig.statusCode, body<{ errors: object }>(tooBig).data.errors]).toEqual([
      400,
      { state: "视图状态不能超过64KB" },
    ]);
    const made: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const res = await save(viewer, `视图${i}`, { pageSize: 20 });
      expect(res.statusCode, res.body).toBe(200);
      made.push(body<View>(res).data.id);
    }
    const fiftyFirst = await save(viewer, "第五十一个", { pageSize: 20 });
    expect([fiftyFirst.statusCode, body<{ errors: object }>(fiftyFirst).data.errors]).toEqual([
      400,
      { name: "每个页面最多保存50个视图，请先删除不用的视图" },
    ]);
    // Another user's views of the same list are counted on their own.
    const other = await save(t.editor, "第五十一个", { pageSize: 20 });
    expect(other.statusCode).toBe(200);
    expect((await t.call("DELETE", `/api/v1/views/${body<View>(other).data.id}`, undefined, t.editor)).statusCode).toBe(
      200,
    );
    for (const id of made)
      expect((await t.call("DELETE", `/api/v1/views/${id}`, undefined, viewer)).statusCode).toBe(200);
  });

  it("refuses bad input on the field, never a 500", async () => {
    const empty = await save(t.editor, "   ");
    expect([empty.statusCode, body<{ errors: object }>(empty).data.errors]).toEqual([400, { name: "请输入视图名称" }]);
    const unknown = await save(t.editor, "坏的", { sorters: [{ field: "note", order: "asc" }] });
    expect([unknown.statusCode, body(unknown).code]).toEqual([400, 10043]);
    expect(body<{ errors: object }>(unknown).data.errors).toEqual({ "state.sorters.0": "本页面没有字段「note」" });
    const shape = await save(t.editor, "坏的", { pageSize: 1000, extra: 1 });
    expect([shape.statusCode, body(shape).code]).toEqual([400, 10001]);
    const noResource = await save(t.editor, "坏的", {}, "nothing");
    expect(noResource.statusCode).toBe(404);
    expect((await t.call("PUT", "/api/v1/views/abc", { name: "x" }, t.editor)).statusCode).toBe(400);
  });

  it("picks a default and goes back to the page's own state", async () => {
    const view = body<View>(await save(t.editor, "默认用")).data;
    const set = await t.call("PUT", "/api/v1/views/default", { resource: "device", view_id: view.id }, t.editor);
    expect(set.statusCode, set.body).toBe(200);
    expect((await list(t.editor)).default_id).toBe(view.id);
    expect((await list(t.admin)).default_id).toBeNull();
    // Not for another resource, nor someone else's private view.
    const wrong = await t.call("PUT", "/api/v1/views/default", { resource: "campus", view_id: view.id }, t.editor);
    expect(wrong.statusCode).toBe(404);
    const foreign = await t.call("PUT", "/api/v1/views/default", { resource: "device", view_id: view.id }, viewer);
    expect(foreign.statusCode).toBe(404);
    await t.call("PUT", "/api/v1/views/default", { resource: "device", view_id: null }, t.editor);
    expect((await list(t.editor)).default_id).toBeNull();
    // Deleting the default view leaves no default behind.
    await t.call("PUT", "/api/v1/views/default", { resource: "device", view_id: view.id }, t.editor);
    await t.call("DELETE", `/api/v1/views/${view.id}`, undefined, t.editor);
    expect((await list(t.editor)).default_id).toBeNull();
  });
});

describe("published views", () => {
  it("are seen read-only by the roles they are published to, and logged", async () => {
    const view = body<View>(await save(t.admin, "全员视图")).data;
    expect((await list(viewer)).list).toEqual([]);
    const published = await t.call("PUT", `/api/v1/views/${view.id}/roles`, { roles: ["viewer"] });
    expect(published.statusCode, published.body).toBe(200);
    expect(body<View>(published).data.roles).toEqual(["viewer"]);

    const seen = (await list(viewer)).list;
    expect(seen).toEqual([expect.objectContaining({ id: view.id, name: "全员视图", mine: false, owner: "admin" })]);
    expect((await list(auditor)).list).toEqual([]);
    expect((await t.call("GET", `/api/v1/views/${view.id}`, undefined, auditor)).statusCode).toBe(404);

    // Read-only for them: 10042 on rename, overwrite and delete; they may copy it and pick it as default.
    const rename = await t.call("PUT", `/api/v1/views/${view.id}`, { name: "我的" }, viewer);
    expect([rename.statusCode, body(rename).code]).toEqual([403, 10042]);
    const del = await t.call("DELETE", `/api/v1/views/${view.id}`, undefined, viewer);
    expect([del.statusCode, body(del).code]).toEqual([403, 10042]);
    expect((await save(viewer, "全员视图", seen[0].state)).statusCode).toBe(200);
    const pick = await t.call("PUT", "/api/v1/views/default", { resource: "device", view_id: view.id }, viewer);
    expect(pick.statusCode).toBe(200);
    expect((await list(viewer)).default_id).toBe(view.id);

    // Unpublished: gone for them, and so is their default.
    await t.call("PUT", `/api/v1/views/${view.id}/roles`, { roles: [] });
    expect((await list(viewer)).list.map((v) => v.mine)).toEqual([true]);
    expect((await list(viewer)).default_id).toBeNull();

    const log = await t.sql.all<{ action: string }>(
      "SELECT action FROM operation_log WHERE target = ? ORDER BY id",
      `view#${view.id}`,
    );
    const actions = log.map((r) => r.action);
    expect(actions).toEqual(["发布视图", "取消发布视图"]);
  });

  it("only admins publish, only to known roles", async () => {
    const own = body<View>(await save(t.editor, "想发布")).data;
    const refused = await t.call("PUT", `/api/v1/views/${own.id}/roles`, { roles: ["viewer"] }, t.editor);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    const mine = body<View>(await save(t.admin, "发给未知角色")).data;
    const unknown = await t.call("PUT", `/api/v1/views/${mine.id}/roles`, { roles: ["ghost"] });
    expect([unknown.statusCode, body<{ errors: object }>(unknown).data.errors]).toEqual([
      400,
      { roles: "未知的角色：ghost" },
    ]);
  });
});

describe("access", () => {
  it("follows the resource's read rule", async () => {
    expect((await save(t.admin, "管理员备忘", {}, "memo")).statusCode).toBe(200);
    const refused = await t.call("GET", "/api/v1/views?resource=memo", undefined, t.editor);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    expect((await save(t.editor, "备忘", {}, "memo")).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/views?resource=device", undefined, nobody)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/views?resource=device" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("leaves out what the config no longer has, when a view is read", async () => {
    const view = body<View>(await save(t.admin, "旧配置")).data;
    // A view saved before a column and a query field were removed from the config.
    const old = {
      filters: [...state.filters, { field: "gone", operator: "eq", value: 1 }],
      sorters: [{ field: "gone", order: "asc" }],
      columns: { order: ["gone", "name"], hidden: ["gone"] },
    };
    await t.sql.run("UPDATE saved_views SET state = ? WHERE id = ?", JSON.stringify(old), view.id);
    const read = body<View>(await t.call("GET", `/api/v1/views/${view.id}`)).data;
    expect(read.state).toEqual({ filters: state.filters, sorters: [], columns: { order: ["name"], hidden: [] } });
  });
});
