import { createContext, useContext, useSyncExternalStore } from "react";
import type { Services } from "./services.js";
import type { SessionState } from "./session/store.js";

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices: wrap the tree in <ServicesContext.Provider>");
  return services;
}

/** The session, re-rendering on every change. */
export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
