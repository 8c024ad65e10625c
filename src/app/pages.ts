import { lazyPage, type LazyPage } from "./lazy-page.js";
import { standalonePages, type PageProps } from "./standalone-pages.js";
import { appWebModules } from "./app-modules.js";

export type { PageProps };

/**
 * The framework's page registry: a component key of config/routes.json → its lazily loaded page (one
 * chunk each); the app's modules add theirs (WebModule.pages, `modulePages`). A key missing from both
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
};

/** The pages of the app's modules, by module name (app.json#/modules names which ones serve). */
export const modulePages: Readonly<Record<string, Record<string, LazyPage<PageProps>>>> = Object.fromEntries(
  appWebModules().map((m) => [m.name, m.pages]),
);

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

/**
 * The registered page of a component key, with the resource name a config-driven page needs. A module's
 * page is found only while `modules` (the boot config's app.json#/modules; default: every module) lists
 * its module: an unlisted module's endpoints answer 404, so its page would only fail.
 */
export function pageFor(
  component: string | undefined,
  modules: readonly string[] = Object.keys(modulePages),
): { Page: LazyPage<{ name?: string } & PageProps>; name?: string } | null {
  if (!component) return null;
  // Own keys only: a component named after an Object method is not a page.
  if (Object.hasOwn(pages, component)) return { Page: pages[component] };
  for (const name of modules) {
    const own = Object.hasOwn(modulePages, name) ? modulePages[name] : undefined;
    if (own && Object.hasOwn(own, component)) return { Page: own[component] };
  }
  const [prefix, name] = component.split(/:(.*)/s, 2);
  const Page = name && Object.hasOwn(resourcePages, prefix) ? resourcePages[prefix] : undefined;
  return Page ? { Page: Page as LazyPage<{ name?: string }>, name } : null;
}
