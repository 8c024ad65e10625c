import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { checkDashboards } from "../../mock-server/modules/stats/check-dashboards.js";
import type { DashboardConfig } from "../../src/types/generated/dashboard.js";

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
    loadConfig(dir);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  return [];
}

function editJson<T>(dir: string, file: string, change: (json: T) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, "utf8")) as T;
  change(json);
  writeFileSync(path, JSON.stringify(json));
}
const editTeaching = (dir: string, change: (d: DashboardConfig) => void) =>
  editJson<DashboardConfig>(dir, "dashboards/teaching.json", change);

describe("config/dashboards/", () => {
  it("ships the revenue and teaching dashboards, shown by dashboard: routes", () => {
    const config = loadConfig("config");
    expect(Object.keys(config.dashboards).sort()).toEqual(["revenue", "teaching"]);
    const components = JSON.stringify(config.routes);
    expect(components).toContain('"component":"dashboard:revenue"');
    expect(components).toContain('"component":"dashboard:teaching"');
    expect(config.dashboards.revenue.widgets.filter((w) => w.type === "stat").map((w) => w.title)).toEqual([
      "营收总额",
      "订单数",
      "客单价",
      "退款金额",
    ]);
    expect(config.dashboards.teaching.widgets.filter((w) => w.type === "stat").map((w) => w.title)).toEqual([
      "已上课节数",
      "待上课节数",
      "待处理冲突",
      "在职讲师",
    ]);
  });

  it("refuses an unknown aggregate, naming the file and pointer", () => {
    const dir = copyConfig();
    editTeaching(dir, (d) => (d.widgets[5].aggregate = "lessons-per-planet"));
    const lines = problems(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^dashboards\/teaching\.json#\/widgets\/5\/aggregate: unknown aggregate "lessons-per-planet" \(known: "revenue-summary", .*"conflict-trend"\)$/,
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
        'dashboards/teaching.json#/widgets/0/type: aggregate "teaching-summary" gives summary numbers: it cannot feed a "pie" widget (only "stat")',
        'dashboards/teaching.json#/widgets/7/type: aggregate "conflict-trend" gives values over time: it cannot feed a "pie" widget (only "line", "bar")',
        'dashboards/teaching.json#/widgets/5/type: aggregate "lessons-by-subject" gives values per category: it cannot feed a "line" widget (only "bar", "pie")',
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
        'dashboards/teaching.json#/widgets/0/metric: unknown metric "homework" of aggregate "teaching-summary" (known: "taught", "scheduled", "openConflicts", "lecturers")',
        'dashboards/teaching.json#/widgets/1: a stat widget of aggregate "teaching-summary" needs "metric": one of "taught", "scheduled", "openConflicts", "lecturers"',
        'dashboards/teaching.json#/widgets/4/series/1: unknown series "cancelled" of aggregate "lessons-by-status" (known: "taught", "scheduled", "open")',
        'dashboards/teaching.json#/widgets/4/top: only bar and pie charts of categories take "top"',
        'dashboards/teaching.json#/widgets/5/granularity: only line and bar charts over time take "granularity"',
        'dashboards/teaching.json#/widgets/7/horizontal: only bar charts take "horizontal"',
      ].sort(),
    );
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
        "dashboards/teaching.json#/widgets/0/span: must be equal to one of the allowed values: 6, 8, 12, 16, 24",
        'dashboards/teaching.json#: unknown key "colour"',
        'dashboards/revenue.json#/name: must equal the file name "revenue"',
      ]),
    );
  });

  it("refuses a dashboard: route without its file", () => {
    const dir = copyConfig();
    rmSync(join(dir, "dashboards/teaching.json"));
    const lines = problems(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^routes\.json#\/routes\/\d+\/children\/\d+\/component: unknown dashboard "teaching" \(no dashboards\/teaching\.json\)$/,
    );
  });

  it("refuses an aggregate whose resource is not configured or lacks a field", () => {
    const { resources, dashboards } = loadConfig("config");
    const { "campus-order": _gone, ...withoutCampusOrders } = resources;
    const order = resources["user-order"];
    const { refunded_at: _refunds, ...fields } = order.record.properties;
    const lines = checkDashboards(
      { revenue: dashboards.revenue },
      { ...withoutCampusOrders, "user-order": { ...order, record: { ...order.record, properties: fields } } },
      [],
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'dashboards/revenue.json#/widgets/0/aggregate: aggregate "revenue-summary" reads field "refunded_at" of resource "user-order", which its record lacks',
        'dashboards/revenue.json#/widgets/7/aggregate: aggregate "campus-order-trend" reads resource "campus-order", which is not configured (no resources/campus-order.json)',
      ]),
    );
  });
});
