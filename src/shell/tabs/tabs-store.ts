import { useSyncExternalStore } from "react";
import { emptyTabs, type CloseAction, type TabsState, type VisitInfo } from "./tabs-model.js";
import { closeTabs, retitle, visit } from "./tabs-reducer.js";
import { createExternalStore } from "../../app/store/external-store.js";
import { getLocale } from "../../common/i18n.js";
import type { Services } from "../../app/services.js";

/** Where the tabs are kept for a reload of the same browser tab. */
const STORAGE_KEY = "omo-tabs";

/**
 * The tabs a reload left, when they read as tabs and were kept in this language (a switch of language
 * reloads the page: tabs titled in the other one would stay so); else none.
 */
function restored(storage: Storage | undefined): TabsState {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as (TabsState & { locale?: string }) | null;
    const ok =
      !!saved &&
      saved.locale === getLocale() &&
      Array.isArray(saved.tabs) &&
      saved.tabs.every(
        (t) => typeof t?.key === "string" && typeof t.fullPath === "string" && typeof t.title === "string",
      ) &&
      typeof saved.clock === "number";
    return ok ? { tabs: saved.tabs, clock: saved.clock, active: saved.active ?? null } : emptyTabs;
  } catch {
    return emptyTabs;
  }
}

/**
 * The tab bar's state outside React, so pages, the bar and the keep-alive outlet share it. With a
 * storage (the browser tab's sessionStorage), the tabs outlive a reload, as the original's did; the
 * pages in them load again when opened. Logout clears them.
 */
export function createTabsStore(storage?: Storage) {
  const store = createExternalStore<TabsState>(restored(storage));
  /** Bumped per key by "refresh": the page remounts with fresh state. */
  const generations = new Map<string, number>();
  const { get } = store;
  const set = (next: TabsState) => {
    store.set(next);
    try {
      if (next.tabs.length) storage?.setItem(STORAGE_KEY, JSON.stringify({ ...next, locale: getLocale() }));
      else storage?.removeItem(STORAGE_KEY);
    } catch {
      // A full or refused storage: the tabs still work, they only do not outlive a reload.
    }
  };
  return {
    get,
    subscribe: store.subscribe,
    visit: (v: VisitInfo) => set(visit(get(), v)),
    retitle: (key: string, title: string) => set(retitle(get(), key, title)),
    close: (action: CloseAction, key?: string) => set(closeTabs(get(), action, key)),
    generation: (key: string) => generations.get(key) ?? 0,
    refresh(key: string) {
      generations.set(key, (generations.get(key) ?? 0) + 1);
      // A new object, so subscribers re-render and read the new generation.
      set({ ...get() });
    },
    reset: () => set(emptyTabs),
  };
}

export type TabsStore = ReturnType<typeof createTabsStore>;

const stores = new WeakMap<Services, TabsStore>();

/** One tab store per app; logout (session reset) closes every tab. */
export function tabsStoreFor(services: Services): TabsStore {
  let store = stores.get(services);
  if (!store) {
    const created = createTabsStore(typeof sessionStorage === "undefined" ? undefined : sessionStorage);
    services.session.onReset(() => created.reset());
    stores.set(services, created);
    store = created;
  }
  return store;
}

export function useTabs(store: TabsStore): TabsState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
