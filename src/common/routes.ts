import type { RouteConfig } from "../types/generated/routes.js";
import { can, type AccessRecord } from "./access.js";

/**
 * Filters the route tree by the caller's access (spec §6): a route whose `meta.roles`
 * denies the caller is dropped with its subtree; a group left with no children is dropped.
 */
export function filterRoutes(routes: RouteConfig[], access: AccessRecord, rolesControl = true): RouteConfig[] {
  if (!rolesControl) return routes;
  const out: RouteConfig[] = [];
  for (const route of routes) {
    if (!can(access, route.meta?.roles)) continue;
    if (route.children) {
      const children = filterRoutes(route.children, access, rolesControl);
      if (children.length === 0 && route.component === "Layout") continue;
      out.push({ ...route, children });
    } else out.push(route);
  }
  return out;
}

/** What route filtering reads of a session: its access, and the pages its roles are limited to. */
export interface RouteAccess extends AccessRecord {
  /**
   * Names of the routes the user's roles allow (the union over the roles, 权限管理 → 可见页面);
   * null or absent: every route `meta.roles` allows.
   */
  pages?: string[] | null;
}

/**
 * The routes a user may see: everything for the admin; for a user without any role (a fresh
 * registration) only the home page, until an admin grants a role; otherwise the role filter,
 * then the pages the roles are limited to (the home page always stays).
 */
export function visibleRoutes(
  routes: RouteConfig[],
  access: RouteAccess,
  options: { rolesControl: boolean; homePath: string },
): RouteConfig[] {
  if (!access.admin && access.roles.length === 0) return keepPath(routes, options.homePath);
  const byRole = filterRoutes(routes, access, options.rolesControl);
  if (access.admin || !options.rolesControl || !access.pages) return byRole;
  return keepPages(byRole, new Set(access.pages), options.homePath);
}

/**
 * Keeps the named routes (with everything below them) and the home page; a group stays while one
 * of its children does, and its `redirect` moves to its first remaining page when its own target went.
 */
function keepPages(routes: RouteConfig[], names: Set<string>, homePath: string, base = "/"): RouteConfig[] {
  const out: RouteConfig[] = [];
  for (const route of routes) {
    const full = joinPath(base, route.path);
    if (names.has(route.name) || full === homePath) {
      out.push(route);
      continue;
    }
    if (!route.children) continue;
    const children = keepPages(route.children, names, homePath, full);
    if (children.length === 0) continue;
    const pages = flattenRoutes(children, full).filter(({ route: r }) => !r.children?.length);
    const redirect =
      route.redirect && !pages.some((p) => p.fullPath === route.redirect)
        ? (pages.find((p) => !p.route.meta?.hidden) ?? pages[0])?.fullPath
        : route.redirect;
    out.push({ ...route, children, ...(redirect ? { redirect } : {}) });
  }
  return out;
}

/** Names of every route in a tree (what a user may open, once filtered). */
export function routeNames(routes: RouteConfig[]): Set<string> {
  return new Set(flattenRoutes(routes).map(({ route }) => route.name));
}

/** Only the branch of the tree that leads to `path`. */
function keepPath(routes: RouteConfig[], path: string, base = "/"): RouteConfig[] {
  const out: RouteConfig[] = [];
  for (const route of routes) {
    const full = joinPath(base, route.path);
    if (full === path) out.push({ ...route, children: undefined });
    else if (route.children && path.startsWith(full)) {
      const children = keepPath(route.children, path, full);
      if (children.length) out.push({ ...route, children });
    }
  }
  return out;
}

/** Joins a child path onto its parent's: `/a` + `b` → `/a/b`; absolute children stay. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/** A page with its absolute path and the titles of the groups above it. */
export interface FlatRoute {
  route: RouteConfig;
  fullPath: string;
  parents: RouteConfig[];
}

/** Every route in the tree, depth first, with absolute paths. */
export function flattenRoutes(routes: RouteConfig[], base = "/", parents: RouteConfig[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(base, route.path);
    const self: FlatRoute = { route, fullPath, parents };
    return [self, ...flattenRoutes(route.children ?? [], fullPath, [...parents, route])];
  });
}

/** Paths every visitor may open (login, register, 403, 404, callback). */
export function isPublicPath(path: string, publicPaths: string[]): boolean {
  return publicPaths.includes(path.split("?")[0].replace(/\/$/, "") || "/");
}
