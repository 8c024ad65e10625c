/**
 * A saved view's state (列表视图, docs/config.md "Saved views"): a list page's filters, sort, columns
 * and page size, shared by the server (checked when saved, fitted when read) and the browser (applied).
 * Fields name the resource's query fields, sortable columns and columns; a view saved before the
 * config changed may name fields the config no longer has, and `fitViewState` drops those.
 */

/** One filter as the list keeps it (Refine's CrudFilter of a query field). */
export interface ViewFilter {
  field: string;
  operator: string;
  value: unknown;
}

export interface ViewSort {
  field: string;
  order: "asc" | "desc";
}

export interface ViewState {
  filters?: ViewFilter[];
  sorters?: ViewSort[];
  /** Every column in the view's order, and the ones it hides. */
  columns?: { order: string[]; hidden: string[] };
  pageSize?: number;
}

/** What a resource offers a view: a subset of its config, so the browser and the server pass theirs. */
export interface ViewTarget {
  list: { columns: { field: string; sortable?: boolean }[]; query?: { field: string }[] };
}

/** Columns the server sorts by beyond the list's sortable ones. */
const SYSTEM = ["id", "created_at", "updated_at"];

function allowed(res: ViewTarget) {
  const columns = new Set(res.list.columns.map((c) => c.field));
  const sortable = new Set([...res.list.columns.filter((c) => c.sortable).map((c) => c.field), ...SYSTEM]);
  const query = new Set((res.list.query ?? []).map((q) => q.field));
  return { columns, sortable, query };
}

/** `{ pointer: field }` of every field the state names that `res` does not offer; empty when it fits. */
export function unknownViewFields(res: ViewTarget, state: ViewState): Record<string, string> {
  const { columns, sortable, query } = allowed(res);
  const out: Record<string, string> = {};
  state.filters?.forEach((f, i) => !query.has(f.field) && (out[`state.filters.${i}`] = f.field));
  state.sorters?.forEach((s, i) => !sortable.has(s.field) && (out[`state.sorters.${i}`] = s.field));
  const named = [...(state.columns?.order ?? []), ...(state.columns?.hidden ?? [])];
  for (const field of new Set(named)) if (!columns.has(field)) out[`state.columns`] = field;
  return out;
}

/** The state without what `res` no longer offers: a view outlives config changes without failing. */
export function fitViewState(res: ViewTarget, state: ViewState): ViewState {
  const { columns, sortable, query } = allowed(res);
  const out: ViewState = {};
  if (state.filters) out.filters = state.filters.filter((f) => query.has(f.field));
  if (state.sorters) out.sorters = state.sorters.filter((s) => sortable.has(s.field));
  if (state.columns)
    out.columns = {
      order: state.columns.order.filter((f) => columns.has(f)),
      hidden: state.columns.hidden.filter((f) => columns.has(f)),
    };
  if (state.pageSize) out.pageSize = state.pageSize;
  return out;
}

/**
 * A saved view as `/v1/views` answers it (docs/resource-api.md, "Saved views"): the server builds it and
 * the 视图 control reads it.
 */
export interface SavedView {
  id: number;
  resource: string;
  name: string;
  state: ViewState;
  /** Roles an admin published it to; empty: only its owner sees it. */
  roles: string[];
  owner: string;
  /** The caller's own view (editable) rather than one published to them (read-only). */
  mine: boolean;
  updated_at: string;
}
