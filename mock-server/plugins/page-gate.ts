import type { LoadedConfig } from "./config-loader.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { REST_PREFIX } from "../resources/rest-query.js";
import { eachSelectSource } from "../resources/select-uses.js";
import { flattenRoutes, routeNames, visibleRoutes, type RouteAccess } from "../../src/common/routes.js";

/**
 * Which pages an API route serves, so the server refuses (403) a caller who may not open any of
 * them, the same rule as the menu (权限管理 → 可见页面):
 * - a route that says so itself: `config: { pages: ["TeachingNotes"] }` (bespoke modules);
 * - `/v1/resources/<name>…` (and its simple-rest twin `/rest/<name>…`): the routes whose component is
 *   `resource:<name>`, `form:<name>` or `show:<name>`;
 *   its option list (`/options`) and its config also serve the pages whose selects it feeds (a relation
 *   or an `options` source naming it); its list, rows and export serve its own pages only;
 * - a route a resource's select reads (`"options": { "url": "/v1/code_kind_commodities" }`): that resource's
 *   pages too, besides its own (`selectPages` gives a module's option endpoint the pages reading it);
 * - anything else (account, shell): no page, every logged-in user.
 * A resource no route shows serves no page either: it is read by other means (its access rule still applies).
 */
export interface PageGate {
  /** The pages the route serves (any one is enough); null when it is open to every logged-in user. */
  pagesOf(route: { url: string; method: string; pages?: string[] }): string[] | null;
  /** Names of the routes the caller may open. */
  visible(access: RouteAccess): ReadonlySet<string>;
}

/** `{ "resource": "campus" }` under a `relation` or `options` key, anywhere in a resource file. */
function referencedResources(res: ResourceConfig): Set<string> {
  const out = new Set<string>();
  eachSelectSource(res, ({ source }) => out.add(source.resource));
  return out;
}

const add = (map: Map<string, Set<string>>, key: string, values: Iterable<string>) => {
  const set = map.get(key) ?? new Set<string>();
  for (const v of values) set.add(v);
  map.set(key, set);
};

/** `{ "options": { "url": "/v1/code_kind_commodities?…" } }` anywhere in a resource file: the paths it reads. */
function optionUrls(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => optionUrls(n, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      const url = key === "options" ? (value as { url?: unknown } | null)?.url : undefined;
      if (typeof url === "string") out.add(url.split("?")[0]);
      optionUrls(value, out);
    }
  }
  return out;
}

const MAX_ACCESS_KINDS = 200;

type GateConfig = Pick<LoadedConfig, "app" | "routes" | "resources">;

/** Which pages show each resource, and which read it or an endpoint for their selects. */
interface PageMaps {
  /** Pages showing each resource: its list (`resource:`), its create form (`form:`), its detail (`show:`). */
  own: Map<string, Set<string>>;
  /** Pages whose forms and filters read each resource for their selects. */
  feeds: Map<string, Set<string>>;
  /** Pages whose selects read each option endpoint (`options.url`), by its path under the API base. */
  urls: Map<string, Set<string>>;
}

function pageMaps(config: GateConfig): PageMaps {
  const found: PageMaps = { own: new Map(), feeds: new Map(), urls: new Map() };
  for (const { route } of flattenRoutes(config.routes.routes)) {
    const [kind, name] = (route.component ?? "").split(/:(.*)/s, 2);
    if (name && (kind === "resource" || kind === "form" || kind === "show")) add(found.own, name, [route.name]);
  }
  for (const res of Object.values(config.resources) as ResourceConfig[]) {
    const pages = found.own.get(res.name);
    if (!pages) continue;
    for (const other of referencedResources(res)) if (other !== res.name) add(found.feeds, other, pages);
    for (const url of optionUrls(res)) add(found.urls, url, pages);
  }
  return found;
}

/**
 * The pages a module's option endpoint over `resource` serves: those showing the resource, those whose
 * selects read it, and the module's own pages that read it (by component, `scheduling/Timetable`).
 */
export function selectPages(config: GateConfig, resource: string, components: readonly string[] = []): string[] {
  const { own, feeds } = pageMaps(config);
  const bespoke = flattenRoutes(config.routes.routes)
    .filter(({ route }) => components.includes(route.component ?? ""))
    .map(({ route }) => route.name);
  return [...new Set([...(own.get(resource) ?? []), ...(feeds.get(resource) ?? []), ...bespoke])];
}

export function pageGate(config: GateConfig, apiBase: string): PageGate {
  const routes = config.routes.routes;
  const { own, feeds, urls } = pageMaps(config);
  const prefixes = [`${apiBase}/v1/resources/`, `${apiBase}${REST_PREFIX}/`];
  const visibleByAccess = new Map<string, ReadonlySet<string>>();

  return {
    pagesOf({ url, method, pages }) {
      // An endpoint a resource's select reads (`options.url`) serves that resource's pages too.
      const feeding = url.startsWith(apiBase) ? urls.get(url.slice(apiBase.length)) : undefined;
      if (pages) return feeding ? [...pages, ...feeding] : pages;
      if (feeding) return [...feeding];
      const prefix = prefixes.find((p) => url.startsWith(p));
      if (!prefix) return null;
      const [name, ...rest] = url.slice(prefix.length).split("/");
      const sub = rest.join("/");
      const shown = own.get(name);
      if (!shown) return null;
      const select = method === "GET" && (sub === "options" || sub === "config");
      return [...shown, ...(select ? (feeds.get(name) ?? []) : [])];
    },
    visible(access) {
      // Worked out once per combination of roles, abilities and pages: a few per config version, and
      // otherwise every request of every user without the admin flag walks the route tree.
      const key = JSON.stringify([access.admin, access.roles, access.ability, access.pages ?? null]);
      let names = visibleByAccess.get(key);
      if (!names) {
        names = routeNames(visibleRoutes(routes, access, config.app));
        if (visibleByAccess.size >= MAX_ACCESS_KINDS) visibleByAccess.delete(visibleByAccess.keys().next().value!);
        visibleByAccess.set(key, names);
      }
      return names;
    },
  };
}
