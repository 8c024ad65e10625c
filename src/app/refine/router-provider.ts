import routerProvider from "@refinedev/react-router";
import type { GoConfig, RouterProvider } from "@refinedev/core";
import { useResolvedPath } from "react-router";

/**
 * Refine's react-router binding, with one guard. A list page writes its state into the address
 * with a `replace` that has no path, so react-router resolves it against the page's own route.
 * When that write comes late (the page's effects run after its tab was closed, or while it is
 * hidden in a tab), it would take the user back to that page. Such a write is dropped unless the
 * page is the one on screen; every other navigation goes through unchanged.
 */
function useGuardedGo() {
  const go = routerProvider.go!();
  const here = useResolvedPath(".").pathname;
  return (config: GoConfig) => {
    const relative = config.to === undefined || config.to === "";
    if (relative && config.type === "replace" && window.location.pathname !== here) return undefined;
    return go(config);
  };
}

export const guardedRouterProvider: RouterProvider = { ...routerProvider, go: useGuardedGo };
