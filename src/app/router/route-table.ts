import { flattenRoutes, type FlatRoute } from "../../common/routes.js";
import type { RouteConfig } from "../../types/generated/routes.js";

/** The route tree laid out for react-router. */
export interface RouteTable {
  /** Pages inside the shell (children of a `Layout` group). */
  shellPages: FlatRoute[];
  /** Pages outside it (login, register, 403, 404). */
  standalonePages: FlatRoute[];
  /** Group paths and routes with `redirect` (`/` → `/index`). */
  redirects: { from: string; to: string }[];
}

export function buildRouteTable(routes: RouteConfig[]): RouteTable {
  const table: RouteTable = { shellPages: [], standalonePages: [], redirects: [] };
  for (const flat of flattenRoutes(routes)) {
    const { route, fullPath, parents } = flat;
    if (route.redirect && route.redirect !== fullPath) table.redirects.push({ from: fullPath, to: route.redirect });
    if (route.component === "Layout" || (route.children?.length && !route.component)) continue;
    if (parents.some((p) => p.component === "Layout")) table.shellPages.push(flat);
    else table.standalonePages.push(flat);
  }
  return table;
}

/** True when a path is a page of the full tree (so a denied one answers 403, not 404). */
export function isKnownPath(routes: RouteConfig[], path: string): boolean {
  const clean = path.replace(/\/$/, "") || "/";
  return flattenRoutes(routes).some((f) => f.fullPath === clean);
}
