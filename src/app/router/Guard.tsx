import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { isPublicPath } from "../../common/routes.js";
import { useServices, useSession } from "../services-context.js";
import { LoadingScreen } from "../LoadingScreen.js";

/**
 * The navigation guard of spec §4:
 * - no token: public paths pass, everything else goes to /login?redirect=<path>;
 * - token, routes not loaded: load user info and routes, then show the attempted path;
 *   a failure resets the session and goes to /login?redirect=<path>;
 * - token and routes loaded: /login goes to its `redirect` target, else to /.
 */
export function Guard() {
  const services = useServices();
  const { app } = services.boot;
  const { token, routes } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  const loggedIn = !!token || !app.loginInterception;
  const needsLoad = loggedIn && routes === null;

  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    services.ensureSession().catch((err: Error) => {
      if (cancelled) return;
      if (err?.message) services.notify.error(err.message);
      // With the token gone, the visitor branch below sends them to login with the redirect.
      services.session.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [needsLoad, services]);

  if (!loggedIn) {
    if (isPublicPath(location.pathname, app.publicPaths ?? [])) return <Outlet />;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (needsLoad) return <LoadingScreen text={app.loadingText} />;
  if (location.pathname === "/login") return <Navigate to={safeRedirect(location.search)} replace />;
  return <Outlet />;
}

/** The login page's `redirect` target when it is a path of this app, else `/` (no open redirects). */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get("redirect");
  return target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login") ? target : "/";
}
