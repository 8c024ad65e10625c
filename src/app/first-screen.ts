import type { Services } from "./services.js";
import type { ResourceConfig } from "../types/generated/resource.js";
import { buildRouteTable } from "./router/route-table.js";
import { listParams } from "./providers/data-provider.js";
import { listDefaults } from "../engine/list/list-defaults.js";
import { standalonePages } from "./standalone-pages.js";
import { BasicLayout, RegistryPage } from "./router/page-chunks.js";
import { safeRedirect } from "./router/Guard.js";
import { isPublicPath } from "../common/routes.js";

/** A sort in the address as the list writes it (Refine's `sorters[0][field]=…&sorters[0][order]=asc`). */
const SORTER_KEY = /^sorters\[(\d+)\]\[(field|order)\]$/;

type Sorter = { field: string; order: "asc" | "desc" };

/**
 * The sorts in the address, in order; [] for none, null when they are not all whole (a field and `asc` or
 * `desc` each, numbered from 0 without a gap). Read by hand: Refine's `parseTableParams`, which the list
 * reads the address with, would bring `@refinedev/core` into the entry chunk every route loads (the login
 * route's JS grew from 152.8 to 206.2 KB brotli when tried).
 */
function addressSorters(query: URLSearchParams): Sorter[] | null {
  const parts: Partial<Record<"field" | "order", string>>[] = [];
  for (const [key, value] of query) {
    const match = SORTER_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (index > 9) return null;
    parts[index] = { ...parts[index], [match[2]]: value };
  }
  const sorters = Array.from(parts);
  const whole = (s: (typeof parts)[number] | undefined): s is Sorter =>
    !!s?.field && (s.order === "asc" || s.order === "desc");
  return sorters.every(whole) ? sorters : null;
}

/**
 * The first page of a list as the list page asks for it when opened on `search`: page 1 (or the address's
 * `currentPage`), the resource's page size (or the address's `pageSize`), the address's sort or else the
 * default one. The list writes its page, size and sort into the address, so a reload or a shared link
 * carries them. Null when the address names more (filters, a saved view): the page then asks itself.
 */
export function firstPageParams(
  config: ResourceConfig,
  search: string,
  appPageSize: number | undefined,
): Record<string, unknown> | null {
  const query = new URLSearchParams(search);
  const number = (key: string, fallback: number) => {
    const value = query.get(key);
    return value === null ? fallback : /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
  };
  if ([...query.keys()].some((key) => key !== "currentPage" && key !== "pageSize" && !SORTER_KEY.test(key)))
    return null;
  const defaults = listDefaults(config, appPageSize);
  const currentPage = number("currentPage", 1);
  const pageSize = number("pageSize", defaults.pageSize);
  const sorters = addressSorters(query);
  if (Number.isNaN(currentPage) || Number.isNaN(pageSize) || sorters === null) return null;
  const params = listParams({
    pagination: { currentPage, pageSize, mode: "server" },
    sorters: sorters.length ? sorters : defaults.sorters,
  });
  // A tree list pages over its top-level rows (the data provider's `treeRoots`).
  if (config.list.tree) params.treeRoots = "1";
  return params;
}

/** The code a page needs: a shell page's component key, or a page outside the shell (login, 403, …). */
export type PageCode = { shell: boolean; component: string };

/**
 * Starts, from the entry, what the page the browser opened on will wait for, so it is not asked for one
 * step after another (user → shell code → page code → resource config → rows): the user and routes, the
 * shell's and the page's code, and for a list page its config, its saved views and, once the config is
 * in, its first rows. The page takes these answers instead of asking again (services.http's early
 * answers); the guard, redirects and access stay as they are: this only asks sooner.
 *
 * Answers when the page's code is in (or failed to come: the page then asks again as it renders). The
 * entry renders the app then, so the page draws in one go: React shows a page that replaces a loading
 * fallback no sooner than 300 ms after the fallback appeared. A session that fails to load (an ended
 * token) ends the wait once the login page's code is in: the guard sends the visitor there.
 */
export async function startFirstScreen(
  services: Services,
  {
    location = window.location,
    loadCode = loadPageCode,
  }: { location?: Pick<Location, "pathname" | "search">; loadCode?: (page: PageCode) => Promise<unknown> } = {},
): Promise<void> {
  const { app, routes } = services.boot;
  const path = location.pathname.replace(/(.)\/$/, "$1");
  const table = buildRouteTable(routes);
  const outside = (at: string) => table.standalonePages.find((flat) => flat.fullPath === at)?.route.component;
  const load = (page: PageCode) => loadCode(page).catch(() => {});
  const login = outside("/login");
  const loginCode = () => (login ? load({ shell: false, component: login }) : Promise.resolve());
  if (!services.session.get().token && app.loginInterception) {
    // A visitor sees the public page they opened, else the login page the guard sends them to.
    const component = isPublicPath(path, app.publicPaths ?? []) ? outside(path) : login;
    if (component) await load({ shell: false, component });
    return;
  }
  const session = services.loadSessionEarly();
  // Signed in, the login page goes on to its `redirect` target, as the guard does.
  const [target, search = ""] =
    path === "/login" ? safeRedirect(location.search).split(/\?(.*)/s, 2) : [path, location.search];
  const to = table.redirects.find((r) => r.from === target)?.to ?? target;
  const page = table.shellPages.find((flat) => flat.fullPath === to);
  const component = page ? (page.route.component ?? "") : outside(to);
  if (component === undefined) return;
  const [prefix, name] = component.split(/:(.*)/s, 2);
  // The requests first: the browser opens a few connections to a server, and the code's many files queue
  // for them in the order they were asked for.
  if (page && prefix === "resource" && name) askList(services, name, to === target ? search : "");
  const code = load({ shell: !!page, component });
  await Promise.race([code, session.then(() => code, loginCode)]);
}

/** The shell's code, the page registry's and the page's: the same chunks the pages' lazy components load. */
async function loadPageCode({ shell, component }: PageCode): Promise<void> {
  if (!shell) {
    await (Object.hasOwn(standalonePages, component) ? standalonePages[component].preload() : null);
    return;
  }
  // A list page's code, the page most menu entries are, is asked for beside the registry's, not after it.
  const list = component.startsWith("resource:") ? import("../engine/list/ResourceListPage.js") : null;
  await Promise.all([
    BasicLayout.preload(),
    RegistryPage.preload().then((registry) => registry.preloadPage(component)),
    list,
  ]);
}

/** A list page's config and saved views, then, once the config is in, its first rows. */
function askList(services: Services, name: string, search: string) {
  const { app } = services.boot;
  const config = services.askEarly<ResourceConfig>(`/v1/resources/${name}/config`);
  void services.askEarly(`/v1/views?resource=${encodeURIComponent(name)}`).catch(() => {});
  config
    .then((loaded) => {
      const params = loaded?.list && firstPageParams(loaded, search, app.pageSize);
      if (params) void services.askEarly(`/v1/resources/${name}`, { params }).catch(() => {});
    })
    .catch(() => {});
}
