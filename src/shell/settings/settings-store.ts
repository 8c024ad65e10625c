import { useSyncExternalStore } from "react";
import type { ThemeSettings } from "../../types/generated/app.js";

type Listener = () => void;

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
  let state = load();
  const listeners = new Set<Listener>();
  const set = (next: ThemeSettings) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change: <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => set({ ...state, [key]: value }),
    save: () => storage.setItem(SETTINGS_KEY, JSON.stringify(state)),
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
