import type { LoadedConfig } from "../plugins/config-loader.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { localize } from "../../src/common/i18n.js";

/** What a new config adds, changes and removes of one kind of thing, by name. */
export interface Changes<T = string> {
  added: T[];
  changed: T[];
  removed: T[];
}

/** A menu entry: its route's name and title (the title is what admins recognise). */
export interface MenuEntry {
  name: string;
  title: string;
}

/** A setting the running server cannot take over live: it is read once, at start. */
export interface RestartSetting {
  file: "app.json";
  key: "apiBase" | "timeZone" | "fileName" | "backup" | "operationLog";
  from: string;
  to: string;
}

/** What changed between the running config and the next one, beyond the tables. */
export interface ConfigChanges {
  resources: Changes;
  /** Routes by name: any key of the route, or its parent, changed. */
  routes: Changes;
  /** The menu each route makes: title, icon, parent, roles, hidden. */
  menus: Changes<MenuEntry>;
  dashboards: Changes;
  restart: RestartSetting[];
  /** Keys of app.json that changed and apply at once (`cors`, `pageSize`, `theme`, …). */
  settings: string[];
}

const RESTART_KEYS = new Set<string>(["apiBase", "timeZone", "fileName", "backup", "operationLog"]);

export const noChanges = <T>(): Changes<T> => ({ added: [], changed: [], removed: [] });

/** JSON with keys sorted at every level: two configs differing only in key order are equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * `canonical` of a loaded config's part, kept while the part lives: a config is a value once loaded (a new
 * version is a new object), and every save compared the serving config's parts again.
 */
const canonicalParts = new WeakMap<object, string>();
function canonicalPart(value: unknown): string {
  if (!value || typeof value !== "object") return canonical(value);
  let text = canonicalParts.get(value);
  if (text === undefined) canonicalParts.set(value, (text = canonical(value)));
  return text;
}

/** Compares two maps of things by name: a thing kept under its name but with other content is changed. */
function compare<V, T>(next: Map<string, V>, previous: Map<string, V>, label: (name: string, v: V) => T): Changes<T> {
  const out = noChanges<T>();
  for (const [name, v] of next) {
    if (!previous.has(name)) out.added.push(label(name, v));
    else if (canonicalPart(v) !== canonicalPart(previous.get(name))) out.changed.push(label(name, v));
  }
  for (const [name, v] of previous) if (!next.has(name)) out.removed.push(label(name, v));
  return out;
}

type FlatRoute = RouteConfig & { parent: string };

/** Every route of the tree by name, without its children and with its parent's name. */
function flatRoutes(routes: RouteConfig[], parent = "", out = new Map<string, FlatRoute>()) {
  for (const { children, ...route } of routes) {
    out.set(route.name, { ...route, parent });
    if (children) flatRoutes(children, route.name, out);
  }
  return out;
}

/** The part of a route that makes its menu entry. */
function menus(routes: Map<string, FlatRoute>) {
  return new Map(
    [...routes].map(([name, r]) => [
      name,
      // The title as configured (every language): localized only in the label, when the plan is told.
      { title: r.meta?.title ?? "", icon: r.meta?.icon, parent: r.parent, roles: r.meta?.roles, hidden: r.meta?.hidden },
    ]),
  );
}

const flattened = new WeakMap<RouteConfig[], { routes: Map<string, FlatRoute>; menus: ReturnType<typeof menus> }>();
/** A loaded config's routes and menus by name, made once per config (their parts keep their canonical text). */
function routesOf(tree: RouteConfig[]) {
  let flat = flattened.get(tree);
  if (!flat) {
    const routes = flatRoutes(tree);
    flattened.set(tree, (flat = { routes, menus: menus(routes) }));
  }
  return flat;
}

/** Resources, routes, menus and dashboards added, changed and removed, and settings that need a restart. */
export function diffConfig(next: LoadedConfig, previous?: LoadedConfig): ConfigChanges {
  if (!previous)
    return {
      resources: noChanges(),
      routes: noChanges(),
      menus: noChanges(),
      dashboards: noChanges(),
      restart: [],
      settings: [],
    };
  const byName = <V>(record: Record<string, V>) => new Map(Object.entries(record));
  const name = (n: string) => n;
  const nextRoutes = routesOf(next.routes.routes);
  const previousRoutes = routesOf(previous.routes.routes);
  const restart: RestartSetting[] = [];
  // The data folder's file names (fileName) are chosen when the database opens.
  for (const key of ["apiBase", "timeZone", "fileName"] as const) {
    const from = previous.app[key] ?? "";
    const to = next.app[key] ?? "";
    if (from !== to) restart.push({ file: "app.json", key, from, to });
  }
  // Read by the server's own schedule (daily backups, the operation log's sweep), which is set at start.
  for (const key of ["backup", "operationLog"] as const) {
    const from = JSON.stringify(previous.app[key] ?? {});
    const to = JSON.stringify(next.app[key] ?? {});
    if (from !== to) restart.push({ file: "app.json", key, from, to });
  }
  // Every other key is read per request or sent with the boot config: it applies live.
  const keys = new Set([...Object.keys(previous.app), ...Object.keys(next.app)]);
  const settings = [...keys]
    .filter((key) => key !== "$schema" && !RESTART_KEYS.has(key))
    .filter((key) => canonical(previous.app[key as keyof typeof previous.app]) !== canonical(next.app[key as keyof typeof next.app]))
    .sort();
  return {
    resources: compare(byName(next.resources), byName(previous.resources), name),
    routes: compare(nextRoutes.routes, previousRoutes.routes, name),
    menus: compare(nextRoutes.menus, previousRoutes.menus, (n, m) => ({ name: n, title: localize(m.title) })),
    dashboards: compare(byName(next.dashboards), byName(previous.dashboards), name),
    restart,
    settings,
  };
}
