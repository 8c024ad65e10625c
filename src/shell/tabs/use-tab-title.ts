import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../app/services-context.js";
import { findPage, visitInfo } from "./current-route.js";
import { tabKey } from "./tabs-model.js";
import { useTabsStore } from "./use-tabs-store.js";

/** Lets a page title its own tab (the auxiliary-arrangement detail: `<id> 详情页`). */
export function useTabTitle(title: string | undefined) {
  const store = useTabsStore();
  const { routes } = useSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const flat = findPage(routes ?? [], pathname);
    if (flat && title) store.retitle(tabKey(visitInfo(flat, pathname, search)), title);
  }, [store, routes, pathname, search, title]);
}
