import routerProvider from "@refinedev/react-router";
import type { GoConfig, RouterProvider } from "@refinedev/core";
import { useResolvedPath } from "react-router";

/** The same query, however it is spelled (encoded or not). */
const sameQuery = (a: string, b: string) => new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

/**
 * Refine's react-router binding, with two changes to how a list page writes its state (page, size,
 * sort, filters) into the address, always a `replace` without a path, resolved against the page's
 * own route:
 *
 * - A step through the list adds a history entry, so Back and Forward walk through the pages,
 *   sorts and searches the user made, and Back from page 3 is page 2, not the page before the list.
 *   Only the first write, filling in a bare address with the list's defaults, replaces; a write that
 *   changes nothing (the list following Back to an address) navigates nowhere.
 * - When that write comes late (the page's effects run after its tab was closed, or while it is
 *   hidden in a tab), it would take the user back to that page: it is dropped unless the page is
 *   the one on screen.
 *
 * Every other navigation goes through unchanged.
 */
function useGuardedGo() {
  const go = routerProvider.go!();
  const here = useResolvedPath(".").pathname;
  return (config: GoConfig) => {
    const relative = config.to === undefined || config.to === "";
    if (!relative || config.type !== "replace") return go(config);
    if (window.location.pathname !== here) return undefined;
    const current = window.location.search;
    const next = go({ ...config, type: "path" }) ?? "";
    if (sameQuery(next, current)) return undefined;
    return go(current === "" ? config : { ...config, type: "push" });
  };
}

export const guardedRouterProvider: RouterProvider = { ...routerProvider, go: useGuardedGo };
