import type { ColumnPrefs, ColumnState } from "../column-settings.js";

type ConfigColumn = { field: string; hidden?: boolean };

/** The columns a view keeps: every column in the list's order, and those hidden. */
export function viewColumns(states: ColumnState[]): { order: string[]; hidden: string[] } {
  return { order: states.map((s) => s.field), hidden: states.filter((s) => !s.visible).map((s) => s.field) };
}

/**
 * A view's columns as the column settings keep them (changes to the config's own): a column the
 * config added since the view was saved shows as the config says, one it dropped is forgotten.
 */
export function columnPrefsOf(config: ConfigColumn[], columns: { order: string[]; hidden: string[] }): ColumnPrefs {
  const known = new Set(config.map((c) => c.field));
  const order = columns.order.filter((f) => known.has(f));
  const hidden = new Set(columns.hidden);
  const toggled = config.filter((c) => !!c.hidden !== hidden.has(c.field)).map((c) => c.field);
  const same = order.every((f, i) => f === config[i]?.field);
  return { toggled: toggled.length ? toggled : undefined, order: same ? undefined : order };
}
