import type { CategoryResult, SeriesResult, ValueFormat } from "../../../common/stats.js";
import type { DashboardWidget } from "../../../types/generated/dashboard.js";
import { formatAxis, formatValue } from "../format.js";
import { dashboardTexts as tx } from "../texts.js";
import type { ChartOption } from "./echarts.js";

/** echarts' own palette after its first blue, which the theme's primary colour replaces. */
const PALETTE_REST = ["#91cc75", "#fac858", "#ee6666", "#73c0de", "#3ba272", "#fc8452", "#9a60b4", "#ea7ccc"];

export const palette = (primary: string): string[] => [primary, ...PALETTE_REST];

/** `2026-11-05` → `11-05` (the year is in the range picker); months stay `2026-11`. */
const shortLabel = (x: string) => (x.length === 10 ? x.slice(5) : x);

const tooltipOf = (format: ValueFormat) => ({
  valueFormatter: (v: unknown) => (typeof v === "number" ? formatValue(v, format) : String(v ?? "")),
});

/** The series a widget draws, in its order (default all of the aggregate's). */
function pickSeries(widget: DashboardWidget, result: SeriesResult) {
  if (!widget.series) return result.series;
  return widget.series.flatMap((key) => result.series.filter((s) => s.key === key));
}

/** A line or bar chart over time; null when every point is zero (the card says 暂无数据). */
export function seriesOption(widget: DashboardWidget, result: SeriesResult, colors: string[]): ChartOption | null {
  const series = pickSeries(widget, result);
  if (!series.some((s) => s.data.some((v) => v !== 0))) return null;
  const format = widget.format ?? series[0].format;
  const type = widget.type === "bar" ? "bar" : "line";
  return {
    color: colors,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    legend: series.length > 1 ? { top: 0 } : undefined,
    tooltip: { trigger: "axis", ...tooltipOf(format) },
    xAxis: { type: "category", data: result.x.map(shortLabel), boundaryGap: type === "bar" },
    yAxis: {
      type: "value",
      minInterval: format === "number" ? 1 : 0,
      axisLabel: { formatter: (v: number) => formatAxis(v, format) },
    },
    series: series.map((s) =>
      type === "bar"
        ? { type: "bar", name: s.name, data: s.data, stack: widget.stack ? "total" : undefined, barMaxWidth: 32 }
        : {
            type: "line",
            name: s.name,
            data: s.data,
            stack: widget.stack ? "total" : undefined,
            areaStyle: widget.stack ? {} : undefined,
            showSymbol: result.x.length <= 31,
          },
    ),
  };
}

/**
 * Below this width (px) a pie's labels would not fit beside it: echarts would cut them to
 * `录播 54.2...`. There the pie is drawn larger without labels and the legend names each share.
 */
export const PIE_LABELS_MIN_WIDTH = 320;

/** A pie of the categories' shares, the legend below it wrapping onto as many lines as it needs. */
function pieOption(result: CategoryResult, format: ValueFormat, colors: string[]): ChartOption {
  const data = result.items.filter((i) => i.value > 0).map((i) => ({ name: i.name, value: i.value }));
  if (result.others > 0) data.push({ name: tx.others, value: result.others });
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const share = new Map(data.map((d) => [d.name, `${((d.value / total) * 100).toFixed(1)}%`]));
  return {
    baseOption: {
      color: colors,
      tooltip: { trigger: "item", ...tooltipOf(format) },
      legend: { type: "plain", bottom: 0, left: "center" },
      series: [
        {
          type: "pie",
          name: result.name,
          radius: ["32%", "58%"],
          center: ["50%", "45%"],
          data,
          // Labels at the card's edges, each on two short lines, so many slices stay legible.
          label: { formatter: "{b}\n{d}%", alignTo: "edge", edgeDistance: 8, minMargin: 4, lineHeight: 16 },
          labelLine: { length: 12, length2: 0, maxSurfaceAngle: 80 },
          labelLayout: { hideOverlap: true },
        },
      ],
    },
    media: [
      {
        query: { maxWidth: PIE_LABELS_MIN_WIDTH - 1 },
        option: {
          legend: { formatter: (name: string) => `${name} ${share.get(name) ?? ""}` },
          series: [
            { radius: ["30%", "62%"], center: ["50%", "38%"], label: { show: false }, labelLine: { show: false } },
          ],
        },
      },
    ],
  };
}

/** A bar chart of categories (largest first) or a pie of their shares; null when all are zero. */
export function categoryOption(widget: DashboardWidget, result: CategoryResult, colors: string[]): ChartOption | null {
  if (result.total === 0 || !result.items.some((i) => i.value !== 0)) return null;
  const format = widget.format ?? result.format;
  if (widget.type === "pie") return pieOption(result, format, colors);
  const names = result.items.map((i) => i.name);
  const values = result.items.map((i) => i.value);
  const valueAxis = {
    type: "value" as const,
    minInterval: format === "number" ? 1 : 0,
    axisLabel: { formatter: (v: number) => formatAxis(v, format) },
  };
  return {
    color: colors,
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" }, ...tooltipOf(format) },
    // Horizontal bars read top-down, largest first.
    xAxis: widget.horizontal
      ? valueAxis
      : { type: "category", data: names, axisLabel: { interval: 0, rotate: names.length > 6 ? 30 : 0 } },
    yAxis: widget.horizontal ? { type: "category", data: names, inverse: true } : valueAxis,
    series: [{ type: "bar", name: result.name, data: values, barMaxWidth: 32 }],
  };
}
