import type { DateRange } from "../../../common/stats.js";
import type { DashboardWidget } from "../../../types/generated/dashboard.js";

/** What every widget gets: its config and the range on screen. */
export interface WidgetProps {
  widget: DashboardWidget;
  range: DateRange;
}
