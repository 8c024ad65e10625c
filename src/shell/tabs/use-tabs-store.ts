import { useServices } from "../../app/services-context.js";
import { tabsStoreFor, type TabsStore } from "./tabs-store.js";

/** The app's tab store. */
export function useTabsStore(): TabsStore {
  return tabsStoreFor(useServices());
}
