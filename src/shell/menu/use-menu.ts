import { useMemo } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../app/services-context.js";
import { activeMenuKey, buildMenu, openKeysFor, type MenuEntry } from "./build-menu.js";

/** The user's menu, the entry to highlight, the groups around it and its first-level entry. */
export function useMenu() {
  const { routes } = useSession();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMenu(routes ?? []), [routes]);
  const selected = activeMenuKey(routes ?? [], pathname);
  const openKeys = useMemo(() => openKeysFor(entries, selected), [entries, selected]);
  const top: MenuEntry | undefined = entries.find((e) => e.key === selected || openKeys[0] === e.key);
  return { entries, selected, openKeys, top };
}
