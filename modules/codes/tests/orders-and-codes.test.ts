import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../../../tests/helpers/resources-fixture.js";
import { readConfigFiles } from "../../../mock-server/config/files.js";
import type { ResourceSeed } from "../../../mock-server/resources/seed-types.js";

/** The shipped files of the order and code pages and of the resources they point to. */
const shipped = [
  "student",
  "lecturer",
  "course-package",
  "commodity",
  "code-kind",
  "agent",
  "activation-code",
  "user-order",
  "campus-order",
].map((name) => JSON.parse(readConfigFiles("config").get(`resources/${name}.json`)!) as Record<string, unknown>);

const rows =
  (...list: Record<string, unknown>[]): ResourceSeed =>
  () =>
    list;

/** A few rows, seeded (so readOnly fields may be set, as the server would have set them). */
const seeds: [string, ResourceSeed][] = [
  ["category", rows({ code: "xk", name: "数学" })],
  [
    "campus",
    rows({
      name: "北京朝阳校区",
      code: "BJ001",
      city: "北京",
      director: "张伟",
      phone: "13800138000",
      sales_mode: 1,
      status: 1,
      hours_balance: 100.5,
    }),
  ],
  [
    "student",
    rows({
      name: "李雷",
      gender: 1,
      phone: "13900000001",
      grade: 9,
      campus_id: 1,
      registered_at: "2026-01-01 10:00:00",
    }),
  ],
  [
    "commodity",
    rows(
      { name: "全科直播会员·年卡", kind: 2, price: 1798, stock: 0, status: 2, campus_ids: [1] },
      { name: "数学答疑10次卡", kind: 4, price: 199, stock: 50, status: 1, campus_ids: [1] },
      { name: "精品录播会员·月卡", kind: 2, price: 99, stock: 100, status: 0, campus_ids: [1] },
    ),
  ],
  [
    "code-kind",
    rows(
      { name: "会员年卡激活码", commodity_kind: 2, valid_days: 365, enabled: true },
      { name: "暑期体验码", commodity_kind: 2, valid_days: 60, enabled: false },
    ),
  ],
  [
    "agent",
    rows(
      {
        name: "深圳启明教育科技有限公司",
        contact: "王芳",
        phone: "13700000000",
        region: "广东省深圳市",
        discount: 0.85,
        status: 1,
      },
      {
        name: "广州书香文化传播有限公司",
        contact: "陈刚",
        phone: "13700000001",
        region: "广东省广州市",
        discount: 0.8,
        status: 0,
      },
    ),
  ],
  [
    "activation-code",
    rows({
      code: "ABCD-EFGH-JKLM-NPQR",
      kind_id: 1,
      commodity_id: 1,
      status: 1,
      batch_no: "PC20260101-001",
      expires_at: "2026-12-31 23:59:59",
      used_by: 1,
      used_at: "2026-02-01 20:00:00",
    }),
  ],
  [
    "user-order",
    rows(
      {
        order_no: "DD202611011200000001",
        student_id: 1,
        commodity_id: 1,
        commodity_type: 2,
        amount: 1798,
        pay_method: 1,
        status: 1,
        paid_at: "2026-11-01 12:01:00",
      },
      {
        order_no: "DD202611201900000002",
        student_id: 1,
        commodity_id: 2,
        commodity_type: 4,
        amount: 199,
        pay_method: 2,
        status: 0,
      },
    ),
  ],
];

let t: ResourceApp;
beforeAll(async () => {
  t = await resourceApp({ resourceSeeds: seeds }, shipped);
}, 60_000);
afterAll(() => t.close());

const api = (path: string) => `/api/v1/resources/${path}`;
const get = async <T = Record<string, unknown>>(path: string) => body<T>(await t.call("GET", api(path))).data;
const fieldErrors = (res: { body: string }) => (JSON.parse(res.body) as { data: { errors: unknown } }).data.errors;

