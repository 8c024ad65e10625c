import type { ComponentType } from "react";
import type { WidgetType } from "../../../types/generated/dashboard.js";
import { ChartWidget } from "./ChartWidget.js";
import { StatWidget } from "./StatWidget.js";
import type { WidgetProps } from "./types.js";

/**
 * The widget registry, typed over the schema's `WidgetType`: a type named in
 * schemas/dashboard.schema.json without a component here does not compile.
 */
export const widgetRegistry: Record<WidgetType, ComponentType<WidgetProps>> = {
  stat: StatWidget,
  line: ChartWidget,
  bar: ChartWidget,
  pie: ChartWidget,
};
