import { screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it, vi } from "vitest";
import type { EChartProps } from "../../../src/modules/dashboard/charts/EChart.js";
import { DashboardView } from "../../../src/modules/dashboard/DashboardView.js";
import type { CategoryResult, SeriesResult, StatsResult } from "../../../src/common/stats.js";
import type { DashboardConfig } from "../../../src/types/generated/dashboard.js";
import { reply } from "../../helpers/boot-config.js";
import { wallClock } from "../../../src/common/time-zone.js";
import { calls, fakeServer, renderPage, type Answer } from "../../helpers/render-page.js";

/** The chart itself is echarts' business: here it is a placeholder recording what it was asked to draw. */
const drawn = vi.hoisted(() => new Map<string, EChartProps["option"]>());
vi.mock("../../../src/modules/dashboard/charts/EChart.js", () => ({
  EChart: ({ option, label }: EChartProps) => {
    drawn.set(label, option);
    return <div role="img" aria-label={label} />;
  },
}));

const PATH = "/statistics/demo";

/** A dashboard written here, not read from config/: every widget type, and one whose aggregate fails. */
const config: DashboardConfig = {
  name: "demo",
  title: "演示统计",
  description: "按支付日期统计",
  defaultRange: "last7days",
  widgets: [
    { type: "stat", title: "营收总额", aggregate: "revenue-summary", metric: "revenue" },
    { type: "stat", title: "订单数", aggregate: "revenue-summary", metric: "orders" },
    { type: "stat", title: "退款金额", aggregate: "revenue-summary", metric: "refunds" },
    { type: "line", title: "营收趋势", aggregate: "revenue-trend", series: ["revenue"], span: 16 },
    { type: "pie", title: "学科分布", aggregate: "lessons-by-subject", span: 8 },
    { type: "bar", title: "冲突趋势", aggregate: "conflict-trend" },
    { type: "bar", title: "校区营收", aggregate: "revenue-by-campus", horizontal: true, top: 2 },
    { type: "gauge" as "bar", title: "仪表", aggregate: "revenue-summary" },
    { type: "pie", title: "支付方式", source: { resource: "user-order", measure: "count", by: "pay_method" }, span: 8 },
    { type: "stat", title: "在借图书", source: { resource: "loan", measure: "count", where: { status: 1 } } },
  ],
};

/** The business's today (Asia/Shanghai), which the ranges count back from, whatever the test machine's zone. */
const today = wallClock(Date.now(), "Asia/Shanghai").slice(0, 10);
const daysAgo = (n: number) => dayjs(today).subtract(n, "day").format("YYYY-MM-DD");

const summary: StatsResult = {
  kind: "stats",
  range: { from: daysAgo(6), to: today },
  previous: { from: daysAgo(13), to: daysAgo(7) },
  items: [
    { key: "revenue", label: "营收总额", value: 123456.5, previous: 98765.2, change: 0.25, format: "money" },
    { key: "orders", label: "订单数", value: 1280, previous: 1600, change: -0.2, format: "number" },
    { key: "refunds", label: "退款金额", value: 300, previous: 0, change: null, format: "money" },
  ],
};
const trend = (from: string, to: string): SeriesResult => ({
  kind: "series",
  range: { from, to },
  granularity: "day",
  x: [from, to],
  series: [
    { key: "revenue", name: "营收", format: "money", data: [52000, 71456.5] },
    { key: "refunds", name: "退款", format: "money", data: [0, 300] },
  ],
});
const subjects: CategoryResult = {
  kind: "category",
  range: { from: daysAgo(6), to: today },
  name: "学科",
  format: "number",
  items: [
    { key: "2", name: "数学", value: 40 },
    { key: "1", name: "语文", value: 25 },
    { key: "9", name: "地理", value: 0 },
  ],
  others: 5,
  total: 70,
};
const quiet: SeriesResult = {
  kind: "series",
  range: { from: daysAgo(6), to: today },
  granularity: "day",
  x: [daysAgo(6), today],
  series: [
    { key: "opened", name: "新增冲突", format: "number", data: [0, 0] },
    { key: "resolved", name: "已处理", format: "number", data: [0, 0] },
  ],
};

