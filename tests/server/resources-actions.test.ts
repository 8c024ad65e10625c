import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";
import type { ActionHandler } from "../../mock-server/resources/actions/types.js";
import { appModules } from "../../mock-server/app-modules.js";
import { AppError } from "../../mock-server/plugins/errors.js";

/** A small resource with one action of each kind: a row action with input, an admin-only one, a toolbar one. */
const ticket = {
  name: "ticket",
  title: "工单",
  labelField: "title",
  record: {
    type: "object",
    required: ["title"],
    properties: {
      title: { type: "string", title: "标题", maxLength: 30 },
      status: {
        type: "integer",
        title: "状态",
        default: 0,
        readOnly: true,
        options: [
          { value: 0, label: "处理中" },
          { value: 1, label: "已关闭" },
        ],
      },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
      reason: { type: "string", title: "关闭原因", readOnly: true },
      serial: { type: "string", title: "编号", readOnly: true, unique: true },
    },
  },
  list: {
    columns: [{ field: "title" }, { field: "status" }],
    query: [{ field: "title", operator: "contains" }],
    rowSelection: true,
    actions: {
      edit: { when: { status: [0] } },
      delete: { when: { status: [1] } },
      batchDelete: true,
      custom: [
        {
          name: "close",
          label: "关闭",
          scope: "row",
          when: { status: [0] },
          input: {
            required: ["reason"],
            properties: { reason: { type: "string", title: "关闭原因", maxLength: 20 } },
          },
        },
        { name: "archive", label: "归档", scope: "row", access: { role: ["admin"] } },
        { name: "explode", label: "出错", scope: "row" },
        { name: "draw", label: "抽号", scope: "toolbar", access: "create" },
        {
          name: "open-many",
          label: "批量开单",
          scope: "toolbar",
          access: "create",
          input: {
            required: ["count", "campus_id"],
            properties: {
              count: { type: "integer", title: "数量", minimum: 1, maximum: 5 },
              campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
            },
          },
        },
      ],
    },
  },
  form: { fields: [{ field: "title" }, { field: "campus_id" }] },
};

// The handlers a shipped resource would have in mock-server/resources/actions/, for this test's resource.
const handlers = {
  "ticket.close": {
    run: async ({ row, store, input }) => {
      await store.update(row!.id, { status: 1, reason: input.reason });
      return { message: `工单${row!.title}已关闭`, data: await store.get(row!.id) };
    },
  },
  "ticket.archive": { run: () => ({ message: "已归档" }) },
  "ticket.explode": {
    run: async ({ row, store }) => {
      await store.update(row!.id, { title: "改了一半" });
      throw new AppError(10008, 409, null, "做到一半失败了");
    },
  },
  // Draws a serial the unique index may refuse: "T1" first (taken below), then "T2".
  "ticket.draw": {
    redrawOnClash: true,
    run: async ({ store }) => {
      draws.push(draws.length ? "T2" : "T1");
      const id = await store.insert({ title: `抽号${draws.length}`, serial: draws.at(-1) });
      return { message: "已抽号", data: await store.get(id) };
    },
  },
  "ticket.open-many": {
    run: async ({ store, input }) => {
      for (let i = 0; i < Number(input.count); i++)
        await store.insert({ title: `新工单${i + 1}`, campus_id: input.campus_id });
      return { message: `已开${input.count}张工单`, data: { count: input.count }, detail: `批量开单${input.count}张` };
    },
  },
} satisfies Record<string, ActionHandler>;

const draws: string[] = [];
let t: ResourceApp;
let campus: number;
const tickets = "/api/v1/resources/ticket";
const newTicket = async (title: string) =>
  body<{ id: number }>(await t.call("POST", tickets, { title, campus_id: campus })).data.id;

