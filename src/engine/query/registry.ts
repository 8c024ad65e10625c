import type { QueryWidget } from "../../types/generated/resource.js";
import type { Widget } from "../types.js";
import { InputWidget } from "../fields/InputWidget.js";
import { NumberWidget } from "../fields/NumberWidget.js";
import { SelectWidget } from "../fields/SelectWidget.js";
import { MultiSelectWidget } from "../fields/MultiSelectWidget.js";
import { DateWidget } from "../fields/DateWidget.js";
import { DateRangeWidget } from "../fields/DateRangeWidget.js";
import { NumberRangeWidget } from "./NumberRangeWidget.js";
import { extensionComponent } from "../extension-registry.js";
import "../load-extensions.js";

/**
 * The query form's widgets by `widget` type: the form's own widgets where they fit, plus the
 * number range. Typed over the schema's union, so a missing widget does not compile.
 */
export const queryWidgets: Record<QueryWidget, Widget> = {
  input: InputWidget,
  number: NumberWidget,
  select: SelectWidget,
  multiSelect: MultiSelectWidget,
  date: DateWidget,
  dateRange: DateRangeWidget,
  numberRange: NumberRangeWidget,
};

/** The widget of a type written in config (a built-in, else an extension's), or undefined when there is none. */
export const queryWidgetFor = (type: string): Widget | undefined =>
  Object.hasOwn(queryWidgets, type) ? queryWidgets[type as QueryWidget] : extensionComponent("queryWidget", type);
