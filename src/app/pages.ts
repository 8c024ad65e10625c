import { lazyPage, type LazyPage } from "./lazy-page.js";
import { standalonePages, type PageProps } from "./standalone-pages.js";
import { appWebModules } from "./app-modules.js";

export type { PageProps };

/**
 * The page registry: a component key of config/routes.json → its lazily loaded page (one
 * chunk each): the framework's, then those of the app's modules (WebModule.pages). A key missing here
 * renders the "not built yet" placeholder naming the route. This module is itself a lazy chunk (loaded
 * by RegistryPage): pages join here, not in the entry.
 */
export const pages: Record<string, LazyPage<PageProps>> = {
  ...standalonePages,
  "home/Index": lazyPage(() => import("../modules/home/IndexPage.js")),
  "home/Demo": lazyPage(() => import("../modules/home/DemoPage.js")),
  "authority/RightsManagement": lazyPage(() => import("../modules/authority/RightsManagementPage.js")),
  "account/PersonalInformation": lazyPage(() => import("../modules/account/PersonalInformationPage.js")),
  "designer/PageDesigner": lazyPage(() => import("../modules/designer/PageDesignerPage.js")),
  ...Object.assign({}, ...appWebModules().map((m) => m.pages)),
};

/**
 * The config-driven pages, by the prefix of their component key: `resource:<name>` is the list
 * page of config/resources/<name>.json, `form:<name>` its create form as a page, `show:<name>` the detail
 * page of one of its rows (`?id=`), `dashboard:<name>`
 * the statistics page of config/dashboards/<name>.json. Each is one chunk shared by every config.
 */
export const resourcePages: Record<string, LazyPage<{ name: string }>> = {
  resource: lazyPage(() => import("../engine/list/ResourceListPage.js")),
  form: lazyPage(() => import("../engine/form/ResourceFormPage.js")),
  show: lazyPage(() => import("../engine/show/ShowPage.js")),
  dashboard: lazyPage(() => import("../modules/dashboard/DashboardPage.js")),
};

/** The registered page of a component key, with the resource name a config-driven page needs. */
export function pageFor(
  component: string | undefined,
): { Page: LazyPage<{ name?: string } & PageProps>; name?: string } | null {
  if (!component) return null;
  // Own keys only: a component named after an Object method is not a page.
  if (Object.hasOwn(pages, component)) return { Page: pages[component] };
  const [prefix, name] = component.split(/:(.*)/s, 2);
  const Page = name && Object.hasOwn(resourcePages, prefix) ? resourcePages[prefix] : undefined;
  return Page ? { Page: Page as LazyPage<{ name?: string }>, name } : null;
}
