import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { readConfigFiles } from "../../mock-server/config/files.js";
import { checkDashboards } from "../../mock-server/modules/stats/check-dashboards.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { DashboardConfig } from "../../src/types/generated/dashboard.js";
import { localize } from "../../src/common/i18n.js";
import { shippedParts } from "../helpers/parts.js";

const dirs: string[] = [];
/** A copy of the shipped config to break. */
function copyConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-dashboards-"));
  cpSync("config", dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function problems(dir: string): string[] {
  try {
    loadConfig(dir, shippedParts);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  return [];
}

/** Changes a file of the folder; a module's (the statistics' teaching.json) becomes the app's own copy. */
function editJson<T>(dir: string, file: string, change: (json: T) => void) {
  const json = JSON.parse(readConfigFiles(dir).get(file)!) as T;
  change(json);
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), JSON.stringify(json));
}
const editTeaching = (dir: string, change: (d: DashboardConfig) => void) =>
  editJson<DashboardConfig>(dir, "dashboards/teaching.json", change);

describe("config/dashboards/", () => {
  it("ships the revenue and teaching dashboards, shown by dashboard: routes", () => {
    const config = loadConfig("config", shippedParts);
    expect(Object.keys(config.dashboards).sort()).toEqual(["revenue", "teaching"]);
    const components = JSON.stringify(config.routes);
    expect(components).toContain('"component":"dashboard:revenue"');
    expect(components).toContain('"component":"dashboard:teaching"');
    expect(config.dashboards.revenue.widgets.filter((w) => w.type === "stat").map((w) => localize(w.title))).toEqual([
      "营收总额",
      "订单数",
      "客单价",
      "退款金额",
    ]);
    expect(config.dashboards.teaching.widgets.filter((w) => w.type === "stat").map((w) => localize(w.title))).toEqual([
      "已上课节数",
      "待上课节数",
      "待处理冲突",
      "在职讲师",
    ]);
  });

  it("refuses an unknown aggregate, naming the file and pointer, the one meant or those there are", () => {
    const dir = copyConfig();
    editTeaching(dir, (d) => {
      d.widgets[5].aggregate = "lessons-per-planet";
      d.widgets[6].aggregate = "lesons-by-subject";
    });
    const lines = problems(dir);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^dashboards\/teaching\.json#\/widgets\/5\/aggregate: 未知的统计 "lessons-per-planet"（可用："revenue-summary"、.*"conflict-trend"）$/,
    );
    expect(lines[1]).toBe(
      'dashboards/teaching.json#/widgets/6/aggregate: 未知的统计 "lesons-by-subject"，你是不是想写 “lessons-by-subject”？',
    );
  });

  it("refuses a widget type its aggregate cannot feed", () => {
    const dir = copyConfig();
    editTeaching(dir, (d) => {
      d.widgets[0].type = "pie";
      d.widgets[7].type = "pie";
      d.widgets[5].type = "line";
    });
    expect(problems(dir)).toEqual(
      expect.arrayContaining([
        'dashboards/teaching.json#/widgets/0/type: 统计 "teaching-summary" 给出汇总数字，不能用于 "pie" 组件（只能用于 "stat"）',
        'dashboards/teaching.json#/widgets/7/type: 统计 "conflict-trend" 给出随时间变化的值，不能用于 "pie" 组件（只能用于 "line"、"bar"）',
        'dashboards/teaching.json#/widgets/5/type: 统计 "lessons-by-subject" 给出各类别的值，不能用于 "line" 组件（只能用于 "bar"、"pie"）',
      ]),
    );
  });

  it("refuses metrics, series and options that do not fit the aggregate", () => {
    const dir = copyConfig();
    editTeaching(dir, (d) => {
      d.widgets[0].metric = "homework";
      delete d.widgets[1].metric;
      d.widgets[4].series = ["taught", "cancelled"];
      d.widgets[4].top = 5;
      d.widgets[5].granularity = "month";
      d.widgets[7].horizontal = true;
    });
    expect(problems(dir).sort()).toEqual(
      [
        'dashboards/teaching.json#/widgets/0/metric: 统计 "teaching-summary" 没有指标 "homework"（可用："taught"、"scheduled"、"openConflicts"、"lecturers"）',
        'dashboards/teaching.json#/widgets/1: 统计 "teaching-summary" 的 stat 组件需要 "metric"："taught"、"scheduled"、"openConflicts"、"lecturers" 之一',
        'dashboards/teaching.json#/widgets/4/series/1: 统计 "lessons-by-status" 没有序列 "cancelled"（可用："taught"、"scheduled"、"open"）',
        'dashboards/teaching.json#/widgets/4/top: 只有各类别的柱状图和饼图有 "top"',
        'dashboards/teaching.json#/widgets/5/granularity: 只有随时间变化的折线图和柱状图有 "granularity"',
        'dashboards/teaching.json#/widgets/7/horizontal: 只有柱状图有 "horizontal"',
      ].sort(),
    );
  });

  it("refuses a source over an unknown resource or field, fields of the wrong kind, and a type it cannot feed", () => {
    const dir = copyConfig();
    editJson<DashboardConfig>(dir, "dashboards/revenue.json", (d) => {
      d.widgets[9].source = { resource: "user-ordr", measure: "count" };
      d.widgets[10].source = {
        resource: "user-order",
        measure: { sum: "order_no" },
        by: "statuss",
        date: "remark",
        where: { paid: 1 },
      };
      d.widgets[11].source = { resource: "student", measure: { avg: "height" }, by: { date: "name" } };
      d.widgets[11].metric = "value";
      d.widgets[11].type = "pie";
    });
    const found = problems(dir);
    expect(found).toHaveLength(9);
    expect(found).toEqual(
      expect.arrayContaining([
        'dashboards/revenue.json#/widgets/9/source/resource: 未知的资源 "user-ordr"，你是不是想写 “user-order”？',
        'dashboards/revenue.json#/widgets/10/source/measure: 字段 "order_no" 不是数字，不能求和或平均',
        'dashboards/revenue.json#/widgets/10/source/by: 资源 "user-order" 没有字段 "statuss"，你是不是想写 “status”？',
        'dashboards/revenue.json#/widgets/10/source/date: 字段 "remark" 不是日期或日期时间，不能按时间范围筛选',
        expect.stringMatching(
          /^dashboards\/revenue\.json#\/widgets\/10\/source\/where\/paid: 资源 "user-order" 没有字段 "paid"/,
        ),
        expect.stringMatching(
          /^dashboards\/revenue\.json#\/widgets\/11\/source\/measure: 资源 "student" 没有字段 "height"/,
        ),
        'dashboards/revenue.json#/widgets/11/source/by/date: 字段 "name" 不是日期或日期时间，不能按日或按月分组',
        'dashboards/revenue.json#/widgets/11/type: 这个 source 给出随时间变化的值，不能用于 "pie" 组件（只能用于 "line"、"bar"）',
        'dashboards/revenue.json#/widgets/11/metric: 只有 stat 组件有 "metric"',
      ]),
    );
  });

  it("wants a widget to have an aggregate or a source, and not both", () => {
    const dir = copyConfig();
    editJson<DashboardConfig>(dir, "dashboards/revenue.json", (d) => {
      d.widgets[9].aggregate = "revenue-by-type";
      delete d.widgets[10].source;
    });
    expect(problems(dir)).toEqual([
      'dashboards/revenue.json#/widgets/9/source: 一个组件只能有 "aggregate" 或 "source" 之一',
      'dashboards/revenue.json#/widgets/10: 组件需要 "aggregate"（命名的统计）或 "source"（按资源统计）之一',
    ]);
  });

  it("checks the file against the schema and its name", () => {
    const dir = copyConfig();
    editTeaching(dir, (d) => {
      (d.widgets[0] as { span: number }).span = 7;
      (d as { colour?: string }).colour = "red";
    });
    editJson<DashboardConfig>(dir, "dashboards/revenue.json", (d) => (d.name = "income"));
    expect(problems(dir)).toEqual(
      expect.arrayContaining([
        "dashboards/teaching.json#/widgets/0/span: 7 不是可选的值（可选：6、8、12、16、24）",
        'dashboards/teaching.json#/colour: 未知的键 "colour"',
        'dashboards/revenue.json#/name: 应与文件名 "revenue" 相同',
      ]),
    );
  });

  it("refuses a dashboard: route without its file", () => {
    const dir = copyConfig();
    // The statistics module switched off takes its two dashboards with it; the routes still name them.
    editJson<{ modules: string[] }>(dir, "app.json", (app) => {
      app.modules = app.modules.filter((m) => m !== "statistics");
    });
    const lines = problems(dir);
    expect(lines).toHaveLength(2);
    for (const [i, name] of ["revenue", "teaching"].entries())
      expect(lines[i]).toMatch(
        new RegExp(
          `^routes\\.json#/routes/\\d+/children/\\d+/component: 未知的仪表盘 "${name}"（没有 dashboards/${name}\\.json）$`,
        ),
      );
  });

  it("refuses an aggregate whose resource is not configured or lacks a field", () => {
    const { resources, dashboards } = loadConfig("config", shippedParts);
    const { "campus-order": _gone, ...withoutCampusOrders } = resources;
    const order = resources["user-order"];
    const { refunded_at: _refunds, ...fields } = order.record.properties;
    const lines = checkDashboards(
      { revenue: dashboards.revenue },
      { ...withoutCampusOrders, "user-order": { ...order, record: { ...order.record, properties: fields } } },
      [],
      shippedParts.aggregates,
    ).map(problemLine);
    expect(lines).toEqual(
      expect.arrayContaining([
        'dashboards/revenue.json#/widgets/0/aggregate: 统计 "revenue-summary" 读取资源 "user-order" 的字段 "refunded_at"，但它的 record 中没有此字段',
        'dashboards/revenue.json#/widgets/7/aggregate: 统计 "campus-order-trend" 读取资源 "campus-order"，但它没有配置（没有 resources/campus-order.json）',
      ]),
    );
  });
});
