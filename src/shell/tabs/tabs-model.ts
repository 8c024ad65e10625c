/** A visited page in the tab bar (spec §3 "Visited tab"). */
export interface Tab {
  /** Route name, or path + query for `dynamicNewTab` routes (a tab per detail page). */
  key: string;
  /** Path and query to go back to. */
  fullPath: string;
  name: string;
  title: string;
  icon?: string;
  noClosable?: boolean;
  noKeepAlive?: boolean;
  /** Monotonic use counter: the keep-alive cache keeps the most recently used pages. */
  lastUsed: number;
}

export interface TabsState {
  tabs: Tab[];
  active: string | null;
  clock: number;
}

/** What a visit to a route tells the tab bar. */
export interface VisitInfo {
  name: string;
  path: string;
  search: string;
  title: string;
  icon?: string;
  noClosable?: boolean;
  dynamicNewTab?: boolean;
  noKeepAlive?: boolean;
  tabHidden?: boolean;
}

export type CloseAction = "close" | "others" | "left" | "right" | "all";

export const emptyTabs: TabsState = { tabs: [], active: null, clock: 0 };

export function tabKey(v: Pick<VisitInfo, "name" | "path" | "search" | "dynamicNewTab">): string {
  return v.dynamicNewTab ? `${v.path}${v.search}` : v.name;
}
