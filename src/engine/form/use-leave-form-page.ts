import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../app/services-context.js";
import { flattenRoutes } from "../../common/routes.js";
import { findPage, visitInfo } from "../../shell/tabs/current-route.js";
import { tabKey } from "../../shell/tabs/tabs-model.js";
import { useTabsStore } from "../../shell/tabs/use-tabs-store.js";

/**
 * Leaves a `form:<name>` page: closes its own tab and opens the resource's list (the route whose
 * component is `resource:<name>`, at the query its tab last had), or goes back when there is none.
 */
export function useLeaveFormPage(name: string) {
  const store = useTabsStore();
  const { routes } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const here = findPage(routes ?? [], pathname);
    if (here) store.close("close", tabKey(visitInfo(here, pathname, search)));
    const list = flattenRoutes(routes ?? []).find((f) => f.route.component === `resource:${name}`);
    if (!list) return void navigate(-1);
    const tab = store.get().tabs.find((t) => t.key === list.route.name);
    void navigate(tab?.fullPath ?? list.fullPath);
  }, [store, routes, pathname, search, navigate, name]);
}
