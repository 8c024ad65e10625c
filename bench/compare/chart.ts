import * as echarts from "echarts";
import type { Spread } from "./stats.js";

/** One panel of grouped bars: a bar per series in each category, its whisker the spread over rounds. */
export interface ChartPanel {
  title: string;
  /** A log axis, for ratios that run over orders of magnitude. */
  log?: boolean;
  series: { name: string; values: (Spread | undefined)[] }[];
}

export interface ChartData {
  title: string;
  subtitle: string;
  categories: string[];
  panels: ChartPanel[];
}

const WIDTH = 1100;
const PANEL_HEIGHT = 300;
const TOP = 120;
const GAP = 70;
/** Of a category's width, the part its bars fill (the rest separates categories). */
const GROUP = 0.7;

const label = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

/** The lower end of a log axis: the power of ten under the smallest whisker, so every bar shows. */
function logMin(panel: ChartPanel): number {
  const lows = panel.series.flatMap((s) => s.values.flatMap((v) => (v ? [v.min] : [])));
  const low = lows.length ? Math.min(...lows) : 1;
  return 10 ** Math.min(0, Math.floor(Math.log10(low > 0 ? low : 1)));
}

/** The highest whisker (or 1): the axis must hold every whisker and its figure. */
function top(panel: ChartPanel): number {
  return Math.max(1, ...panel.series.flatMap((s) => s.values.flatMap((v) => (v ? [v.max] : []))));
}

/** Whole numbers above 3, halves below: round ticks. */
const linearMax = (v: number) => (v > 3 ? Math.ceil(v) : Math.ceil(v * 2) / 2);

/** Where a panel's bars start. */
const base = (panel: ChartPanel) => (panel.log ? logMin(panel) : 0);

/**
 * The comparison as an SVG (echarts' server-side renderer): one panel per ratio, the sizes and stores as
 * categories, a bar per scenario at its median over rounds with a whisker from the lowest to the highest
 * round, and a dashed line at 1 (as fast as the other). "n/a" is a ratio that could not be taken.
 */
export function chartSvg(data: ChartData): string {
  const height = TOP + data.panels.length * (PANEL_HEIGHT + GAP);
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height });
  const names = data.panels[0]?.series.map((s) => s.name) ?? [];
  const count = names.length || 1;
  try {
    chart.setOption({
      animation: false,
      backgroundColor: "#ffffff",
      title: [
        { text: data.title, subtext: data.subtitle, left: "center", top: 8, textStyle: { fontSize: 16 } },
        ...data.panels.map((p, i) => ({
          text: p.title,
          left: 70,
          top: TOP + i * (PANEL_HEIGHT + GAP) - 30,
          textStyle: { fontSize: 13, fontWeight: "normal" as const },
        })),
      ],
      legend: { data: names, top: 62, left: "center" },
      grid: data.panels.map((_, i) => ({
        left: 70,
        right: 30,
        top: TOP + i * (PANEL_HEIGHT + GAP),
        height: PANEL_HEIGHT - 50,
      })),
      xAxis: data.panels.map((_, i) => ({
        type: "category" as const,
        gridIndex: i,
        data: data.categories,
        axisLabel: { interval: 0, fontSize: 11 },
      })),
      yAxis: data.panels.map((p, i) =>
        p.log
          ? {
              type: "log" as const,
              gridIndex: i,
              logBase: 10,
              min: logMin(p),
              max: 10 ** Math.ceil(Math.log10(top(p) * 1.5)),
            }
          : { type: "value" as const, gridIndex: i, min: 0, max: linearMax(top(p) * 1.15) },
      ),
      series: data.panels.flatMap((p, i) =>
        p.series.flatMap((s, k) => [
          {
            type: "bar" as const,
            name: s.name,
            xAxisIndex: i,
            yAxisIndex: i,
            barGap: "0%",
            barCategoryGap: `${Math.round((1 - GROUP) * 100)}%`,
            data: s.values.map((v) => (v ? v.median : null)),
            // The line at 1 once per panel.
            ...(k === 0
              ? {
                  markLine: {
                    silent: true,
                    symbol: "none",
                    label: { show: false },
                    lineStyle: { type: "dashed" as const, color: "#888" },
                    data: [{ yAxis: 1 }],
                  },
                }
              : {}),
          },
          {
            type: "custom" as const,
            name: s.name,
            xAxisIndex: i,
            yAxisIndex: i,
            z: 5,
            // A ratio not taken is an entry too, drawn as "n/a" on the axis (a median of -1 marks it).
            data: s.values.map((v, c) => (v ? [c, v.min, v.max, v.median] : [c, base(p), base(p), -1])),
            renderItem: (
              _params: unknown,
              api: { value(d: number): number; coord(p: number[]): number[]; size(p: number[]): number[] },
            ) => {
              const band = api.size([1, 0])[0] * GROUP;
              const x = api.coord([api.value(0), 0])[0] - band / 2 + (band / count) * (k + 0.5);
              const low = api.coord([api.value(0), api.value(1)])[1];
              const high = api.coord([api.value(0), api.value(2)])[1];
              const cap = Math.min(6, band / count / 3);
              const figure = (y: number, text: string) => ({
                type: "text",
                x,
                y,
                style: { text, fontSize: 10, fill: "#333", align: "center", verticalAlign: "bottom" },
              });
              if (api.value(3) < 0) return figure(low - 3, "n/a");
              const stroke = { stroke: "#333", lineWidth: 1 };
              return {
                type: "group",
                children: [
                  { type: "line", shape: { x1: x, y1: low, x2: x, y2: high }, style: stroke },
                  { type: "line", shape: { x1: x - cap, y1: low, x2: x + cap, y2: low }, style: stroke },
                  { type: "line", shape: { x1: x - cap, y1: high, x2: x + cap, y2: high }, style: stroke },
                  // The median's figure above the whisker, where nothing covers it.
                  figure(high - 3, label(api.value(3))),
                ],
              };
            },
          },
        ]),
      ),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
