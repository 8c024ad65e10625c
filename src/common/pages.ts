/**
 * The framework's own page components, as a route of routes.json names them (`component`): the layout of
 * a menu group, the pages outside the shell and the framework's bespoke pages. Besides these, a route
 * names a config-driven page (`resource:`, `form:`, `show:`, `dashboard:` and a name) or a page of one
 * of the app's modules (their manifests' `pages`). The browser's registry (src/app/pages.ts) holds these
 * and the server refuses a route naming any other (check-pages.ts).
 */
export const FRAMEWORK_PAGES: readonly string[] = [
  "Layout",
  "account/Login",
  "account/Register",
  "errors/Forbidden",
  "errors/NotFound",
  "home/Index",
  "home/Demo",
  "authority/RightsManagement",
  "account/PersonalInformation",
  "designer/PageDesigner",
];

/** The prefixes of the config-driven pages: `resource:campus`, `dashboard:revenue`. */
export const CONFIG_PAGES = ["resource", "form", "show", "dashboard"] as const;
