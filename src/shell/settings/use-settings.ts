import { useServices } from "../../app/services-context.js";
import type { Services } from "../../app/services.js";
import { createSettingsStore, useSettingsState, type SettingsStore } from "./settings-store.js";

const stores = new WeakMap<Services, SettingsStore>();

/** The app's settings store. */
export function useSettingsStore(): SettingsStore {
  const services = useServices();
  let store = stores.get(services);
  if (!store) {
    store = createSettingsStore(services.boot.app.theme);
    stores.set(services, store);
  }
  return store;
}

/** The current settings, re-rendering on change. */
export function useSettings() {
  return useSettingsState(useSettingsStore());
}
