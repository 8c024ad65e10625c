import type { ComponentType } from "react";
import type { ComponentKind } from "../common/builtin-props.js";
import type { CellProps } from "./columns/cell-props.js";
import type { Widget } from "./types.js";

/** What each kind registers: a cell for renderers, a form widget for the two widget kinds. */
export interface ComponentOf {
  renderer: ComponentType<CellProps>;
  widget: Widget;
  queryWidget: Widget;
}

const registered: { [K in ComponentKind]: Map<string, ComponentOf[K]> } = {
  renderer: new Map(),
  widget: new Map(),
  queryWidget: new Map(),
};

/** Adds an extension's component; a name registered twice is a mistake that must not pass silently. */
export function registerComponent<K extends ComponentKind>(kind: K, name: string, component: ComponentOf[K]): void {
  if (registered[kind].has(name)) throw new Error(`extension ${kind} "${name}" is registered twice`);
  registered[kind].set(name, component);
}

/** The component an extension registered under a name; the registries ask after their built-ins. */
export const extensionComponent = <K extends ComponentKind>(kind: K, name: string): ComponentOf[K] | undefined =>
  registered[kind].get(name);
