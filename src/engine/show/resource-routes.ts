import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../app/services-context.js";
import { flattenRoutes } from "../../common/routes.js";
import { useTabsStore } from "../../shell/tabs/use-tabs-store.js";

/**
 * The user's pages of a resource, from the routes the server let them see (role and 可见页面
 * filters applied): its list (`resource:<name>`) and its detail page (`show:<name>`). A page the
 * user may not open is absent: no link leads there, and the server's page gate refuses its API.
 */
export function useResourceRoutes(name: string): { list?: string; listName?: string; show?: string } {
  const { routes } = useSession();
  return useMemo(() => {
    const flat = flattenRoutes(routes ?? []);
    const find = (kind: string) => flat.find((f) => f.route.component === `${kind}:${name}`);
    const list = find("resource");
    return { list: list?.fullPath, listName: list?.route.name, show: find("show")?.fullPath };
  }, [routes, name]);
}

/**
 * Opens the resource's list as its tab last showed it (page, filters). Without one: back, where there
 * is a page of the app behind this one, else home (a page opened directly has only the browser's).
 */
export function useToList(name: string): () => void {
  const { list, listName } = useResourceRoutes(name);
  const store = useTabsStore();
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (!list) return void (key !== "default" ? navigate(-1) : navigate("/index"));
    const tab = store.get().tabs.find((t) => t.key === listName);
    void navigate(tab?.fullPath ?? list);
  }, [list, listName, store, navigate, key]);
}

/** The address of one row's detail page. */
export const detailHref = (showPath: string, id: unknown) => `${showPath}?id=${encodeURIComponent(String(id))}`;
