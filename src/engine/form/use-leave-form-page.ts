import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../app/services-context.js";
import { flattenRoutes } from "../../common/routes.js";
import { findPage, visitInfo } from "../../shell/tabs/current-route.js";
import { tabKey } from "../../shell/tabs/tabs-model.js";
import { useTabsStore } from "../../shell/tabs/use-tabs-store.js";

/**
 * Leaves a `form:<name>` page: closes its own tab and opens the resource's list (the route whose
 * component is `resource:<name>`, at the query its tab last had). A resource without a list page of
 * its own (videos live on 录播讲义) goes to the page the form belongs to, its `meta.activeMenu`; then
 * back, where there is a page of the app to go back to; then home. Never the browser's Back from a
 * page opened directly: that leaves the app (a bookmark, a new tab).
 */
export function useLeaveFormPage(name: string) {
  const store = useTabsStore();
  const { routes } = useSession();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const here = findPage(routes ?? [], pathname);
    if (here) store.close("close", tabKey(visitInfo(here, pathname, search)));
    const flat = flattenRoutes(routes ?? []);
    const list =
      flat.find((f) => f.route.component === `resource:${name}`) ??
      flat.find((f) => here?.route.meta?.activeMenu === f.fullPath && f.route.component !== "Layout");
    if (list) {
      const tab = store.get().tabs.find((t) => t.key === list.route.name);
      return void navigate(tab?.fullPath ?? list.fullPath);
    }
    // The first page of this visit has no page of the app behind it.
    if (key !== "default") return void navigate(-1);
    void navigate("/index");
  }, [store, routes, pathname, search, key, navigate, name]);
}
