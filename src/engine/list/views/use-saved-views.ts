import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { useNavigate, useResolvedPath } from "react-router";
import { useServices, useSession } from "../../../app/services-context.js";
import { useQueryParams } from "../../../app/use-query-params.js";
import { fitViewState, type ViewState } from "../../../common/view-state.js";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import { useDraftConfigs } from "../../config/use-resource-config.js";
import type { ColumnSettings } from "../use-column-settings.js";
import { columnPrefsOf, viewColumns } from "./view-columns.js";
import { viewTexts } from "./view-texts.js";
import { viewsApi, type SavedView } from "./views-api.js";
import { listDefaults } from "../list-defaults.js";

/** What the views read from and write to the list (useListTable's state and setters). */
export interface ViewTable {
  filters: CrudFilter[];
  sorters: CrudSort[];
  pageSize: number;
  setFilters(filters: CrudFilter[], behavior: "replace"): void;
  setSorters(sorters: CrudSort[]): void;
  setPageSize(size: number): void;
  setCurrentPage(page: number): void;
}

/** The list's state as a view keeps it. */
export function captureView(table: Pick<ViewTable, "filters" | "sorters" | "pageSize">, settings: ColumnSettings) {
  return {
    filters: table.filters.flatMap((f) =>
      "field" in f ? [{ field: f.field, operator: f.operator, value: f.value }] : [],
    ),
    sorters: table.sorters.map((s) => ({ field: s.field, order: s.order })),
    columns: viewColumns(settings.states),
    pageSize: table.pageSize,
  } satisfies ViewState;
}

/**
 * The saved views of a list (视图): the user's own and those published to their roles, the one on
 * screen, named in the address as `?view=<id>` beside the list's own query so a link shows it, and
 * the user's default, applied when the list opens on a bare address. Applying a view sets the
 * table's filters, sort and page size (Refine writes them to the address) and the column settings;
 * what the config no longer has is left out. A draft in the page designer has no views.
 */
