import { createExternalStore } from "./store/external-store.js";

const count = createExternalStore(0);

/** How many overlay-worthy requests are running. */
export const loadingCounter = {
  get: count.get,
  subscribe: count.subscribe,
  add: (delta: 1 | -1) => count.set(Math.max(0, count.get() + delta)),
};