const statsServer: Answer = (path) => {
  const [route, search] = path.split("?");
  const q = new URLSearchParams(search);
  if (route === "/v1/stats/revenue-summary") return reply(summary);
  if (route === "/v1/stats/revenue-trend") return reply(trend(q.get("from")!, q.get("to")!));
  if (route === "/v1/stats/lessons-by-subject") return reply(subjects);
  if (route === "/v1/stats/conflict-trend") return reply(quiet);
  if (route === "/v1/stats/revenue-by-campus") return reply(null, 10000, 500, "服务器异常");
  if (route === "/v1/dashboards/demo/widgets/8") return reply({ ...subjects, name: "支付方式" });
  if (route === "/v1/dashboards/demo/widgets/9")
    return reply({
      ...summary,
      items: [{ key: "value", label: "在借图书", value: 32, previous: 32, change: null, format: "number" }],
    });
  return undefined;
};

function renderDashboard(path = PATH) {
  drawn.clear();
  const fetch = fakeServer(statsServer);
  const rendered = renderPage(<DashboardView config={config} />, { fetch, path });
  return { ...rendered, fetch };
}

/** The card of a widget, found by its title. */
const card = (title: string) => screen.getByText(title).closest(".ant-card") as HTMLElement;

const queryOf = (fetch: ReturnType<typeof fakeServer>, aggregate: string) =>
  calls(fetch, `/v1/stats/${aggregate}`).map(([url]) =>
    Object.fromEntries(new URL(String(url), "http://x").searchParams),
  );

