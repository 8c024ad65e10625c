import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";
import type { ActionHandler } from "../../mock-server/resources/actions/types.js";
import { appModules } from "../../mock-server/app-modules.js";
import { AppError } from "../../mock-server/plugins/errors.js";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** Parcels: 发货 in bulk (with a report), 称重 with an input, 加急 for admins only. */
const parcel = {
  name: "parcel",
  title: "包裹",
  labelField: "title",
  record: {
    type: "object",
    required: ["title"],
    properties: {
      title: { type: "string", title: "标题", maxLength: 30 },
      weight: { type: "number", title: "重量", minimum: 0, maximum: 50 },
      status: {
        type: "integer",
        title: "状态",
        default: 0,
        readOnly: true,
        options: [
          { value: 0, label: "待发货" },
          { value: 1, label: "已发货" },
        ],
      },
      created_by: { type: "string", title: "创建人", readOnly: true },
    },
  },
  list: {
    columns: [{ field: "title" }, { field: "weight", editable: true }, { field: "status" }],
    rowSelection: true,
    actions: {
      create: true,
      edit: true,
      custom: [
        { name: "ship", label: "发货", scope: "row", when: { status: [0] }, bulk: true, report: true },
        {
          name: "weigh",
          label: "称重",
          scope: "row",
          bulk: true,
          input: { required: ["weight"], properties: { weight: { type: "number", title: "重量", maximum: 50 } } },
        },
        { name: "rush", label: "加急", scope: "row", bulk: true, access: { role: ["admin"] } },
        { name: "approve", label: "审核", scope: "row", bulk: true, notByCreator: true },
      ],
    },
  },
  form: { fields: [{ field: "title" }, { field: "weight" }] },
};

// A title with "拒" is refused by the handler itself, after it wrote: the write must not survive.
const handlers = {
  "parcel.ship": {
    run: async ({ row, store }) => {
      await store.update(row!.id, { status: 1 });
      if (String(row!.title).includes("拒")) throw new AppError(10008, 409, null, "收件地址不全，不能发货");
      return { message: `包裹${row!.title}已发货`, detail: `发货：${row!.title}` };
    },
  },
  // Writes the input through the checked store: 60 breaks the record's maximum (50).
  "parcel.weigh": {
    run: async ({ row, store, input }) => {
      await store.update(row!.id, { weight: Number(input.weight) + Number(row!.weight ?? 0) });
      return { message: "已称重" };
    },
  },
  "parcel.rush": { run: () => ({ message: "已加急" }) },
  "parcel.approve": { run: () => ({ message: "已审核" }) },
} satisfies Record<string, ActionHandler>;

let t: ResourceApp;
const parcels = "/api/v1/resources/parcel";
const newParcel = async (title: string, weight = 1, token?: string) =>
  body<{ id: number }>(await t.call("POST", parcels, { title, weight }, token)).data.id;
const statusOf = async (id: number) => body<{ status: number }>(await t.call("GET", `${parcels}/${id}`)).data.status;

