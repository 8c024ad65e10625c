import { join } from "node:path";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { modulesDir } from "../module-folders.js";
import { folderPaths } from "./files.js";

/** The resources the repository's modules bring (their `config/resources/<name>.json`) that `listed` leaves out. */
export function switchedOffResources(catalogue: readonly string[], listed: readonly string[]): Set<string> {
  const paths = catalogue.filter((m) => !listed.includes(m)).flatMap((m) => folderPaths(join(modulesDir, m, "config")));
  return new Set(paths.flatMap((p) => /^resources\/(.+)\.json$/.exec(p)?.[1] ?? []));
}

/**
 * What a resource offers of a switched-off module goes with its module, as a route to that module's page
 * shows 页面建设中: a detail page's child list of a resource that module brings (the school's campus lists
 * its campus orders while `orders` is listed, and starts without them when it is not), and a custom action
 * that module handles (学员 → 重置登录密码 of `client`). A child list of a resource no module brings, and
 * an action nobody handles, stay, for the checks to name. `off` gives the switched-off modules' resources
 * (switchedOffResources), `offActions` their actions' `<resource>.<action>` keys (AppParts).
 */
export function withoutSwitchedOff(
  resources: Record<string, ResourceConfig>,
  present: readonly string[],
  off: () => ReadonlySet<string>,
  offActions: ReadonlySet<string> = new Set(),
): Record<string, ResourceConfig> {
  // The modules' folders are read only when a child list names a resource the config lacks.
  let switchedOff: ReadonlySet<string> | undefined;
  const gone = (resource: string) => !present.includes(resource) && (switchedOff ??= off()).has(resource);
  return Object.fromEntries(
    Object.entries(resources).map(([name, res]) => {
      let out = res;
      const related = res.show?.related;
      if (res.show && related?.some((r) => gone(r.resource)))
        out = { ...out, show: { ...res.show, related: related.filter((r) => !gone(r.resource)) } };
      const custom = res.list.actions?.custom;
      const handled = (a: { name: string; handler?: string }) => !!a.handler || !offActions.has(`${name}.${a.name}`);
      if (custom && !custom.every(handled))
        out = { ...out, list: { ...out.list, actions: { ...out.list.actions, custom: custom.filter(handled) } } };
      return [name, out];
    }),
  );
}
