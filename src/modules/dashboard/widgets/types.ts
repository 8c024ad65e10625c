import type { DateRange } from "../../../common/stats.js";
import type { DashboardWidget } from "../../../types/generated/dashboard.js";

/** What every widget gets: its config, where its numbers come from, and the range on screen. */
export interface WidgetProps {
  widget: DashboardWidget;
  /** The endpoint answering its numbers: a named aggregate's, or the dashboard's own for a `source`. */
  path: string;
  range: DateRange;
}

/** The endpoint of the `index`-th widget of dashboard `name`. */
export const widgetPath = (name: string, widget: DashboardWidget, index: number): string =>
  widget.source ? `/v1/dashboards/${name}/widgets/${index}` : `/v1/stats/${widget.aggregate}`;
