import type { ComponentType } from "react";
import type { CellProps } from "./columns/cell-props.js";
import type { Widget } from "./types.js";
import { registerComponent } from "./extension-registry.js";

/**
 * The engine's public API for extensions (`extensions/<name>/client.tsx`): register a column renderer, a form
 * field widget or a query widget under the name its extension.json declares, and the helpers their components
 * may use. Extensions import this file only. See docs/extending.md, "Extensions folder".
 */

/** A column renderer (`"render": "<name>"`); it receives `CellProps`, its column's options as `props`. */
export const registerRenderer = (name: string, component: ComponentType<CellProps>) =>
  registerComponent("renderer", name, component);

/** A form field widget (`"widget": "<name>"` in `form.fields`); its options are `field.props`. */
export const registerWidget = (name: string, component: Widget) => registerComponent("widget", name, component);

/** A query form widget (`"widget": "<name>"` in `list.query`); its options are `field.props`. */
export const registerQueryWidget = (name: string, component: Widget) =>
  registerComponent("queryWidget", name, component);

export { lazyComponent } from "./lazy-component.js";
export { EmptyCell } from "./columns/EmptyCell.js";
export { isEmpty } from "../common/empty.js";
export { enumOptions } from "./config/record-field.js";
export type { CellProps } from "./columns/cell-props.js";
export type { ResolvedField, Widget, WidgetProps } from "./types.js";
