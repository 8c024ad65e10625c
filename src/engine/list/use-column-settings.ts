import { useCallback, useMemo, useState } from "react";
import type { ResolvedColumn } from "../columns/resolve-columns.js";
import {
  columnStates,
  isDefault,
  moveColumn,
  toggleColumn,
  type ColumnPrefs,
  type Density,
} from "./column-settings.js";

const storageKey = (name: string) => `omo-list-columns-${name}`;

function load(name: string): ColumnPrefs {
  try {
    return (JSON.parse(localStorage.getItem(storageKey(name)) ?? "{}") as ColumnPrefs) ?? {};
  } catch {
    return {};
  }
}

/**
 * A list's column settings (show/hide, order) and density, kept per resource in localStorage
 * as the user's changes only; `reset` forgets them and the config's defaults apply again.
 */
export function useColumnSettings(name: string, columns: ResolvedColumn[]) {
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => load(name));
  const configColumns = useMemo(() => columns.map((c) => ({ field: c.field, hidden: c.column.hidden })), [columns]);
  const save = useCallback(
    (next: ColumnPrefs) => {
      setPrefs(next);
      if (isDefault(next)) localStorage.removeItem(storageKey(name));
      else localStorage.setItem(storageKey(name), JSON.stringify(next));
    },
    [name],
  );
  const states = useMemo(() => columnStates(configColumns, prefs), [configColumns, prefs]);
  const visibleColumns = useMemo(() => {
    const byField = new Map(columns.map((c) => [c.field, c]));
    return states.filter((s) => s.visible).map((s) => byField.get(s.field)!);
  }, [states, columns]);

  return {
    configColumns,
    states,
    visibleColumns,
    density: prefs.density ?? ("large" as Density),
    changed: !!prefs.toggled || !!prefs.order,
    toggle: (field: string) => save(toggleColumn(prefs, field)),
    move: (field: string, step: -1 | 1) => save(moveColumn(configColumns, prefs, field, step)),
    setDensity: (density: Density) => save({ ...prefs, density: density === "large" ? undefined : density }),
    /** The column settings' 重置: the config's columns again (the density is a choice of its own). */
    reset: () => save({ density: prefs.density }),
    /** A saved view's columns (list/views/): its changes replace the user's; the density stays theirs. */
    apply: (next: ColumnPrefs) => save({ ...next, density: prefs.density }),
  };
}

export type ColumnSettings = ReturnType<typeof useColumnSettings>;
