import { tabKey, type CloseAction, type Tab, type TabsState, type VisitInfo } from "./tabs-model.js";

/**
 * Opens (or re-activates) the tab of a visited route. A `tabHidden` route gets none; a
 * `dynamicNewTab` route gets one per distinct path and query; others one per route,
 * remembering the last path and query used.
 */
export function visit(state: TabsState, v: VisitInfo): TabsState {
  if (v.tabHidden) return state;
  const key = tabKey(v);
  const clock = state.clock + 1;
  const fullPath = `${v.path}${v.search}`;
  const existing = state.tabs.find((t) => t.key === key);
  const tab: Tab = {
    ...existing,
    key,
    fullPath,
    name: v.name,
    title: existing?.title && v.dynamicNewTab ? existing.title : v.title,
    icon: v.icon,
    noClosable: v.noClosable,
    noKeepAlive: v.noKeepAlive,
    lastUsed: clock,
  };
  const tabs = existing ? state.tabs.map((t) => (t.key === key ? tab : t)) : [...state.tabs, tab];
  return { tabs, active: key, clock };
}

/** A page retitles its own tab (the auxiliary-arrangement detail shows `辅助排课 · <学生> <MM-DD>`). */
export function retitle(state: TabsState, key: string, title: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, title } : t)) };
}

/**
 * Closes tabs relative to `key`. Uncloseable tabs survive every action. When the active tab
 * goes, the last remaining tab becomes active, or none (the caller then goes to `/`).
 */
export function closeTabs(state: TabsState, action: CloseAction, key?: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  const doomed = (t: Tab, i: number): boolean => {
    if (t.noClosable) return false;
    switch (action) {
      case "close":
        return t.key === key;
      case "others":
        return t.key !== key;
      case "left":
        return index >= 0 && i < index;
      case "right":
        return index >= 0 && i > index;
      case "all":
        return true;
    }
  };
  const tabs = state.tabs.filter((t, i) => !doomed(t, i));
  const activeSurvives = tabs.some((t) => t.key === state.active);
  const active = activeSurvives ? state.active : (tabs.at(-1)?.key ?? null);
  return { ...state, tabs, active };
}

/** Keys of the pages whose state is kept: the `max` most recently used, not `noKeepAlive`. */
export function keptAlive(state: TabsState, max: number): Set<string> {
  const candidates = state.tabs.filter((t) => !t.noKeepAlive).sort((a, b) => b.lastUsed - a.lastUsed);
  return new Set(candidates.slice(0, max).map((t) => t.key));
}
