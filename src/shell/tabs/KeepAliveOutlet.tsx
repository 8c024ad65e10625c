import { Activity, Fragment, useEffect, useRef, type ReactNode } from "react";
import { useLocation, useOutlet } from "react-router";
import { useServices, useSession } from "../../app/services-context.js";
import { tabKey } from "./tabs-model.js";
import { keptAlive } from "./tabs-reducer.js";
import { useTabs } from "./tabs-store.js";
import { useTabsStore } from "./use-tabs-store.js";
import { findPage, visitInfo } from "./current-route.js";

/**
 * The shell's outlet with keep-alive: pages of open tabs stay mounted but hidden (React's
 * <Activity>), keeping form input, table page and scroll; at most app.keepAliveMax of them,
 * least recently used dropped first. A refreshed page remounts with fresh state.
 */
export function KeepAliveOutlet() {
  const { boot } = useServices();
  const { routes } = useSession();
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const store = useTabsStore();
  const tabs = useTabs(store);
  const cache = useRef(new Map<string, ReactNode>());

  const flat = findPage(routes ?? [], pathname);
  const info = flat ? visitInfo(flat, pathname, search) : null;
  const current = info ? tabKey(info) : pathname;

  useEffect(() => {
    // The home tab is open from the start, first in the bar.
    const home = findPage(routes ?? [], boot.app.homePath);
    if (home && store.get().tabs.length === 0 && pathname !== boot.app.homePath) {
      store.visit(visitInfo(home, boot.app.homePath, ""));
    }
    if (info) store.visit(info);
    // info is derived from these; listing them keeps the effect to real navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, pathname, search, routes]);

  const kept = keptAlive(tabs, boot.app.keepAliveMax);
  if (!info || info.noKeepAlive || info.tabHidden) {
    return <Fragment key={`${current}#${store.generation(current)}`}>{outlet}</Fragment>;
  }
  cache.current.set(current, outlet);
  for (const key of [...cache.current.keys()]) {
    if (key !== current && !kept.has(key)) cache.current.delete(key);
  }
  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <Activity key={`${key}#${store.generation(key)}`} mode={key === current ? "visible" : "hidden"}>
          {element}
        </Activity>
      ))}
    </>
  );
}
