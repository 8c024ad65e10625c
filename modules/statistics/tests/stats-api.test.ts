import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../mock-server/plugins/config-loader.js";
import { runAggregate } from "../../../mock-server/modules/stats/compute.js";
import { aggregateContext } from "../../../mock-server/modules/stats/aggregate.js";
import { rowReach } from "../../../mock-server/resources/row-reach.js";
import type {
  AggregateResult,
  CategoryResult,
  DateRange,
  SeriesResult,
  StatsResult,
} from "../../../src/common/stats.js";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { shippedParts } from "../../../tests/helpers/parts.js";
import { sourceAggregate } from "../../../mock-server/modules/stats/source.js";
import type { DashboardWidget, WidgetSource } from "../../../src/types/generated/dashboard.js";

// 2026-11-23 10:00 in the business's time zone: lessons that ended before it are taught.
const NOW = Date.parse("2026-11-23T02:00:00Z");

let t: TestApp;
let admin: string;
let editor: string;

const stamp = "2026-01-01 00:00:00";
async function insert(table: string, row: Record<string, unknown>) {
  const full = table.startsWith("res_") ? { created_at: stamp, updated_at: stamp, ...row } : row;
  const keys = Object.keys(full);
  const marks = keys.map(() => "?").join(", ");
  await t.sql.run(`INSERT INTO ${table} (${keys.join(", ")}) VALUES (${marks})`, ...keys.map((k) => full[k]));
}

/** A lesson of 45 or 60 minutes; `open` makes it an open slot (no student, no subject). */
function lesson(id: number, teacher: number, subject: number | null, start: string, minutes = 45) {
  const [date, time] = start.split(" ");
  const end = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return insert("lessons", {
    id,
    campus_id: 1,
    teacher_id: teacher,
    student_id: subject === null ? null : 1,
    subject_id: subject,
    start_at: start,
    end_at: `${end.slice(0, 10)} ${end.slice(11, 16)}`,
    duration: minutes,
    open_slot: subject === null ? 1 : 0,
  });
}

