import type { RouteConfig } from "../../src/types/generated/routes.js";

/** The routes `keep` keeps, at any depth, and no group left without children: a menu pared down by hand. */
export function pruneRoutes(list: RouteConfig[], keep: (route: RouteConfig) => boolean): RouteConfig[] {
  return list
    .filter(keep)
    .map((r) => (r.children ? { ...r, children: pruneRoutes(r.children, keep) } : r))
    .filter((r) => !r.children || r.children.length > 0);
}
