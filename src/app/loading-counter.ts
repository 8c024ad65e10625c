type Listener = () => void;
let count = 0;
const listeners = new Set<Listener>();

/** How many overlay-worthy requests are running. */
export const loadingCounter = {
  get: () => count,
  add(delta: 1 | -1) {
    count = Math.max(0, count + delta);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
