import { useSyncExternalStore } from "react";
import { emptyTabs, type CloseAction, type TabsState, type VisitInfo } from "./tabs-model.js";
import { closeTabs, retitle, visit } from "./tabs-reducer.js";
import { createExternalStore } from "../../app/store/external-store.js";
import type { Services } from "../../app/services.js";

/** The tab bar's state outside React, so pages, the bar and the keep-alive outlet share it. */
export function createTabsStore() {
  const store = createExternalStore<TabsState>(emptyTabs);
  /** Bumped per key by "refresh": the page remounts with fresh state. */
  const generations = new Map<string, number>();
  const { get, set } = store;
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
    const created = createTabsStore();
    services.session.onReset(() => created.reset());
    stores.set(services, created);
    store = created;
  }
  return store;
}

export function useTabs(store: TabsStore): TabsState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
