/**
 * The parts of echarts the dashboards draw with, and nothing else: the core, three chart types, the
 * grid, tooltip and legend, and the SVG renderer (sharp at any zoom, light on memory for a few hundred
 * points). Imported only by the dashboard chunk, so no other page carries echarts.
 */
import { init, use as register, type ComposeOption, type ECharts } from "echarts/core";
import {
  BarChart,
  LineChart,
  PieChart,
  type BarSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
} from "echarts/charts";
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from "echarts/components";
import { SVGRenderer } from "echarts/renderers";

register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** A chart in a DOM element, drawn as SVG with echarts' Chinese texts. */
export function createChart(el: HTMLElement): ECharts {
  return init(el, null, { renderer: "svg", locale: "ZH" });
}

export type { ECharts };
