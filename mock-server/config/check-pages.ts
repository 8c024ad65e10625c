import type { RouteConfig } from "../../src/types/generated/routes.js";
import type { ConfigProblem } from "./problems.js";
import { didYouMean } from "./did-you-mean.js";

/**
 * Every route's `component` is a page the app has: the framework's, a config-driven one (`resource:`…,
 * whose names check-resources.ts and check-dashboards.ts follow up) or one a listed module declares. A page of a
 * module the app does not list would only answer 404s, so the start refuses it as it refuses an
 * unknown action.
 */
export function checkPages(routes: readonly RouteConfig[], pages: Readonly<Record<string, string>>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const known = Object.keys(pages);
  const walk = (list: readonly RouteConfig[], pointer: string) =>
    list.forEach((route, i) => {
      const at = `${pointer}/${i}`;
      const component = route.component;
      if (component && !component.includes(":") && !Object.hasOwn(pages, component))
        problems.push({
          file: "routes.json",
          pointer: `${at}/component`,
          message: `未知的页面 "${component}"（没有已启用的模块提供它）${didYouMean(component, known)}`,
        });
      if (route.children) walk(route.children, `${at}/children`);
    });
  walk(routes, "/routes");
  return problems;
}
