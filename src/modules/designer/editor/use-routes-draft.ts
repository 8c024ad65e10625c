import type { RouteConfig, RoutesConfig } from "../../../types/generated/routes.js";
import { useDesigner } from "../designer-context.js";
import { ROUTES_FILE } from "../state/paths.js";
import { routesOf } from "../state/route-tree.js";

/** routes.json's draft: the tree as edited, and a change of it as a function of the latest tree. */
export function useRoutesDraft() {
  const { draft } = useDesigner();
  const routes = routesOf(draft.valueOf(ROUTES_FILE));
  const change = (recipe: (routes: RouteConfig[]) => RouteConfig[]) =>
    draft.updateFile(ROUTES_FILE, (file) => ({ ...(file as RoutesConfig), routes: recipe(routesOf(file)) }));
  return { routes, change };
}
