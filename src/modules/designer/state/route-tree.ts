import type { RouteConfig, RoutesConfig } from "../../../types/generated/routes.js";
import { zhText } from "../localized.js";

/** A route with the groups above it, outermost first. */
export interface FoundRoute {
  route: RouteConfig;
  parents: RouteConfig[];
}

/** Every route of the tree with its parents, depth first, in menu order. */
export function allRoutes(routes: RouteConfig[], parents: RouteConfig[] = []): FoundRoute[] {
  return routes.flatMap((route) => [{ route, parents }, ...allRoutes(route.children ?? [], [...parents, route])]);
}

export const findRoute = (routes: RouteConfig[], name: string) => allRoutes(routes).find((f) => f.route.name === name);

/** The (first) list page of a resource: the route whose component is `resource:<name>`. */
export const routeOfResource = (routes: RouteConfig[], resource: string) =>
  allRoutes(routes).find((f) => f.route.component === `resource:${resource}`);

/** The address a route opens: its path under its parents'. */
export function fullPath({ route, parents }: FoundRoute): string {
  const parts = [...parents, route].map((r) => r.path);
  return parts.reduce((acc, part) => (part.startsWith("/") ? part : `${acc.replace(/\/$/, "")}/${part}`), "");
}

/** The groups a page may go under (component `Layout`), shown by their menu title. */
export const groupsOf = (routes: RouteConfig[]) =>
  allRoutes(routes)
    .filter((f) => f.route.component === "Layout")
    .map((f) => ({ value: f.route.name, label: zhText(f.route.meta?.title) || f.route.name }));

/** The tree with one route replaced by what `change` makes of it. */
export function updateRoute(
  routes: RouteConfig[],
  name: string,
  change: (r: RouteConfig) => RouteConfig,
): RouteConfig[] {
  return routes.map((r) =>
    r.name === name ? change(r) : r.children ? { ...r, children: updateRoute(r.children, name, change) } : r,
  );
}

/** The tree without the route named `name`. */
export function removeRoute(routes: RouteConfig[], name: string): RouteConfig[] {
  return routes
    .filter((r) => r.name !== name)
    .map((r) => (r.children ? { ...r, children: removeRoute(r.children, name) } : r));
}

/** The tree with `route` added last under the group `parent`. */
export const insertRoute = (routes: RouteConfig[], parent: string, route: RouteConfig) =>
  updateRoute(routes, parent, (g) => ({ ...g, children: [...(g.children ?? []), route] }));

/** The tree with a route moved under another group (last), unchanged when it is already there. */
export function moveRoute(routes: RouteConfig[], name: string, parent: string): RouteConfig[] {
  const found = findRoute(routes, name);
  if (!found || found.parents.at(-1)?.name === parent) return routes;
  return insertRoute(removeRoute(routes, name), parent, found.route);
}

/** The route tree of a routes.json value, tolerating a file being edited into shape. */
export const routesOf = (file: unknown): RouteConfig[] =>
  Array.isArray((file as RoutesConfig | undefined)?.routes) ? (file as RoutesConfig).routes : [];

/** A route name not yet taken, from a resource name: `room-booking` → `RoomBooking`, then `RoomBooking2`. */
export function freeRouteName(routes: RouteConfig[], resource: string): string {
  const base = resource.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  const taken = new Set(allRoutes(routes).map((f) => f.route.name));
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  return name;
}
