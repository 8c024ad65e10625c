import { useMemo } from "react";
import { Card, Empty, Spin, theme } from "antd";
import { autoGranularity } from "../../../common/stats.js";
import { useAggregate } from "../api.js";
import { EChart } from "../charts/EChart.js";
import { categoryOption, palette, seriesOption } from "../charts/options.js";
import { dashboardTexts as tx, fill } from "../texts.js";
import { WidgetError, WidgetTitle } from "./parts.js";
import type { WidgetProps } from "./types.js";
import { localize } from "../../../common/i18n.js";

const DEFAULT_HEIGHT = 300;

/**
 * A line, bar or pie chart of an aggregate: over time (a series) or per category. The card says
 * 暂无数据 when there is nothing to draw, and shows a failure in place of the chart.
 */
export function ChartWidget({ widget, path, range }: WidgetProps) {
  const { token } = theme.useToken();
  const over = widget.type !== "pie";
  const { data, error, isPending, isFetching, refetch } = useAggregate({
    path,
    ...range,
    // Each aggregate uses the one that applies to it: a time series the granularity, categories top.
    ...(over ? { granularity: widget.granularity ?? autoGranularity(range) } : {}),
    ...(widget.type !== "line" ? { top: widget.top ?? 10 } : {}),
  });
  const colors = useMemo(() => palette(token.colorPrimary), [token.colorPrimary]);
  const option = useMemo(() => {
    if (data?.kind === "series") return seriesOption(widget, data, colors);
    if (data?.kind === "category") return categoryOption(widget, data, colors);
    return null;
  }, [data, widget, colors]);
  const height = widget.height ?? DEFAULT_HEIGHT;

  const body =
    error && !data ? (
      <WidgetError error={error} retry={() => void refetch()} />
    ) : option ? (
      <EChart option={option} height={height} label={fill(tx.chartLabel, { title: localize(widget.title) })} />
    ) : isPending ? null : (
      <Empty
        description={tx.empty}
        style={{ height, display: "flex", flexDirection: "column", justifyContent: "center", margin: 0 }}
      />
    );

  return (
    <Card
      title={<WidgetTitle widget={widget} />}
      loading={isPending}
      style={{ height: "100%" }}
      data-widget={widget.aggregate ?? path}
    >
      <Spin spinning={isFetching && !isPending}>{body}</Spin>
    </Card>
  );
}
