import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A bespoke page's settings from its route's `props` in routes.json. */
export type PageProps = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The page registry: a component key of config/routes.json → its lazily loaded page (one
 * chunk each). A key missing here renders the "not built yet" placeholder naming the route.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType<PageProps>>> = {
  "account/Login": lazy(() => import("../modules/account/LoginPage.js")),
  "account/Register": lazy(() => import("../modules/account/RegisterPage.js")),
  "errors/Forbidden": lazy(() => import("../modules/errors/ForbiddenPage.js")),
  "errors/NotFound": lazy(() => import("../modules/errors/NotFoundPage.js")),
  "home/Index": lazy(() => import("../modules/home/IndexPage.js")),
  "home/Demo": lazy(() => import("../modules/home/DemoPage.js")),
  "handouts/TeachingNotes": lazy(() => import("../modules/handouts/TeachingNotesPage.js")),
};

/**
 * The config-driven pages, by the prefix of their component key: `resource:<name>` is the list
 * page of config/resources/<name>.json, `form:<name>` its create form as a page. Each is one
 * chunk shared by every resource.
 */
export const resourcePages: Record<string, LazyExoticComponent<ComponentType<{ name: string }>>> = {
  resource: lazy(() => import("../engine/list/ResourceListPage.js")),
  form: lazy(() => import("../engine/form/ResourceFormPage.js")),
};

/** The registered page of a component key, with the resource name a config-driven page needs. */
export function pageFor(
  component: string | undefined,
): { Page: ComponentType<{ name?: string } & PageProps>; name?: string } | null {
  if (!component) return null;
  if (pages[component]) return { Page: pages[component] };
  const [prefix, name] = component.split(/:(.*)/s, 2);
  const Page = name ? resourcePages[prefix] : undefined;
  return Page ? { Page: Page as ComponentType<{ name?: string }>, name } : null;
}
