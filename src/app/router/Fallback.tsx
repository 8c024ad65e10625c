import { Navigate, useLocation } from "react-router";
import { useServices } from "../services-context.js";
import { isKnownPath } from "./route-table.js";

/** A path no route of this user matches: 403 when it exists for others, 404 otherwise. */
export function Fallback() {
  const { boot } = useServices();
  const { pathname } = useLocation();
  return <Navigate to={isKnownPath(boot.routes, pathname) ? "/403" : "/404"} replace />;
}
