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
 * A detail page's child list of a resource whose module is switched off goes with its module, as a route to
 * that module's page shows 页面建设中: the school's campus lists its campus orders while `orders` is listed,
 * and starts without them when it is not. A child list of a resource no module brings stays, for the
 * checks to name. `off` gives the switched-off modules' resources (switchedOffResources).
 */
export function withoutSwitchedOff(
  resources: Record<string, ResourceConfig>,
  present: readonly string[],
  off: () => ReadonlySet<string>,
): Record<string, ResourceConfig> {
  // The modules' folders are read only when a child list names a resource the config lacks.
  let switchedOff: ReadonlySet<string> | undefined;
  const gone = (resource: string) => !present.includes(resource) && (switchedOff ??= off()).has(resource);
  return Object.fromEntries(
    Object.entries(resources).map(([name, res]) => {
      const related = res.show?.related;
      if (!res.show || !related?.some((r) => gone(r.resource))) return [name, res];
      return [name, { ...res, show: { ...res.show, related: related.filter((r) => !gone(r.resource)) } }];
    }),
  );
}
