import { useEffect, useRef } from "react";
import { createChart, type ChartOption, type ECharts } from "./echarts.js";

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers (`营收趋势图表`). */
  label: string;
}

/**
 * One echarts instance on a div. It follows the div's size: a window resize, a collapsed menu, or a
 * tab coming back from the background (where its page was hidden at zero width) all redraw it at
 * the new size.
 */
export function EChart({ option, height, label }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const el = ref.current!;
    const instance = createChart(el);
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      // Hidden (a background tab): nothing to draw until it has a size again.
      if (el.clientWidth > 0 && el.clientHeight > 0) instance.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} style={{ width: "100%", height }} />;
}
