/** Table density: antd's sizes, 默认 / 中等 / 紧凑. */
export type Density = "large" | "middle" | "small";

/**
 * What a user changed about a list's columns, and only that: the config stays the source of
 * the defaults, so 重置 (forgetting the changes) always returns to it, and a column added to
 * the config later still shows up.
 */
export interface ColumnPrefs {
  /** Columns whose visibility differs from the config's `hidden`. */
  toggled?: string[];
  /** The user's order of the columns, when it differs from the config's. */
  order?: string[];
  density?: Density;
}

export interface ColumnState {
  field: string;
  visible: boolean;
}

/** The columns in the user's order with their visibility: config defaults plus the user's changes. */
export function columnStates(config: { field: string; hidden?: boolean }[], prefs: ColumnPrefs): ColumnState[] {
  const rank = (field: string) => {
    const i = prefs.order?.indexOf(field) ?? -1;
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const indexed = config.map((c, i) => ({ c, i }));
  indexed.sort((a, b) => rank(a.c.field) - rank(b.c.field) || a.i - b.i);
  return indexed.map(({ c }) => ({ field: c.field, visible: !c.hidden !== (prefs.toggled ?? []).includes(c.field) }));
}

/** Shows or hides a column; toggling it back forgets the change. */
export function toggleColumn(prefs: ColumnPrefs, field: string): ColumnPrefs {
  const toggled = prefs.toggled ?? [];
  const next = toggled.includes(field) ? toggled.filter((f) => f !== field) : [...toggled, field];
  return { ...prefs, toggled: next.length ? next : undefined };
}

/** Moves a column one place up (-1) or down (+1); the config's order again forgets the change. */
export function moveColumn(config: { field: string }[], prefs: ColumnPrefs, field: string, step: -1 | 1): ColumnPrefs {
  const order = columnStates(config, prefs).map((s) => s.field);
  const from = order.indexOf(field);
  const to = from + step;
  if (from === -1 || to < 0 || to >= order.length) return prefs;
  [order[from], order[to]] = [order[to], order[from]];
  const same = order.every((f, i) => f === config[i].field);
  return { ...prefs, order: same ? undefined : order };
}

/** True when nothing differs from the config. */
export const isDefault = (prefs: ColumnPrefs) => !prefs.toggled && !prefs.order && !prefs.density;
