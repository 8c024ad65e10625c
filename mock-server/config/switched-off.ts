import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { modulesDir } from "../module-folders.js";

/** The resources the repository's modules bring (their `config/resources/<name>.json`) that `listed` leaves out. */
export function switchedOffResources(catalogue: readonly string[], listed: readonly string[]): Set<string> {
  const names = catalogue
    .filter((m) => !listed.includes(m))
    .flatMap((m) => {
      const dir = join(modulesDir, m, "config", "resources");
      return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
    })
    .map((f) => f.replace(/\.json$/, ""));
  return new Set(names);
}

/**
 * A detail page's child list of a resource whose module is switched off goes with its module, as a route to
 * that module's page shows 页面建设中: the school's campus lists its campus orders while `orders` is listed,
 * and starts without them when it is not. A child list of a resource no module brings stays, for the
 * checks to name.
 */
export function withoutSwitchedOff(
  resources: Record<string, ResourceConfig>,
  present: readonly string[],
  off: ReadonlySet<string>,
): Record<string, ResourceConfig> {
  const gone = (resource: string) => off.has(resource) && !present.includes(resource);
  return Object.fromEntries(
    Object.entries(resources).map(([name, res]) => {
      const related = res.show?.related;
      if (!res.show || !related?.some((r) => gone(r.resource))) return [name, res];
      return [name, { ...res, show: { ...res.show, related: related.filter((r) => !gone(r.resource)) } }];
    }),
  );
}
