import { flattenRoutes, type FlatRoute } from "../../common/routes.js";
import type { RouteConfig } from "../../types/generated/routes.js";
import type { VisitInfo } from "./tabs-model.js";
import { localize } from "../../common/i18n.js";

/** The page of the route tree at `pathname`, if any. */
export function findPage(routes: RouteConfig[], pathname: string): FlatRoute | undefined {
  return flattenRoutes(routes).find((f) => f.fullPath === pathname && f.route.component !== "Layout");
}

/** What a visit to `flat` at this location tells the tab bar; the icon falls back to the parent's. */
export function visitInfo(flat: FlatRoute, pathname: string, search: string): VisitInfo {
  const meta = flat.route.meta ?? {};
  const parentIcon = [...flat.parents].reverse().find((p) => p.meta?.icon)?.meta?.icon;
  return {
    name: flat.route.name,
    path: pathname,
    search,
    title: localize(meta.title ?? flat.route.name),
    icon: meta.icon ?? parentIcon,
    noClosable: meta.noClosable,
    dynamicNewTab: meta.dynamicNewTab,
    noKeepAlive: meta.noKeepAlive,
    tabHidden: meta.tabHidden,
  };
}