export function useSavedViews(
  config: ResourceConfig,
  table: ViewTable,
  settings: ColumnSettings,
  /** False for a list that does not own the address (one embedded in another page). */
  own = true,
) {
  const { http, notify, boot } = useServices();
  const { access } = useSession();
  const api = useMemo(() => viewsApi(http, config.name), [http, config.name]);
  const enabled = useDraftConfigs() === null && own;
  const [params] = useQueryParams();
  const navigate = useNavigate();
  const here = useResolvedPath(".").pathname;
  const [views, setViews] = useState<SavedView[]>([]);
  const [defaultId, setDefaultId] = useState<number | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  /** The view to name in the address once the table has written its own query (null: none). */
  const pending = useRef<number | null | undefined>(undefined);
  /** The list opened on a bare address: the user's default view applies. */
  const bare = useRef(params.toString() === "");
  /** The address the list opened on, before the table wrote its own query into it. */
  const first = useRef(params);
  const latest = useRef({ table, settings, views, activeId });
  useEffect(() => {
    latest.current = { table, settings, views, activeId };
  });

  const appPageSize = boot.app.pageSize;
  const apply = useCallback(
    (view: SavedView | null) => {
      const { table: t, settings: s } = latest.current;
      const state = view ? fitViewState(config, view.state) : {};
      const defaults = listDefaults(config, appPageSize);
      t.setFilters((state.filters ?? []) as CrudFilter[], "replace");
      t.setSorters(state.sorters ?? defaults.sorters);
      t.setPageSize(state.pageSize ?? defaults.pageSize);
      t.setCurrentPage(1);
      if (state.columns) s.apply(columnPrefsOf(s.configColumns, state.columns));
      else s.reset();
      setActiveId(view?.id ?? null);
      pending.current = view?.id ?? null;
    },
    [config, appPageSize],
  );

  const reload = useCallback(async () => {
    const answer = await api.list();
    setViews(answer.list);
    setDefaultId(answer.default_id);
    return answer;
  }, [api]);

  /**
   * The view an address names when the list opens. An address that also carries the list's query (a
   * link copied from the address bar, a reload) shows that query, which may differ from the view's
   * since it was chosen; the view then brings its columns only.
   */
  const open = useCallback(
    (view: SavedView, search: URLSearchParams) => {
      if ([...search.keys()].every((key) => key === "view")) return apply(view);
      const state = fitViewState(config, view.state);
      const s = latest.current.settings;
      if (state.columns) s.apply(columnPrefsOf(s.configColumns, state.columns));
      setActiveId(view.id);
    },
    [apply, config],
  );
  const opened = useRef(open);
  useEffect(() => {
    opened.current = open;
  });

  // Opening the list (once per resource, not again for a new config version): the view its address
  // names, else the user's default on a bare address.
  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    const search = first.current;
    const wanted = Number(search.get("view")) || null;
    reload()
      .then(({ list, default_id }) => {
        if (gone) return;
        const id = wanted ?? (bare.current ? default_id : null);
        const view = list.find((v) => v.id === id);
        if (view) opened.current(view, wanted ? search : new URLSearchParams());
        else if (wanted) {
          notify.error(viewTexts.missing);
          pending.current = null;
          setActiveId(null);
        }
      })
      .catch(() => undefined)
      .finally(() => !gone && setLoaded(true));
    return () => {
      gone = true;
    };
  }, [enabled, reload, notify]);

  // Back or Forward: the address the browser went to says which view (if any) the list shows.
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => void (popped.current = true);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // Keeps the address and the view on screen in step, after every render. It reads the browser's own
  // address: the table writes its query in its effects (before this one) and the router's location
  // catches up later, so the location of this render may be behind. Every state it sets is one the
  // next run leaves alone, so it settles.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!enabled || window.location.pathname !== here) return;
    const search = new URLSearchParams(window.location.search);
    const named = Number(search.get("view")) || null;
    const write = (id: number | null) => {
      if (id === null) search.delete("view");
      else search.set("view", String(id));
      const next = search.toString() ? `?${search}` : "";
      if (next !== window.location.search) void navigate({ search: next }, { replace: true });
    };
    if (pending.current !== undefined) {
      write(pending.current);
      pending.current = undefined;
      popped.current = false;
      return;
    }
    const { activeId: current, views: known } = latest.current;
    if (popped.current) {
      popped.current = false;
      if (named === current) return;
      const view = known.find((v) => v.id === named);
      if (view) apply(view);
      else setActiveId(null);
      return;
    }
    // A bare address (a menu click): the table goes back to the config's list, and so do the views.
    if (window.location.search === "") {
      if (current !== null && loaded) setActiveId(null);
      return;
    }
    // A write of the table's from an address it had not caught up with dropped the view: put it back.
    if (current !== null && named !== current) write(current);
  });
  const active = views.find((v) => v.id === activeId) ?? null;
  const capture = () => captureView(table, settings);
  /** Runs a change, reloads the list of views, says `done`; a failure is thrown to the caller. */
  const change = async <T>(fn: () => Promise<T>, done: string): Promise<T> => {
    const result = await fn();
    await reload();
    notify.success(done);
    return result;
  };

  return {
    enabled,
    views,
    active,
    defaultId,
    /** 发布 is for admins; the server checks it again. */
    canPublish: access.admin,
    select: (id: number | null) => apply(views.find((v) => v.id === id) ?? null),
    saveAs: async (name: string, state: ViewState = capture()) => {
      const view = await change(() => api.create(name, state), viewTexts.saved);
      setActiveId(view.id);
      pending.current = view.id;
    },
    update: (id: number) => change(() => api.update(id, { state: capture() }), viewTexts.updated),
    rename: (id: number, name: string) => change(() => api.update(id, { name }), viewTexts.updated),
    remove: async (id: number) => {
      await change(() => api.remove(id), viewTexts.deleted);
      if (id === activeId) {
        setActiveId(null);
        pending.current = null;
      }
    },
    setDefault: (id: number | null) =>
      change(() => api.setDefault(id), id === null ? viewTexts.defaultCleared : viewTexts.defaultSet),
    publish: (id: number, roles: string[]) =>
      change(() => api.publish(id, roles), roles.length ? viewTexts.published : viewTexts.unpublished),
    roles: api.roles,
    /** Says a failure that has no field to sit on. */
    fail: (err: unknown) => notify.error(err instanceof Error ? err.message : String(err)),
  };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