describe("用户订单: 退款", () => {
  it("is for admins only", async () => {
    const res = await t.call("POST", api("user-order/1/actions/refund"), { refund_reason: "误购" }, t.editor);
    expect([res.statusCode, body(res).code]).toEqual([403, 403]);
  });

  it("needs a reason of at most 100 characters", async () => {
    const empty = await t.call("POST", api("user-order/1/actions/refund"), {});
    expect(fieldErrors(empty)).toEqual({ refund_reason: "请输入退款原因" });
    const long = await t.call("POST", api("user-order/1/actions/refund"), { refund_reason: "退".repeat(101) });
    expect(fieldErrors(long)).toEqual({ refund_reason: "退款原因不能超过100个字符" });
  });

  it("refunds a paid order once: status, time and reason, the stock returned in the same step", async () => {
    const res = await t.call("POST", api("user-order/1/actions/refund"), { refund_reason: "孩子课程时间冲突" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe("订单DD202611011200000001已退款，商品库存已退回");
    const order = await get("user-order/1");
    expect(order).toMatchObject({ status: 2, refund_reason: "孩子课程时间冲突" });
    expect(order.refunded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A sold-out commodity with its unit back is on sale again.
    expect(await get("commodity/1")).toMatchObject({ stock: 1, status: 1 });

    const again = await t.call("POST", api("user-order/1/actions/refund"), { refund_reason: "再退一次" });
    expect([again.statusCode, body(again).code]).toEqual([409, 14016]);
    expect(await get("commodity/1")).toMatchObject({ stock: 1 });
    const log = await t.sql.all("SELECT action, detail FROM operation_log WHERE target = 'user-order#1'");
    expect(log).toEqual([
      { action: "退款", detail: "退款：订单「DD202611011200000001」，金额¥1798.00，原因：孩子课程时间冲突" },
    ]);
  });

  it("refuses an unpaid order with 14016", async () => {
    const res = await t.call("POST", api("user-order/2/actions/refund"), { refund_reason: "未付款" });
    expect([res.statusCode, body(res).code]).toEqual([409, 14016]);
    expect(await get("commodity/2")).toMatchObject({ stock: 50 });
  });

  it("lets the back-office change only the remark, never create an order, never delete a paid one", async () => {
    const put = await t.call("PUT", api("user-order/2"), { remark: "家长电话确认", amount: 1 });
    expect(fieldErrors(put)).toEqual({ amount: "实付金额由系统维护，不能修改" });
    expect((await t.call("PUT", api("user-order/2"), { remark: "家长电话确认" })).statusCode).toBe(200);
    expect(await get("user-order/2")).toMatchObject({ remark: "家长电话确认", amount: 199 });
    const post = await t.call("POST", api("user-order"), { remark: "后台下单" });
    expect([post.statusCode, body(post).code]).toEqual([409, 14007]);
    const del = await t.call("DELETE", api("user-order/1"));
    expect([del.statusCode, body(del).code]).toEqual([409, 13105]);
  });
});

describe("订单管理: campus orders of lesson hours", () => {
  let id: number;

  it("gets its number, amount and creator from the server, and refuses them in the body", async () => {
    // Made by the editor, so that the admin, another account, may confirm its payment (four eyes).
    const res = await t.call(
      "POST",
      api("campus-order"),
      { campus_id: 1, hours: 120, unit_price: 58.5, pay_method: 1 },
      t.editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = body<Record<string, unknown> & { id: number }>(res).data;
    id = order.id;
    expect(order).toMatchObject({ hours: 120, unit_price: 58.5, amount: 7020, status: 0, paid_at: null });
    expect(order.created_by).toBe("editor");
    expect(order.order_no).toMatch(/^KS\d{18}$/);
    const bad = await t.call("POST", api("campus-order"), {
      campus_id: 1,
      hours: 0,
      unit_price: 1.234,
      amount: 5,
      pay_method: 1,
      created_by: "someone",
    });
    expect(fieldErrors(bad)).toEqual({
      hours: "课时数至少为1",
      unit_price: "最多保留两位小数",
      amount: "订单金额由系统维护，不能修改",
      created_by: "下单人由系统维护，不能修改",
    });
  });

  it("recomputes the amount when hours or price change while 待支付", async () => {
    const res = await t.call("PUT", api(`campus-order/${id}`), { hours: 200 });
    expect(body(res).data).toMatchObject({ hours: 200, amount: 11700 });
  });

  it("确认收款 adds the hours to the campus's balance exactly once", async () => {
    const res = await t.call("POST", api(`campus-order/${id}/actions/confirm-payment`), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe("已确认收款，北京朝阳校区课时余额增加200课时，现为300.5课时");
    expect(await get(`campus-order/${id}`)).toMatchObject({ status: 1 });
    expect((await get(`campus-order/${id}`)).paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await get("campus/1")).toMatchObject({ hours_balance: 300.5 });

    const again = await t.call("POST", api(`campus-order/${id}/actions/confirm-payment`), {});
    expect([again.statusCode, body(again).code]).toEqual([409, 10008]);
    expect(await get("campus/1")).toMatchObject({ hours_balance: 300.5 });
  });

  it("is fixed once paid: no edit, no cancel, no delete", async () => {
    const put = await t.call("PUT", api(`campus-order/${id}`), { hours: 1 });
    expect([put.statusCode, body(put).code]).toEqual([409, 13105]);
    expect(body(put).message).toMatch(/^校区订单「KS\d{18}」当前订单状态为「已支付」，不能修改$/);
    const cancel = await t.call("POST", api(`campus-order/${id}/actions/cancel`), {});
    expect([cancel.statusCode, body(cancel).code]).toEqual([409, 10008]);
    const del = await t.call("DELETE", api(`campus-order/${id}`));
    expect([del.statusCode, body(del).code]).toEqual([409, 13105]);
  });

  it("取消 a pending order adds nothing", async () => {
    const made = await t.call("POST", api("campus-order"), { campus_id: 1, hours: 50, unit_price: 60, pay_method: 2 });
    const other = body<{ id: number }>(made).data.id;
    const res = await t.call("POST", api(`campus-order/${other}/actions/cancel`), {}, t.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(`campus-order/${other}`)).toMatchObject({ status: 2 });
    expect(await get("campus/1")).toMatchObject({ hours_balance: 300.5 });
  });
});

describe("激活码: 批量生成, 作废, delete", () => {
  const generate = (payload: unknown, token?: string) =>
    t.call("POST", api("activation-code/actions/generate"), payload, token);

  it("generates ten unique codes under one batch number, shown in the list and its export", async () => {
    const res = await generate({ kind_id: 1, commodity_id: 1, agent_id: 1, count: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const { batch_no: batch } = body<{ batch_no: string }>(res).data;
    expect(batch).toMatch(/^PC\d{8}-\d{3}$/);
    expect(body(res).message).toBe(`已生成10个激活码，批次号${batch}`);

    const list = await get<{ list: Record<string, unknown>[]; total: number }>(
      `activation-code?batch_no=${batch}&pageSize=20`,
    );
    expect(list.total).toBe(10);
    const codes = list.list.map((r) => String(r.code));
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(list.list.every((r) => r.status === 0 && r.kind_id === 1 && r.agent_id === 1)).toBe(true);
    expect(String(list.list[0].expires_at)).toMatch(/ 23:59:59$/);

    const csv = await t.call("GET", api(`activation-code/export?batch_no=${batch}`));
    const lines = csv.body.trim().split("\n");
    expect(lines).toHaveLength(11);
    expect(lines.slice(1).every((line) => codes.some((c) => line.includes(c)))).toBe(true);
  });

  it("refuses 1001 codes, a retired kind, a commodity of another type and an ended agent", async () => {
    expect(fieldErrors(await generate({ kind_id: 1, commodity_id: 1, count: 1001 }))).toEqual({
      count: "一次最多生成1000个",
    });
    expect(fieldErrors(await generate({ kind_id: 2, commodity_id: 1, agent_id: 2, count: 1 }))).toEqual({
      kind_id: "请选择启用中的激活码类型",
      agent_id: "请选择合作中的代理商",
    });
    expect(fieldErrors(await generate({ kind_id: 1, commodity_id: 2, count: 1 }))).toEqual({
      commodity_id: "所选商品与激活码类型「会员年卡激活码」的商品类型不符",
    });
    expect(await get<{ total: number }>("activation-code?status=0")).toMatchObject({ total: 10 });
  });

  it("offers, and takes, only commodities on sale of the kind's commodity type", async () => {
    const options = await t.call("GET", "/api/v1/code_kind_commodities?kind_id=1", undefined, t.editor);
    expect(body(options).data).toEqual({ list: [{ value: 1, label: "全科直播会员·年卡" }] });
    const missing = await t.call("GET", "/api/v1/code_kind_commodities");
    expect(fieldErrors(missing)).toEqual({ kind_id: "请先选择激活码类型" });
    expect(fieldErrors(await generate({ kind_id: 1, commodity_id: 3, count: 1 }))).toEqual({
      commodity_id: "商品「精品录播会员·月卡」未上架，不能生成激活码",
    });
  });

  it("needs the right to create", async () => {
    const res = await generate({ kind_id: 1, commodity_id: 1, count: 1 }, t.editor);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("作废 an unused code once; codes are never typed in", async () => {
    const [code] = (await get<{ list: { id: number }[] }>("activation-code?status=0")).list;
    const res = await t.call("POST", api(`activation-code/${code.id}/actions/void`), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(`activation-code/${code.id}`)).toMatchObject({ status: 3 });
    const again = await t.call("POST", api(`activation-code/${code.id}/actions/void`), {});
    expect([again.statusCode, body(again).code]).toEqual([409, 10008]);
    const put = await t.call("PUT", api(`activation-code/${code.id}`), { code: "AAAA-AAAA-AAAA-AAAA" });
    expect(fieldErrors(put)).toEqual({ code: "激活码由系统维护，不能修改" });
  });

  it("deletes an unused code but not a used one", async () => {
    const used = await t.call("DELETE", api("activation-code/1"));
    expect([used.statusCode, body(used).code]).toEqual([409, 13105]);
    expect(body(used).message).toBe("激活码「ABCD-EFGH-JKLM-NPQR」当前状态为「已使用」，不能删除");
    const [unused] = (await get<{ list: { id: number }[] }>("activation-code?status=0")).list;
    expect((await t.call("DELETE", api(`activation-code/${unused.id}`))).statusCode).toBe(200);
  });
});