beforeAll(async () => {
  // No sample rows: every number below comes from the rows inserted here.
  t = await createTestApp({ now: () => NOW, resourceSeeds: [] });
  admin = await t.login();
  editor = await t.login("editor");
  await insert("res_campus", { id: 1, name: "北京朝阳校区" });
  await insert("res_campus", { id: 2, name: "上海浦东校区" });
  await insert("res_student", { id: 1, name: "王小明", campus_id: 1 });
  await insert("res_student", { id: 2, name: "李华", campus_id: 2 });
  await insert("res_student", { id: 3, name: "赵丽", campus_id: null });
  await insert("res_category", { id: 1, code: "xk", name: "语文" });
  await insert("res_category", { id: 2, code: "xk", name: "数学" });
  await insert("res_lecturer", { id: 1, name: "王老师", working_state: 1, hire_date: "2020-01-01" });
  await insert("res_lecturer", { id: 2, name: "李老师", working_state: 1, hire_date: "2026-11-20" });
  await insert("res_lecturer", { id: 3, name: "张老师", working_state: 0, hire_date: "2019-01-01" });
  await insert("res_lecturer", { id: 4, name: "赵老师", working_state: 2, hire_date: "2019-01-01" });

  // User orders around November 2026: paid, refunded, pending, and on both edges of the month.
  const order = (id: number, o: Record<string, unknown>) =>
    insert("res_user_order", { id, order_no: `UO${id}`, commodity_id: 1, pay_method: 1, ...o });
  await order(1, { student_id: 1, commodity_type: 1, amount: 100.1, status: 1, paid_at: "2026-11-02 09:00:00" });
  await order(2, { student_id: 2, commodity_type: 2, amount: 200.2, status: 1, paid_at: "2026-11-02 23:59:59" });
  await order(3, {
    student_id: 1,
    commodity_type: 1,
    amount: 300,
    status: 2,
    paid_at: "2026-11-15 08:00:00",
    refunded_at: "2026-11-20 10:00:00",
  });
  await order(4, { student_id: 1, commodity_type: 3, amount: 50, status: 1, paid_at: "2026-10-31 23:59:59" });
  await order(5, { student_id: 2, commodity_type: 1, amount: 999, status: 0 });
  await order(6, {
    student_id: 3,
    commodity_type: 4,
    amount: 40,
    status: 2,
    paid_at: "2026-10-20 12:00:00",
    refunded_at: "2026-11-03 12:00:00",
  });
  await order(7, { student_id: 1, commodity_type: 1, amount: 77, status: 1, paid_at: "2026-12-01 00:00:00" });
  await order(8, { student_id: 3, commodity_type: 2, amount: 0.1, status: 1, paid_at: "2026-11-30 23:59:59" });

  // Campus orders: paid ones count, a cancelled one does not.
  const campusOrder = (id: number, o: Record<string, unknown>) =>
    insert("res_campus_order", { id, order_no: `CO${id}`, unit_price: 80, pay_method: 1, ...o });
  await campusOrder(1, { campus_id: 1, hours: 100, amount: 8000, status: 1, paid_at: "2026-09-10 10:00:00" });
  await campusOrder(2, { campus_id: 2, hours: 50, amount: 4500.5, status: 1, paid_at: "2026-11-05 14:00:00" });
  await campusOrder(3, { campus_id: 2, hours: 999, amount: 79920, status: 2, paid_at: "2026-11-06 14:00:00" });
  await campusOrder(4, { campus_id: 1, hours: 20, amount: 1600, status: 1, paid_at: "2026-11-28 09:00:00" });

  // The week of 2026-11-17 to 23, a lesson the week before and one after.
  await lesson(1, 1, 1, "2026-11-17 09:00");
  await lesson(2, 1, 2, "2026-11-18 10:00", 60);
  await lesson(3, 2, 1, "2026-11-18 15:00");
  await lesson(4, 1, 1, "2026-11-23 09:00"); // ended 09:45: taught
  await lesson(5, 2, 2, "2026-11-23 09:30", 60); // ends 10:30: still to teach
  await lesson(6, 2, 1, "2026-11-23 15:00");
  await lesson(7, 1, null, "2026-11-20 14:00", 60); // an open slot
  await lesson(8, 3, 2, "2026-11-12 09:00");
  await lesson(9, 1, 1, "2026-11-24 09:00");
  const conflict = (id: number, lessonId: number, detected: string, resolved: string | null) =>
    insert("lesson_conflicts", {
      id,
      lesson_id: lessonId,
      kind: "teacher",
      reason: "讲师时间冲突",
      detected_at: detected,
      resolved_at: resolved,
      resolution: resolved ? "rescheduled" : null,
    });
  await conflict(1, 5, "2026-11-18 10:00", null);
  await conflict(2, 6, "2026-11-19 11:00", "2026-11-20 09:00");
  await conflict(3, 3, "2026-11-12 08:00", "2026-11-18 16:00");
  await conflict(4, 2, "2026-11-14 08:00", null);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: token ? { code: token } : {} });

