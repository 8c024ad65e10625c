import { createExternalStore } from "../store/external-store.js";
import { noAccess, type AccessRecord } from "../../common/access.js";
import type { RouteConfig } from "../../types/generated/routes.js";
import type { UserInfo } from "./validate.js";

/** Spec §3 "Session state": the token, the access record, and what was loaded with them. */
export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  access: AccessRecord;
  /** The route tree this user may see; null until loaded. */
  routes: RouteConfig[] | null;
}

type Listener = () => void;

/**
 * The session, outside React so the http client and providers can reach it; components
 * read it with useSession(). The token persists in localStorage under app.storageKey.
 */
export function createSessionStore(storageKey: string, storage: Storage = window.localStorage) {
  const store = createExternalStore<SessionState>({
    token: storage.getItem(storageKey),
    user: null,
    access: noAccess,
    routes: null,
  });
  const resetListeners = new Set<Listener>();
  const set = (patch: Partial<SessionState>) => store.set({ ...store.get(), ...patch });

  return {
    get: store.get,
    subscribe: store.subscribe,
    setToken(token: string) {
      storage.setItem(storageKey, token);
      set({ token });
    },
    setUser(user: UserInfo, access: AccessRecord) {
      set({ user, access });
    },
    setRoutes(routes: RouteConfig[]) {
      set({ routes });
    },
    /** Logout and failures: token, roles, abilities and routes go; subscribers (tabs, caches) clear theirs. */
    reset() {
      storage.removeItem(storageKey);
      set({ token: null, user: null, access: noAccess, routes: null });
      resetListeners.forEach((l) => l());
    },
    /** Lets other stores (tabs, keep-alive cache) clear themselves when the session ends. */
    onReset(listener: Listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
