type Listener = () => void;

/**
 * A value outside React that components read with useSyncExternalStore: the session, tabs,
 * settings, error log and loading counter are each one of these plus their own operations.
 */
export function createExternalStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    /** Replaces the value and tells subscribers; the same value again changes nothing. */
    set(next: T) {
      if (Object.is(next, state)) return;
      state = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
