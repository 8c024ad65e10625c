import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../app/services-context.js";
import { findPage, visitInfo } from "./current-route.js";
import { tabKey } from "./tabs-model.js";
import { useTabs } from "./tabs-store.js";
import { useTabsStore } from "./use-tabs-store.js";

/**
 * Lets a page title its own tab (the auxiliary-arrangement detail: `辅助排课 · <学生> <MM-DD>`). A page's effects
 * run before the shell's, so the tab may not exist yet when the page first renders: the title is
 * applied once it does, instead of being lost to the route's own title.
 */
export function useTabTitle(title: string | undefined) {
  const store = useTabsStore();
  const { tabs } = useTabs(store);
  const { routes } = useSession();
  const { pathname, search } = useLocation();
  const flat = findPage(routes ?? [], pathname);
  const key = flat ? tabKey(visitInfo(flat, pathname, search)) : null;
  const opened = key !== null && tabs.some((t) => t.key === key);
  useEffect(() => {
    if (key && opened && title) store.retitle(key, title);
  }, [store, key, opened, title]);
}
