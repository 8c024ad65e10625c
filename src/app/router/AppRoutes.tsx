import { Suspense, useMemo } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useServices, useSession } from "../services-context.js";
import { buildRouteTable } from "./route-table.js";
import { Guard } from "./Guard.js";
import { PageView } from "./PageView.js";
import { Fallback } from "./Fallback.js";
import { BasicLayout } from "./page-chunks.js";

/**
 * The routes of config/routes.json as react-router routes: standalone pages (login, 403, …)
 * from the whole tree, shell pages only from the tree filtered for this user.
 */
export function AppRoutes() {
  const { boot } = useServices();
  const { routes } = useSession();
  const publicTable = useMemo(() => buildRouteTable(boot.routes), [boot.routes]);
  const userTable = useMemo(() => buildRouteTable(routes ?? []), [routes]);

  return (
    <Routes>
      <Route element={<Guard />}>
        {publicTable.standalonePages.map((flat) => (
          <Route key={flat.fullPath} path={flat.fullPath} element={<PageView flat={flat} />} />
        ))}
        <Route
          element={
            <Suspense fallback={null}>
              <BasicLayout />
            </Suspense>
          }
        >
          {userTable.shellPages.map((flat) => (
            <Route key={flat.fullPath} path={flat.fullPath} element={<PageView flat={flat} />} />
          ))}
        </Route>
        {userTable.redirects.map((r) => (
          <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
        ))}
        <Route path="*" element={routes ? <Fallback /> : null} />
      </Route>
    </Routes>
  );
}