beforeAll(async () => {
  t = await resourceApp({ modules: [...appModules(), { name: "test-actions", actions: handlers }] }, [parcel]);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("a bulk action (`bulk: true`)", () => {
  it("runs the row handler on every id and answers a row-by-row report", async () => {
    const ids = [await newParcel("书本"), await newParcel("文具")];
    const res = await t.call("POST", `${parcels}/actions/ship/bulk`, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      code: 200,
      message: "已发货2条包裹",
      data: {
        count: 2,
        rows: [
          { id: ids[0], label: "书本", message: "包裹书本已发货" },
          { id: ids[1], label: "文具", message: "包裹文具已发货" },
        ],
      },
    });
    expect([await statusOf(ids[0]), await statusOf(ids[1])]).toEqual([1, 1]);
  });

  it("is all or nothing: rows off `when`, missing or refused by the handler roll back all and are named", async () => {
    const fine = await newParcel("正常包裹");
    const shipped = await newParcel("早已发货");
    await t.call("POST", `${parcels}/${shipped}/actions/ship`, {});
    const refused = await newParcel("拒收包裹");
    const res = await t.call("POST", `${parcels}/actions/ship/bulk`, { ids: [refused, fine, shipped, 99999] });
    expect([res.statusCode, body(res).code], res.body).toEqual([409, 10060]);
    expect(body(res).message).toBe("包裹「早已发货」当前状态为「已发货」，不能发货等3条，全部未发货");
    expect(body<{ rows: unknown[] }>(res).data.rows).toEqual([
      { id: shipped, label: "早已发货", message: "包裹「早已发货」当前状态为「已发货」，不能发货" },
      { id: refused, label: "拒收包裹", message: "收件地址不全，不能发货" },
      { id: 99999, label: "99999", message: "包裹「99999」不存在或已被删除" },
    ]);
    // The fine row was shipped inside the transaction, and rolled back with the rest.
    expect([await statusOf(fine), await statusOf(refused)]).toEqual([0, 0]);
    const log = await t.sql.value(
      "SELECT COUNT(*) FROM operation_log WHERE action = '发货' AND target = ?",
      `parcel#${fine}`,
    );
    expect(Number(log)).toBe(0);
  });

  it("refuses a row whose write breaks the record's rules, with the field's message, and keeps every row", async () => {
    const light = await newParcel("轻的", 5);
    const heavy = await newParcel("重的", 40);
    const res = await t.call("POST", `${parcels}/actions/weigh/bulk`, { ids: [light, heavy], weight: 20 });
    expect([res.statusCode, body(res).code], res.body).toEqual([409, 10060]);
    expect(body<{ rows: unknown[] }>(res).data.rows).toEqual([{ id: heavy, label: "重的", message: "重量不能大于50" }]);
    const weights = await t.sql.all("SELECT weight FROM res_parcel WHERE id IN (?, ?) ORDER BY id", light, heavy);
    expect(weights.map((r) => Number(r.weight))).toEqual([5, 40]);
  });

  it("checks its input and its ids like a single action: 10001 on the fields", async () => {
    const id = await newParcel("输入检查");
    const errors = async (payload: unknown) => {
      const res = await t.call("POST", `${parcels}/actions/weigh/bulk`, payload);
      expect([res.statusCode, body(res).code], res.body).toEqual([400, 10001]);
      return body<{ errors: Record<string, string> }>(res).data.errors;
    };
    expect(await errors({ ids: [id] })).toEqual({ weight: "请输入重量" });
    expect(await errors({ ids: [id], weight: 51 })).toEqual({ weight: "重量不能大于50" });
    expect(await errors({ weight: 1 })).toEqual({ ids: "请选择要操作的记录" });
    expect(await errors({ ids: [], weight: 1 })).toEqual({ ids: "请选择要操作的记录" });
    expect(await errors({ ids: ["x"], weight: 1 })).toEqual({ ids: "ids应为整数数组" });
    expect(await errors({ ids: Array.from({ length: 501 }, (_, i) => i + 1), weight: 1 })).toEqual({
      ids: "一次最多500条",
    });
  });

  it("follows the action's access rule (403), and four eyes per row", async () => {
    const id = await newParcel("权限检查");
    const denied = await t.call("POST", `${parcels}/actions/rush/bulk`, { ids: [id] }, t.editor);
    expect([denied.statusCode, body(denied).code]).toEqual([403, 403]);
    expect((await t.call("POST", `${parcels}/actions/rush/bulk`, { ids: [id] })).statusCode).toBe(200);
    const mine = await newParcel("编辑建的", 1, t.editor);
    const theirs = await newParcel("管理员建的");
    const res = await t.call("POST", `${parcels}/actions/approve/bulk`, { ids: [mine, theirs] }, t.editor);
    expect([res.statusCode, body(res).code]).toEqual([409, 10060]);
    expect(body<{ rows: unknown[] }>(res).data.rows).toEqual([
      { id: mine, label: "编辑建的", message: "该包裹由您创建，需由其他有权限的账号审核" },
    ]);
  });

  it("writes one operation-log line per row, with the handler's detail", async () => {
    const ids = [await newParcel("记录一"), await newParcel("记录二")];
    await t.call("POST", `${parcels}/actions/ship/bulk`, { ids }, t.editor);
    const rows = await t.sql.all(
      "SELECT username, action, target, detail FROM operation_log WHERE action = '发货' AND target IN (?, ?) ORDER BY target",
      `parcel#${ids[0]}`,
      `parcel#${ids[1]}`,
    );
    expect(rows).toEqual([
      { username: "editor", action: "发货", target: `parcel#${ids[0]}`, detail: "发货：记录一" },
      { username: "editor", action: "发货", target: `parcel#${ids[1]}`, detail: "发货：记录二" },
    ]);
  });

  it("has no bulk route for an action without `bulk`", async () => {
    const res = await t.call("POST", `${parcels}/actions/nothing/bulk`, { ids: [1] });
    expect(res.statusCode).toBe(404);
  });
});

describe("inline edit saves one field with the record's rules", () => {
  it("a PUT of one field is checked and stored alone", async () => {
    const id = await newParcel("行内编辑", 3);
    const bad = await t.call("PUT", `${parcels}/${id}`, { weight: 51 });
    expect([bad.statusCode, body<{ errors: unknown }>(bad).data.errors]).toEqual([400, { weight: "重量不能大于50" }]);
    const good = await t.call("PUT", `${parcels}/${id}`, { weight: 7.5 });
    expect(body(good)).toMatchObject({ message: "修改成功", data: { title: "行内编辑", weight: 7.5 } });
  });
});

describe("start-time checks of `editable` and `bulk`", () => {
  const base = parcel as unknown as ResourceConfig;
  const check = (change: (res: ResourceConfig) => void) => {
    const res = structuredClone(base);
    change(res);
    return checkResources({ [res.name]: res }, [], handlers).map(problemLine);
  };

  it("accept the test's resource", () => {
    expect(check(() => {})).toEqual([]);
  });

  it("refuse an editable column on a read-only field, the id or a time", () => {
    expect(
      check((res) => {
        res.list.columns.push({ field: "status", editable: true }, { field: "id", editable: true });
      }),
    ).toEqual([
      'resources/parcel.json#/list/columns/3/field: 字段 "status" 重复：/list/columns/2 已有',
      'resources/parcel.json#/list/columns/3/editable: "status" 是只读字段（由服务端维护），不能行内编辑',
      'resources/parcel.json#/list/columns/4/editable: "id" 由系统维护，不能行内编辑',
    ]);
  });

  it("refuse `bulk` on a toolbar action or a list without checkboxes, and `report` without `bulk`", () => {
    expect(
      check((res) => {
        res.list.rowSelection = false;
        res.list.actions!.custom![2] = { name: "rush", label: "加急", scope: "row", report: true };
      }),
    ).toEqual([
      'resources/parcel.json#/list/actions/custom/0/bulk: 批量操作需要 "rowSelection": true',
      'resources/parcel.json#/list/actions/custom/1/bulk: 批量操作需要 "rowSelection": true',
      'resources/parcel.json#/list/actions/custom/2/report: "report" 只用于 "bulk": true 的操作',
      'resources/parcel.json#/list/actions/custom/3/bulk: 批量操作需要 "rowSelection": true',
    ]);
  });
});