async function stat(aggregate: string, query: string) {
  const res = await get(`/v1/stats/${aggregate}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<StatsResult>(res).data;
}
async function series(aggregate: string, query: string) {
  const res = await get(`/v1/stats/${aggregate}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = body<SeriesResult>(res).data;
  return { x: data.x, ...Object.fromEntries(data.series.map((s) => [s.key, s.data])) } as Record<string, unknown[]>;
}
async function category(aggregate: string, query: string) {
  const res = await get(`/v1/stats/${aggregate}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<CategoryResult>(res).data;
}
const values = (r: StatsResult) => Object.fromEntries(r.items.map((i) => [i.key, [i.value, i.previous, i.change]]));

const NOVEMBER = "from=2026-11-01&to=2026-11-30";
const WEEK = "from=2026-11-17&to=2026-11-23";

describe("revenue aggregates", () => {
  it("sums the orders paid in the range, the refunds made in it, and compares with the 30 days before", async () => {
    const r = await stat("revenue-summary", NOVEMBER);
    expect(r.previous).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    // Paid in November: 100.1 + 200.2 + 300 (refunded since) + 0.1; not the pending one nor 1 December's.
    // Refunded in November: 300 (order 3) and 40 (order 6, paid in October). October: 50 + 40 paid.
    expect(values(r)).toEqual({
      revenue: [600.4, 90, 5.6711],
      orders: [4, 2, 1],
      average: [150.1, 45, 2.3356],
      refunds: [340, 0, null],
      net: [260.4, 90, 1.8933],
    });
    expect(r.items.map((i) => [i.label, i.format])).toEqual([
      ["营收总额", "money"],
      ["订单数", "number"],
      ["客单价", "money"],
      ["退款金额", "money"],
      ["净营收", "money"],
    ]);
  });

  it("gives revenue and refunds per day of paid_at and refunded_at, every day present", async () => {
    const s = await series("revenue-trend", NOVEMBER);
    expect(s.x).toHaveLength(30);
    const at = (day: string) => s.x.indexOf(`2026-11-${day}`);
    expect(s.revenue[at("02")]).toBe(300.3);
    expect(s.revenue[at("15")]).toBe(300);
    expect(s.revenue[at("30")]).toBe(0.1);
    expect((s.revenue as number[]).reduce((a, b) => a + b, 0)).toBeCloseTo(600.4, 6);
    expect(s.refunds[at("03")]).toBe(40);
    expect(s.refunds[at("20")]).toBe(300);
    expect(s.revenue[at("01")]).toBe(0);
  });

  it("gives them per month, counting only the days of the range", async () => {
    expect(await series("revenue-trend", "from=2026-10-15&to=2026-11-30&granularity=month")).toEqual({
      x: ["2026-10", "2026-11"],
      revenue: [90, 600.4],
      refunds: [0, 340],
    });
    expect(await series("revenue-trend", "from=2026-10-25&to=2026-11-30&granularity=month")).toMatchObject({
      revenue: [50, 600.4],
    });
  });

  it("splits revenue by commodity type, with every type named", async () => {
    const r = await category("revenue-by-type", NOVEMBER);
    expect(r.items).toEqual([
      { key: "1", name: "录播", value: 400.1 },
      { key: "2", name: "会员", value: 200.3 },
      { key: "4", name: "答疑", value: 0 },
      { key: "3", name: "直播", value: 0 },
    ]);
    expect([r.name, r.format, r.total, r.others]).toEqual(["商品类型", "money", 600.4, 0]);
  });

  it("ranks campuses by their students' orders, keeping the top N and summing the rest", async () => {
    const all = await category("revenue-by-campus", NOVEMBER);
    expect(all.items).toEqual([
      { key: "1", name: "北京朝阳校区", value: 400.1 },
      { key: "2", name: "上海浦东校区", value: 200.2 },
      { key: "none", name: "未分配校区", value: 0.1 },
    ]);
    const top = await category("revenue-by-campus", `${NOVEMBER}&top=1`);
    expect([top.items.length, top.others, top.total]).toEqual([1, 200.3, 600.4]);
  });

  it("gives the hours and amount of paid campus orders per month", async () => {
    expect(await series("campus-order-trend", "from=2026-09-01&to=2026-11-30&granularity=month")).toEqual({
      x: ["2026-09", "2026-10", "2026-11"],
      hours: [100, 0, 70],
      amount: [8000, 0, 6100.5],
    });
  });
});

describe("in English", () => {
  const english = async (aggregate: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/stats/${aggregate}?${NOVEMBER}`,
      headers: { code: admin, "accept-language": "en-US" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<AggregateResult>(res).data;
  };

  it("names the legends, the cards and the pie's slices in English", async () => {
    const trend = (await english("revenue-trend")) as SeriesResult;
    expect(trend.series.map((x) => x.name)).toEqual(["Revenue", "Refunds"]);
    const summary = (await english("revenue-summary")) as StatsResult;
    expect(summary.items.map((i) => i.label)).toEqual([
      "Total revenue",
      "Orders",
      "Average order",
      "Refunds",
      "Net revenue",
    ]);
    const byType = (await english("revenue-by-type")) as CategoryResult;
    expect(byType.name).toBe("Commodity type");
    expect(byType.items.length).toBeGreaterThan(0);
    for (const item of byType.items) expect(item.name).not.toMatch(/[\u4e00-\u9fa5]/);
  });
});

/** The widgets of the shipped 营收统计 that count a source, by their index. */
const [PAY_METHODS, BY_STATUS, NEW_STUDENTS] = [9, 10, 11];

describe("dashboard widgets counting a source", () => {
  const widget = async (i: number, query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `/api/v1/dashboards/revenue/widgets/${i}?${query}`,
      headers: { code: admin, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<AggregateResult>(res).data;
  };
  /** A source counted directly, as a widget of `type` over the test's rows. */
  const count = (type: DashboardWidget["type"], source: WidgetSource, query: DateRange) => {
    const resources = loadConfig("config", shippedParts).resources;
    const a = sourceAggregate("test/0", { type, title: { "zh-CN": "测试", "en-US": "Test" }, source }, resources);
    const ctx = aggregateContext(t.app.store, resources, "2026-11-23 10:00", rowReach(t.app.store, resources, []));
    return runAggregate(a, ctx, query, { top: 10 });
  };

  it("sums a field per option of another, within the range on its date and the rows `where` allows", async () => {
    await t.sql.run("UPDATE res_user_order SET pay_method = 2 WHERE id = 2");
    try {
      const pie = (await widget(PAY_METHODS, NOVEMBER)) as CategoryResult;
      // Paid or refunded in November: orders 1, 3 and 8 by WeChat, 2 by Alipay; 5 is unpaid, 4, 6 and 7 outside.
      expect(pie.name).toBe("支付方式");
      expect(pie.items.map((i) => [i.name, i.value])).toEqual([
        ["微信支付", 400.2],
        ["支付宝", 200.2],
      ]);
      expect([pie.total, pie.format]).toEqual([600.4, "money"]);
      const english = (await widget(PAY_METHODS, NOVEMBER, { "accept-language": "en-US" })) as CategoryResult;
      expect(english.items.map((i) => i.name)).toEqual(["WeChat Pay", "Alipay"]);
    } finally {
      await t.sql.run("UPDATE res_user_order SET pay_method = 1 WHERE id = 2");
    }
  });

  it("counts rows per option, on created_at, and per day of a date", async () => {
    // Every order and student of this test was created on 2026-01-01.
    expect(((await widget(BY_STATUS, NOVEMBER)) as CategoryResult).items).toEqual([]);
    const january = (await widget(BY_STATUS, "from=2026-01-01&to=2026-01-31")) as CategoryResult;
    expect(january.items.map((i) => [i.key, i.name, i.value])).toEqual([
      ["1", "已支付", 5],
      ["2", "已退款", 2],
      ["0", "待支付", 1],
    ]);
    expect(january.format).toBe("number");
    const line = (await widget(NEW_STUDENTS, "from=2025-12-31&to=2026-01-02&granularity=day")) as SeriesResult;
    expect(line.x).toEqual(["2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(line.series.map((x) => [x.name, x.data])).toEqual([["新增学员", [0, 3, 0]]]);
    const months = (await widget(NEW_STUDENTS, "from=2025-12-01&to=2026-02-28&granularity=month")) as SeriesResult;
    expect(months.series[0].data).toEqual([0, 3, 0]);
  });

  it("labels a relation by the related row, and says which rows have none", async () => {
    const byCampus = (await count(
      "bar",
      { resource: "student", measure: "count", by: "campus_id" },
      {
        from: "2026-11-01",
        to: "2026-11-30",
      },
    )) as CategoryResult;
    expect(byCampus.name).toBe("所属校区");
    expect(byCampus.items.map((i) => [i.name, i.value]).sort()).toEqual([
      ["上海浦东校区", 1],
      ["北京朝阳校区", 1],
      ["（空）", 1],
    ]);
  });

  it("averages a field; a number without a date counts every row and shows no change", async () => {
    const range = { from: "2026-11-01", to: "2026-11-30" };
    const paid: WidgetSource["where"] = { status: [1, 2] };
    const avg = (await count(
      "stat",
      { resource: "user-order", measure: { avg: "amount" }, date: "paid_at", where: paid },
      range,
    )) as StatsResult;
    // 100.1, 200.2, 300 and 0.1 paid in November; 50 and the refunded 40 in the 30 days before.
    expect([avg.items[0].value, avg.items[0].previous]).toEqual([150.1, 45]);
    const all = (await count(
      "stat",
      { resource: "user-order", measure: "count", where: { status: 0 } },
      range,
    )) as StatsResult;
    expect(all.items[0]).toMatchObject({ label: "测试", value: 1, previous: 1, change: null });
  });

  it("answers 404 for a widget that has no source and one that does not exist", async () => {
    expect((await get(`/v1/dashboards/revenue/widgets/0?${NOVEMBER}`)).statusCode).toBe(404);
    expect((await get(`/v1/dashboards/revenue/widgets/99?${NOVEMBER}`)).statusCode).toBe(404);
    expect((await get(`/v1/dashboards/revenue/widgets/${PAY_METHODS}?${NOVEMBER}`, null)).statusCode).toBe(401);
  });
});

describe("teaching aggregates", () => {
  it("counts taught and scheduled lessons, open conflicts and lecturers in post, against the week before", async () => {
    const r = await stat("teaching-summary", WEEK);
    expect(r.previous).toEqual({ from: "2026-11-10", to: "2026-11-16" });
    expect(values(r)).toEqual({
      taught: [4, 1, 3],
      scheduled: [2, 0, null],
      openConflicts: [2, 2, 0],
      lecturers: [2, 1, 1],
    });
  });

  it("ranks teachers and subjects by lessons taught", async () => {
    const teachers = await category("lessons-by-teacher", `${WEEK}&top=1`);
    expect(teachers.items).toEqual([{ key: "1", name: "王老师", value: 3 }]);
    expect([teachers.others, teachers.total]).toEqual([1, 4]);
    const subjects = await category("lessons-by-subject", WEEK);
    expect(subjects.items).toEqual([
      { key: "1", name: "语文", value: 3 },
      { key: "2", name: "数学", value: 1 },
    ]);
  });

  it("counts lessons per day by status", async () => {
    expect(await series("lessons-by-status", WEEK)).toEqual({
      x: ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"],
      taught: [1, 2, 0, 0, 0, 0, 1],
      scheduled: [0, 0, 0, 0, 0, 0, 2],
      open: [0, 0, 0, 1, 0, 0, 0],
    });
  });

  it("counts conflicts opened and resolved per day", async () => {
    expect(await series("conflict-trend", WEEK)).toEqual({
      x: ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"],
      opened: [0, 1, 1, 0, 0, 0, 0],
      resolved: [0, 1, 0, 1, 0, 0, 0],
    });
  });

  it("answers zeros, not an error, for a range with nothing in it", async () => {
    const r = await stat("teaching-summary", "from=2019-06-01&to=2019-06-30");
    expect(r.items.map((i) => i.value)).toEqual([0, 0, 0, 0]);
    expect((await category("lessons-by-teacher", "from=2019-06-01&to=2019-06-30")).items).toEqual([]);
  });
});

describe("the range", () => {
  const errors = async (query: string) => {
    const res = await get(`/v1/stats/revenue-trend?${query}`);
    expect(res.statusCode).toBe(400);
    const b = body<{ errors: Record<string, string> }>(res);
    expect(b.code).toBe(10001);
    return b.data.errors;
  };

  it("must not end before it starts", async () => {
    expect(await errors("from=2026-11-30&to=2026-11-01")).toEqual({ to: "结束日期不能早于开始日期" });
  });

  it("covers at most three years", async () => {
    expect((await get("/v1/stats/revenue-trend?from=2023-11-23&to=2026-11-22&granularity=month")).statusCode).toBe(200);
    expect(await errors("from=2023-11-23&to=2026-11-23")).toEqual({ to: "日期范围不能超过3年" });
  });

  it("takes real dates, a known granularity and a sensible top, and nothing else", async () => {
    expect(await errors("from=2026-02-30&to=2026-03-01")).toEqual({ from: "开始日期应为YYYY-MM-DD格式的日期" });
    expect(await errors("")).toEqual({ from: "请指定开始日期", to: "请指定结束日期" });
    expect(await errors(`${NOVEMBER}&granularity=week`)).toEqual({
      granularity: "统计粒度应为 day（按日）或 month（按月）",
    });
    expect(await errors(`${NOVEMBER}&top=0`)).toEqual({ top: "top 应为1到50的整数" });
    expect(await errors(`${NOVEMBER}&campus_id=1`)).toEqual({ campus_id: "不支持的查询参数" });
  });
});

describe("access and dashboards", () => {
  it("needs a token, and READ", async () => {
    expect((await get(`/v1/stats/revenue-summary?${NOVEMBER}`, null)).statusCode).toBe(401);
    expect((await get(`/v1/stats/revenue-summary?${NOVEMBER}`, editor)).statusCode).toBe(200);
  });

  it("answers 404 for an aggregate that does not exist", async () => {
    const res = await get(`/v1/stats/revenue-per-planet?${NOVEMBER}`);
    expect([res.statusCode, body(res).code]).toEqual([404, 404]);
  });

  it("serves a dashboard's config, and 404 for an unknown one", async () => {
    const res = await get("/v1/dashboards/revenue", editor);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual(loadConfig("config", shippedParts).dashboards.revenue);
    expect((await get("/v1/dashboards/nope")).statusCode).toBe(404);
  });

  it("keeps a resource's numbers from those who may not read it", async () => {
    const shipped = loadConfig("config", shippedParts);
    const order = shipped.resources["user-order"];
    const other = await createTestApp({
      resourceSeeds: [],
      config: {
        ...shipped,
        resources: { ...shipped.resources, "user-order": { ...order, access: { read: ["admin"] } } },
      },
    });
    try {
      const token = await other.login("editor");
      const ask = (aggregate: string) =>
        other.app.inject({ url: `/api/v1/stats/${aggregate}?${NOVEMBER}`, headers: { code: token } });
      expect((await ask("revenue-summary")).statusCode).toBe(403);
      expect((await ask("teaching-summary")).statusCode).toBe(200);
      // A widget counting a source has the read access of its resource too.
      const widget = (i: number) =>
        other.app.inject({ url: `/api/v1/dashboards/revenue/widgets/${i}?${NOVEMBER}`, headers: { code: token } });
      expect((await widget(PAY_METHODS)).statusCode).toBe(403);
      expect((await widget(NEW_STUDENTS)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 60_000);

  it("does not serve an aggregate over a resource that is not configured", async () => {
    const shipped = loadConfig("config", shippedParts);
    const { "campus-order": _gone, ...resources } = shipped.resources;
    const other = await createTestApp({ resourceSeeds: [], config: { ...shipped, resources, dashboards: {} } });
    try {
      const token = await other.login();
      const ask = (aggregate: string) =>
        other.app.inject({ url: `/api/v1/stats/${aggregate}?${NOVEMBER}`, headers: { code: token } });
      expect((await ask("campus-order-trend")).statusCode).toBe(404);
      expect((await ask("revenue-summary")).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe("speed", () => {
  // SQLite's plans: on PostgreSQL the planner reads tables this small whole, whatever the indexes.
  it.skipIf(process.env.OMO_TEST_STORE === "postgres")(
    "reads every range through an index, never scanning a table",
    async () => {
      // Every SELECT the aggregates send, as compiled, seen on the way to the database.
      const seen = new Map<string, readonly unknown[]>();
      const store = t.app.store.db;
      const spy: KyselyPlugin = {
        transformQuery({ node, queryId }) {
          const q = store.getExecutor().compileQuery(node, queryId);
          if (/^\s*SELECT/i.test(q.sql)) seen.set(q.sql, q.parameters);
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const resources = t.app.omoConfig.resources;
      const reach = rowReach(t.app.store, resources, []);
      const ctx = { ...aggregateContext(t.app.store, resources, "2026-11-23 10:00", reach), db: store.withPlugin(spy) };
      for (const a of [
        "revenue-summary",
        "revenue-trend",
        "revenue-by-type",
        "revenue-by-campus",
        "campus-order-trend",
        "teaching-summary",
        "lessons-by-teacher",
        "lessons-by-subject",
        "lessons-by-status",
        "conflict-trend",
      ])
        await runAggregate(shippedParts.aggregates[a]!, ctx, { from: "2026-11-01", to: "2026-11-30" }, {});
      const plans = await Promise.all(
        [...seen].map(async ([sql, params]) =>
          (await t.sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params)).map((r) => r.detail),
        ),
      );
      expect(plans.length).toBeGreaterThanOrEqual(12);
      expect(plans.flat().filter((d) => d.startsWith("SCAN"))).toEqual([]);
      // The big tables are read from the statistics' covering indexes alone.
      const details = plans.flat().join("\n");
      for (const index of [
        "stats_user_order_paid",
        "stats_user_order_refunded",
        "stats_campus_order_paid",
        "lessons_stats",
        "lesson_conflicts_detected",
      ])
        expect(details).toContain(`COVERING INDEX ${index}`);
    },
  );
});
