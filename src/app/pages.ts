import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * The page registry: a component key of config/routes.json → its lazily loaded page (one
 * chunk each). A key missing here renders the "not built yet" placeholder naming the route.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  "account/Login": lazy(() => import("../modules/account/LoginPage.js")),
  "account/Register": lazy(() => import("../modules/account/RegisterPage.js")),
  "errors/Forbidden": lazy(() => import("../modules/errors/ForbiddenPage.js")),
  "errors/NotFound": lazy(() => import("../modules/errors/NotFoundPage.js")),
  "home/Index": lazy(() => import("../modules/home/IndexPage.js")),
  "home/Demo": lazy(() => import("../modules/home/DemoPage.js")),
};
