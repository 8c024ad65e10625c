import { joinPath } from "../../common/routes.js";
import type { RouteConfig } from "../../types/generated/routes.js";
import { localize } from "../../common/i18n.js";

/** A menu entry, independent of antd so it can be tested and reused by every layout. */
export interface MenuEntry {
  key: string;
  title: string;
  icon?: string;
  badge?: string;
  children?: MenuEntry[];
}

/**
 * The menu derived from the route tree: `hidden` routes are skipped, a `levelHidden` group
 * is replaced by its children, groups keep their visible children, empty groups vanish.
 */
export function buildMenu(routes: RouteConfig[], base = "/"): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const route of routes) {
    if (route.meta?.hidden) continue;
    const key = joinPath(base, route.path);
    const isGroup = route.component === "Layout" || !!route.children?.length;
    if (isGroup) {
      const children = buildMenu(route.children ?? [], key);
      if (route.meta?.levelHidden) out.push(...children);
      else if (children.length)
        out.push({
          key,
          title: localize(route.meta?.title ?? route.name),
          icon: route.meta?.icon,
          badge: route.meta?.badge,
          children,
        });
      continue;
    }
    out.push({
      key,
      title: localize(route.meta?.title ?? route.name),
      icon: route.meta?.icon,
      badge: route.meta?.badge,
    });
  }
  return out;
}

/** The menu key to highlight for a path: its `activeMenu` when it has one, else the path. */
export function activeMenuKey(routes: RouteConfig[], pathname: string): string {
  return findActive(routes, pathname, "/") || pathname;
}

function findActive(routes: RouteConfig[], pathname: string, base: string): string {
  for (const route of routes) {
    const key = joinPath(base, route.path);
    if (key === pathname) return route.meta?.activeMenu ?? key;
    const inner = route.children ? findActive(route.children, pathname, key) : "";
    if (inner) return inner;
  }
  return "";
}

/** Keys of the groups enclosing a menu key, for the open submenus. */
export function openKeysFor(entries: MenuEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.key === key) return [];
    if (entry.children) {
      const inner = openKeysFor(entry.children, key);
      if (inner.length || entry.children.some((c) => c.key === key)) return [entry.key, ...inner];
    }
  }
  return [];
}
