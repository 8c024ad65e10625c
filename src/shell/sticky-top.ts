import { useMemo } from "react";
import { useMobile } from "./use-mobile.js";
import { useSettings } from "./settings/use-settings.js";

/** The header's height, in px. */
export const HEADER_HEIGHT = 56;

/**
 * How far from the top of the window the page's content stays clear: the header's height while it is
 * fixed (the setting, or the common layout, whose header always stays), else nothing. A table's sticky
 * head stops there, under the header rather than behind it.
 */
export function useStickyTop(): number {
  const settings = useSettings();
  const layout = useMobile() ? "vertical" : settings.layout;
  return settings.fixedHeader || layout === "common" ? HEADER_HEIGHT : 0;
}

/**
 * A wide table's `sticky`: its head stays under the header and its scroll bar at the window's bottom
 * while the table is taller than the window, so columns under a fixed 操作 column can be reached.
 */
export function useStickyTable(): { offsetHeader: number } {
  const offsetHeader = useStickyTop();
  return useMemo(() => ({ offsetHeader }), [offsetHeader]);
}
