import { useSyncExternalStore } from "react";
import { createExternalStore } from "../../app/store/external-store.js";
import type { ThemeSettings } from "../../types/generated/app.js";

export const SETTINGS_KEY = "omo-settings";

/**
 * The shell's settings (spec §3 "Settings"): defaults from config/app.json `theme`; the theme
 * drawer changes them live; 保存 keeps them in localStorage, 恢复默认 forgets them.
 */
export function createSettingsStore(defaults: ThemeSettings, storage: Storage = window.localStorage) {
  const load = (): ThemeSettings => {
    try {
      const saved = JSON.parse(storage.getItem(SETTINGS_KEY) ?? "null") as Partial<ThemeSettings> | null;
      return { ...defaults, ...(saved ?? {}) };
    } catch {
      return defaults;
    }
  };
  const { get, set, subscribe } = createExternalStore<ThemeSettings>(load());
  return {
    get,
    subscribe,
    change: <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => set({ ...get(), [key]: value }),
    save: () => storage.setItem(SETTINGS_KEY, JSON.stringify(get())),
    restoreDefaults() {
      storage.removeItem(SETTINGS_KEY);
      set(defaults);
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function useSettingsState(store: SettingsStore): ThemeSettings {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