describe("a dashboard drawn from its config", () => {
  it("shows the stat cards with the change against the previous period, one request for all of them", async () => {
    const { fetch } = renderDashboard();
    expect(screen.getByText("演示统计")).toBeInTheDocument();
    await screen.findByText("¥123,456.50");
    expect(within(card("营收总额")).getByText("¥123,456.50")).toBeInTheDocument();
    expect(within(card("营收总额")).getByText("25%")).toHaveAttribute("data-change", "0.25");
    expect(within(card("订单数")).getByText("1,280")).toBeInTheDocument();
    expect(within(card("订单数")).getByText("20%")).toHaveAttribute("data-change", "-0.2");
    expect(within(card("退款金额")).getByText("¥300.00")).toBeInTheDocument();
    expect(within(card("退款金额")).getByText("上期无数据，无法比较")).toBeInTheDocument();
    // Three cards of one aggregate and one range: one question to the server.
    expect(queryOf(fetch, "revenue-summary")).toEqual([{ from: daysAgo(6), to: today }]);
  });

  it("asks each aggregate for the default range and draws the charts in Chinese number formats", async () => {
    const { fetch } = renderDashboard();
    await screen.findByRole("img", { name: "营收趋势图表" });
    expect(queryOf(fetch, "revenue-trend")).toEqual([{ from: daysAgo(6), to: today, granularity: "day" }]);
    expect(queryOf(fetch, "lessons-by-subject")).toEqual([{ from: daysAgo(6), to: today, top: "10" }]);
    expect(queryOf(fetch, "revenue-by-campus")[0]).toMatchObject({ top: "2" });

    const line = drawn.get("营收趋势图表") as Record<string, never>;
    // Only the series the widget names, with the aggregate's Chinese name.
    expect(line.series).toEqual([expect.objectContaining({ type: "line", name: "营收", data: [52000, 71456.5] })]);
    const yAxis = line.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(120000)).toBe("¥12万");
    expect(yAxis.axisLabel.formatter(3500)).toBe("¥3,500");
    const tooltip = line.tooltip as { valueFormatter: (v: number) => string };
    expect(tooltip.valueFormatter(71456.5)).toBe("¥71,456.50");

    await screen.findByRole("img", { name: "学科分布图表" });
    // The pie's own settings, before the narrow-card variant (media) applies.
    const pie = (drawn.get("学科分布图表") as { baseOption: { series: { type: string; data: unknown[] }[] } })
      .baseOption;
    // Empty slices dropped; the categories beyond the top N gathered as 其他.
    expect(pie.series[0].type).toBe("pie");
    expect(pie.series[0].data).toEqual([
      { name: "数学", value: 40 },
      { name: "语文", value: 25 },
      { name: "其他", value: 5 },
    ]);
  });

  it("says 暂无数据 for an empty aggregate and shows a failed one in its own card", async () => {
    renderDashboard();
    expect(await within(card("冲突趋势")).findByText("暂无数据")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "冲突趋势图表" })).toBeNull();
    const failed = card("校区营收");
    expect(await within(failed).findByText("数据加载失败")).toBeInTheDocument();
    expect(within(failed).getByRole("alert")).toHaveTextContent("服务器异常");
    expect(within(failed).getByRole("button", { name: "重 试" })).toBeInTheDocument();
    // The rest of the page is unharmed.
    expect(await screen.findByRole("img", { name: "营收趋势图表" })).toBeInTheDocument();
  });

  it("asks the dashboard's own endpoint for a widget counting a source, and draws it", async () => {
    const { fetch } = renderDashboard();
    expect(await screen.findByRole("img", { name: "支付方式图表" })).toBeInTheDocument();
    const asked = calls(fetch, "/v1/dashboards/demo/widgets/8").map(([url]) =>
      Object.fromEntries(new URL(String(url), "http://x").searchParams),
    );
    expect(asked).toEqual([{ from: daysAgo(6), to: today, top: "10" }]);
  });

  it("shows a count as it stands without a change against a previous period", async () => {
    renderDashboard();
    const standing = await screen.findByText("当前数量，不随日期范围变化");
    const stat = standing.closest(".ant-card") as HTMLElement;
    expect(within(stat).getByText("32")).toBeInTheDocument();
    expect(within(stat).queryByText("较上期")).toBeNull();
    // A dated card keeps its comparison.
    expect(within(card("营收总额")).getByText("较上期", { exact: false })).toBeInTheDocument();
  });

  it("names a widget type it does not know, with the file and pointer", () => {
    renderDashboard();
    expect(screen.getByText('dashboards/demo.json#/widgets/7/type: 未知的组件类型 "gauge"')).toBeInTheDocument();
  });

  it("keeps a preset in the address by name, and draws a year by month", async () => {
    const { fetch, user } = renderDashboard();
    await screen.findByRole("img", { name: "营收趋势图表" });
    await user.click(screen.getByRole("radio", { name: "近30天" }));
    await waitFor(() => expect(window.location.search).toBe("?range=last30days"));
    await waitFor(() =>
      expect(queryOf(fetch, "revenue-trend").at(-1)).toEqual({ from: daysAgo(29), to: today, granularity: "day" }),
    );
    await user.click(screen.getByRole("radio", { name: "近12个月" }));
    const from = dayjs().startOf("month").subtract(11, "month").format("YYYY-MM-DD");
    // A year is drawn by month.
    await waitFor(() =>
      expect(queryOf(fetch, "revenue-trend").at(-1)).toEqual({ from, to: today, granularity: "month" }),
    );
    expect(window.location.search).toBe("?range=last12months");
  });

  it("opens on the dates of a shared link", async () => {
    const shared = renderDashboard(`${PATH}?from=2026-03-01&to=2026-03-31`);
    await waitFor(() =>
      expect(queryOf(shared.fetch, "revenue-summary")).toEqual([{ from: "2026-03-01", to: "2026-03-31" }]),
    );
    expect(screen.getByRole("radio", { name: "近7天" })).not.toBeChecked();
  });

  it("shows why the address's range was not used", async () => {
    const { fetch } = renderDashboard(`${PATH}?from=2026-03-31&to=2026-03-01`);
    expect(
      await screen.findByText("地址中的日期范围无效（结束日期不能早于开始日期），已改为显示近7天"),
    ).toBeInTheDocument();
    await waitFor(() => expect(queryOf(fetch, "revenue-summary")).toEqual([{ from: daysAgo(6), to: today }]));
    expect(screen.getByRole("radio", { name: "近7天" })).toBeChecked();
  });

  it("counts its range back from the business's today, not the browser's", async () => {
    // 17:00 UTC: still the 20th in a browser on UTC or in America, already the 21st in Shanghai.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 20, 17, 0) });
    try {
      const { fetch } = renderDashboard();
      await waitFor(() =>
        expect(queryOf(fetch, "revenue-summary")).toEqual([{ from: "2026-11-15", to: "2026-11-21" }]),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
