import { readConfigFiles } from "../../mock-server/config/files.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";
import type { ResourceSeed } from "../../mock-server/resources/seed-types.js";

/** The shipped bulk actions: 批量确认收款 of campus orders (with a report) and 批量下线 of news (an extension's). */
const files = readConfigFiles("config");
const shipped = ["campus-order", "news"].map(
  (name) => JSON.parse(files.get(`resources/${name}.json`)!) as Record<string, unknown>,
);

const rows =
  (...list: Record<string, unknown>[]): ResourceSeed =>
  () =>
    list;

const campus = { city: "北京", director: "张伟", phone: "13800138000", sales_mode: 1, status: 1 };
const news = { category: 1, body: "正文内容足够十个字符了。", author: "教务处" };
const seeds: [string, ResourceSeed][] = [
  [
    "campus",
    rows(
      { ...campus, name: "北京朝阳校区", code: "BJ001", hours_balance: 100 },
      { ...campus, name: "北京海淀校区", code: "BJ002", hours_balance: 0 },
    ),
  ],
  [
    "news",
    rows(
      { ...news, title: "寒假班报名通知", status: 1 },
      { ...news, title: "春季开学安排", status: 1 },
      { ...news, title: "草稿：夏令营", status: 0 },
    ),
  ],
];

let t: ResourceApp;
const api = (path: string) => `/api/v1/resources/${path}`;
const get = async (path: string) => body<Record<string, unknown>>(await t.call("GET", api(path))).data;
/** An order placed by the editor, so the admin (not its creator) may confirm it. */
const order = async (campusId: number, hours: number) =>
  body<{ id: number }>(
    await t.call("POST", api("campus-order"), { campus_id: campusId, hours, unit_price: 50, pay_method: 1 }, t.editor),
  ).data.id;

beforeAll(async () => {
  t = await resourceApp({ resourceSeeds: seeds }, shipped);
}, 60_000);
afterAll(() => t.close());

describe("校区订单: 批量确认收款", () => {
  it("confirms every order in one go and reports each campus's new balance", async () => {
    const ids = [await order(1, 20), await order(2, 5)];
    const res = await t.call("POST", api("campus-order/actions/confirm-payment/bulk"), { ids });
    expect(res.statusCode, res.body).toBe(200);
    const data = body<{ count: number; rows: { id: number; message: string }[] }>(res).data;
    expect(data.count).toBe(2);
    expect(data.rows.map((r) => r.message)).toEqual([
      "已确认收款，北京朝阳校区课时余额增加20课时，现为120课时",
      "已确认收款，北京海淀校区课时余额增加5课时，现为5课时",
    ]);
    expect(await get("campus/1")).toMatchObject({ hours_balance: 120 });
  });

  it("adds nothing when one order cannot be confirmed, and is refused to users without FINANCE", async () => {
    const pending = await order(1, 30);
    const [paid] = (
      await t.sql.all<{ id: number }>("SELECT id FROM res_campus_order WHERE status = 1 ORDER BY id LIMIT 1")
    ).map((r) => Number(r.id));
    const res = await t.call("POST", api("campus-order/actions/confirm-payment/bulk"), { ids: [pending, paid] });
    expect([res.statusCode, body(res).code]).toEqual([409, 10060]);
    expect(body<{ rows: { id: number; message: string }[] }>(res).data.rows).toEqual([
      { id: paid, label: expect.stringMatching(/^KS\d{18}$/), message: expect.stringContaining("不能确认收款") },
    ]);
    const byCreator = await t.call(
      "POST",
      api("campus-order/actions/confirm-payment/bulk"),
      { ids: [pending] },
      t.editor,
    );
    expect(byCreator.statusCode).toBe(403);
    expect([await get(`campus-order/${pending}`), await get("campus/1")]).toMatchObject([
      { status: 0 },
      { hours_balance: 120 },
    ]);
  });
});

describe("资讯: 批量下线 through the set-field extension", () => {
  it("takes the published ones down, and refuses a draft with its state", async () => {
    const draft = await t.call("POST", api("news/actions/take-down/bulk"), { ids: [1, 3] });
    expect([draft.statusCode, body(draft).code]).toEqual([409, 10060]);
    expect(body<{ rows: unknown[] }>(draft).data.rows).toEqual([
      { id: 3, label: "草稿：夏令营", message: "资讯「草稿：夏令营」当前发布状态为「草稿」，不能下线" },
    ]);
    expect(await get("news/1")).toMatchObject({ status: 1 });
    const res = await t.call("POST", api("news/actions/take-down/bulk"), { ids: [1, 2] }, t.editor);
    expect([res.statusCode, body(res).message]).toEqual([200, "已下线2条资讯"]);
    expect([await get("news/1"), await get("news/2")]).toMatchObject([{ status: 2 }, { status: 2 }]);
  });
});
