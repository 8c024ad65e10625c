import { useSyncExternalStore } from "react";
import { createExternalStore } from "../../app/store/external-store.js";

/** An error kept for the error-log dialog (spec §3 "Error log entry": err, url). */
export interface ErrorEntry {
  id: number;
  message: string;
  stack: string;
  url: string;
}

const entries = createExternalStore<ErrorEntry[]>([]);
let nextId = 1;

/** The in-app error list: render errors, unhandled rejections and failed requests, with the page URL. */
export const errorLog = {
  get: entries.get,
  subscribe: entries.subscribe,
  add(error: unknown, url = window.location.pathname + window.location.search) {
    const e = error instanceof Error ? error : new Error(String(error));
    entries.set([...entries.get(), { id: nextId++, message: e.message, stack: e.stack ?? "", url }]);
  },
  clear: () => entries.set([]),
};

let installed = false;
/** Catches what escapes every component: uncaught errors and unhandled promise rejections. */
export function installGlobalErrorHandlers() {
  if (installed) return;
  installed = true;
  window.addEventListener("error", (event) => errorLog.add(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => errorLog.add(event.reason));
}

export function useErrorLog(): ErrorEntry[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.get, errorLog.get);
}