beforeAll(async () => {
  t = await resourceApp({ modules: [...appModules(), { name: "test-actions", actions: handlers }] }, [ticket]);
  campus = (await sampleData(t))["北京朝阳校区"];
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("a row action", () => {
  it("runs its handler with the checked input and answers the handler's message and data", async () => {
    const id = await newTicket("投影仪坏了");
    const res = await t.call("POST", `${tickets}/${id}/actions/close`, { reason: "已更换灯泡" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      code: 200,
      message: "工单投影仪坏了已关闭",
      data: { status: 1, reason: "已更换灯泡" },
    });
    expect(body(await t.call("GET", `${tickets}/${id}`)).data).toMatchObject({ status: 1, reason: "已更换灯泡" });
  });

  it("checks the body against `input` with the record fields' messages: 10001 on the fields", async () => {
    const id = await newTicket("网络不通");
    const errors = async (payload: unknown) => {
      const res = await t.call("POST", `${tickets}/${id}/actions/close`, payload);
      expect([res.statusCode, body(res).code], res.body).toEqual([400, 10001]);
      return body<{ errors: Record<string, string> }>(res).data.errors;
    };
    expect(await errors({})).toEqual({ reason: "请输入关闭原因" });
    expect(await errors({ reason: "" })).toEqual({ reason: "请输入关闭原因" });
    expect(await errors({ reason: "太长".repeat(11) })).toEqual({ reason: "关闭原因不能超过20个字符" });
    expect(await errors({ reason: "好了", status: 1 })).toEqual({ status: "不允许的字段" });
    expect(body(await t.call("GET", `${tickets}/${id}`)).data).toMatchObject({ status: 0 });
  });

  it("answers 404 for an unknown row or an unknown action", async () => {
    const missing = await t.call("POST", `${tickets}/9999/actions/close`, { reason: "x" });
    expect([missing.statusCode, body(missing).code]).toEqual([404, 404]);
    const id = await newTicket("无此操作");
    const unknown = await t.call("POST", `${tickets}/${id}/actions/reopen`, {});
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 404]);
  });

  it("re-checks `when` on the server: 409 naming the row's state, nothing run", async () => {
    const id = await newTicket("重复关闭");
    expect((await t.call("POST", `${tickets}/${id}/actions/close`, { reason: "第一次" })).statusCode).toBe(200);
    const again = await t.call("POST", `${tickets}/${id}/actions/close`, { reason: "第二次" });
    expect([again.statusCode, body(again).code]).toEqual([409, 10008]);
    expect(body(again).message).toBe("工单「重复关闭」当前状态为「已关闭」，不能关闭");
    expect(body(await t.call("GET", `${tickets}/${id}`)).data).toMatchObject({ reason: "第一次" });
  });

  it("follows the action's access rule: an admin-only action is 403 for the editor, the default is update", async () => {
    const id = await newTicket("权限");
    const denied = await t.call("POST", `${tickets}/${id}/actions/archive`, {}, t.editor);
    expect([denied.statusCode, body(denied).code]).toEqual([403, 403]);
    expect((await t.call("POST", `${tickets}/${id}/actions/archive`, {})).statusCode).toBe(200);
    const byEditor = await t.call("POST", `${tickets}/${id}/actions/close`, { reason: "编辑关闭" }, t.editor);
    expect(byEditor.statusCode, byEditor.body).toBe(200);
  });

  it("takes no body when it has no input", async () => {
    const id = await newTicket("无请求体");
    const res = await t.app.inject({
      method: "POST",
      url: `${tickets}/${id}/actions/archive`,
      headers: { code: t.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("runs in one transaction: a handler that fails half way leaves the row as it was", async () => {
    const id = await newTicket("原标题");
    const res = await t.call("POST", `${tickets}/${id}/actions/explode`, {});
    expect([res.statusCode, body(res).code, body(res).message]).toEqual([409, 10008, "做到一半失败了"]);
    expect(body(await t.call("GET", `${tickets}/${id}`)).data).toMatchObject({ title: "原标题" });
  });

  it("writes the operation log: who, the action's label, the row", async () => {
    const id = await newTicket("要记录的工单");
    await t.call("POST", `${tickets}/${id}/actions/close`, { reason: "记录" }, t.editor);
    const log = await t.sql.get(
      "SELECT username, action, target, detail FROM operation_log WHERE target = ? ORDER BY id DESC",
      `ticket#${id}`,
    );
    expect(log).toEqual({
      username: "editor",
      action: "关闭",
      target: `ticket#${id}`,
      detail: "关闭工单「要记录的工单」",
    });
  });
});

describe("a toolbar action", () => {
  it("acts on the resource and logs the handler's detail", async () => {
    const res = await t.call("POST", `${tickets}/actions/open-many`, { count: 3, campus_id: campus });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ message: "已开3张工单", data: { count: 3 } });
    const list = body<{ total: number }>(await t.call("GET", `${tickets}?title=新工单`)).data;
    expect(list.total).toBe(3);
    const log = await t.sql.get("SELECT action, target, detail FROM operation_log ORDER BY id DESC");
    expect(log).toEqual({ action: "批量开单", target: "ticket", detail: "批量开单3张" });
  });

  it("is run again, drawing anew, when a value it drew is taken by the time it writes", async () => {
    const taken = await newTicket("已有编号");
    await t.sql.run("UPDATE res_ticket SET serial = 'T1' WHERE id = ?", taken);
    const res = await t.call("POST", `${tickets}/actions/draw`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(draws).toEqual(["T1", "T2"]);
    expect(body(res).data).toMatchObject({ title: "抽号2", serial: "T2" });
    // The refused attempt left nothing behind.
    expect(await t.sql.value("SELECT COUNT(*) FROM res_ticket WHERE title LIKE '抽号%'")).toBe(1);
  });

  it("checks ranges, types and relations of the input like a record's", async () => {
    const res = await t.call("POST", `${tickets}/actions/open-many`, { count: 6, campus_id: campus });
    expect(body<{ errors: unknown }>(res).data.errors).toEqual({ count: "数量不能大于5" });
    const bad = await t.call("POST", `${tickets}/actions/open-many`, { count: "两", campus_id: 9999 });
    expect(body<{ errors: unknown }>(bad).data.errors).toEqual({ count: "数量应为整数" });
    const gone = await t.call("POST", `${tickets}/actions/open-many`, { count: 1, campus_id: 9999 });
    expect([gone.statusCode, body<{ errors: unknown }>(gone).data.errors]).toEqual([
      400,
      { campus_id: "所选校区不存在" },
    ]);
  });

  it("with access `create` follows the resource's create rule", async () => {
    const res = await t.call("POST", `${tickets}/actions/open-many`, { count: 1, campus_id: campus }, t.editor);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("server-managed (readOnly) fields on the generic routes", () => {
  it("are refused in create and update bodies with the field's message, and take their default", async () => {
    const res = await t.call("POST", tickets, { title: "自己关", status: 1, reason: "x" });
    expect([res.statusCode, body<{ errors: unknown }>(res).data.errors]).toEqual([
      400,
      { status: "状态由系统维护，不能修改", reason: "关闭原因由系统维护，不能修改" },
    ]);
    const id = await newTicket("默认状态");
    expect(body(await t.call("GET", `${tickets}/${id}`)).data).toMatchObject({ status: 0 });
    const put = await t.call("PUT", `${tickets}/${id}`, { status: 1 });
    expect(body<{ errors: unknown }>(put).data.errors).toEqual({ status: "状态由系统维护，不能修改" });
  });

  it("still filter, sort and export", async () => {
    const list = body<{ list: { status: number }[] }>(
      await t.call("GET", `${tickets}?status=1&prop=id&order=descending`),
    );
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.list.every((r) => r.status === 1)).toBe(true);
    const csv = await t.call("GET", `${tickets}/export?status=1&columns[]=title&columns[]=status`);
    expect(csv.body).toContain("已关闭");
  });

  it("are a campus's hours balance: kept by orders and lessons, not typed in", async () => {
    const res = await t.call("POST", "/api/v1/resources/campus", {
      name: "余额校区",
      code: "SH010",
      city: "上海",
      director: "李娜",
      phone: "13912345678",
      sales_mode: 2,
      hours_balance: 100,
    });
    expect(body<{ errors: unknown }>(res).data.errors).toEqual({ hours_balance: "课时余额由系统维护，不能修改" });
  });
});

describe("编辑 and 删除 limited to some rows (`when`)", () => {
  it("refuse other rows with 409 / 13105 naming the row's state; a batch delete as a whole", async () => {
    const open = await newTicket("还在处理");
    const closed = await newTicket("已经关了");
    await t.call("POST", `${tickets}/${closed}/actions/close`, { reason: "完成" });
    expect((await t.call("PUT", `${tickets}/${open}`, { title: "改标题" })).statusCode).toBe(200);
    const put = await t.call("PUT", `${tickets}/${closed}`, { title: "改标题" });
    expect([put.statusCode, body(put).code, body(put).message]).toEqual([
      409,
      13105,
      "工单「已经关了」当前状态为「已关闭」，不能修改",
    ]);
    const del = await t.call("DELETE", `${tickets}/${open}`);
    expect([del.statusCode, body(del).message]).toEqual([409, "工单「改标题」当前状态为「处理中」，不能删除"]);
    const batch = await t.call("DELETE", `${tickets}?ids[]=${closed}&ids[]=${open}`);
    expect(batch.statusCode).toBe(409);
    expect((await t.call("GET", `${tickets}/${closed}`)).statusCode).toBe(200);
    expect((await t.call("DELETE", `${tickets}/${closed}`)).statusCode).toBe(200);
  });
});

describe("OpenAPI", () => {
  it("publishes every action route with its body", async () => {
    const doc = (await t.call("GET", "/api/docs/json")).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const paths = doc.paths;
    expect(paths["/api/v1/resources/ticket/{id}/actions/close"]?.post?.summary).toBe("工单：关闭");
    expect(paths["/api/v1/resources/ticket/actions/open-many"]?.post?.summary).toBe("工单：批量开单");
  });
});
