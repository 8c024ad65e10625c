import { join } from "node:path";
import type { ServerModule } from "./module-api.js";
import { folderMigrations, listedModules, modulesDir, readModuleFolder } from "./module-folders.js";
import { appParts, type AppParts } from "./parts.js";
import school from "../modules/school/server/index.js";
import qa from "../modules/qa/server/index.js";
import client from "../modules/client/server/index.js";
import options from "../modules/options/server/index.js";
import statistics from "../modules/statistics/server/index.js";
import handouts from "../modules/handouts/server/index.js";
import scheduling from "../modules/scheduling/server/index.js";
import orders from "../modules/orders/server/index.js";
import codes from "../modules/codes/server/index.js";

/** A module of modules/<name>, with its manifest and error texts read and checked, and its migrations' folders. */
function ofFolder(module: ServerModule): ServerModule {
  const dir = join(modulesDir, module.name);
  return { ...module, folder: readModuleFolder(dir), migrations: folderMigrations(dir) };
}

/**
 * The server modules this repository holds (modules/<name>, each with its folder), by the name
 * `app.json#/modules` gives them: the one place the framework's server names a module.
 */
const catalogue: Readonly<Record<string, ServerModule>> = Object.fromEntries(
  [school, scheduling, orders, codes, options, qa, client, statistics, handouts].map((m) => [m.name, ofFolder(m)]),
);

export { listedModules };

/** The modules of these names this repository holds, in the list's order (an unknown name is the config check's to report). */
export const modulesNamed = (names: readonly string[]): ServerModule[] =>
  names.filter((n) => Object.hasOwn(catalogue, n)).map((n) => catalogue[n]!);

/** The registries of an app of the modules `names` lists (app.json#/modules). */
export const partsNamed = (names: readonly string[]): AppParts => {
  const unlisted = Object.values(catalogue).filter((m) => !names.includes(m.name));
  return appParts(
    modulesNamed(names),
    Object.keys(catalogue),
    unlisted.flatMap((m) => Object.keys(m.actions ?? {})),
    unlisted.flatMap((m) => Object.keys(m.abilities ?? {})),
  );
};

/**
 * The registries of an app made of exactly `modules` (a test's): the abilities of this repository's other
 * modules wait, as they do for an app that does not list them.
 */
export const partsOf = (modules: readonly ServerModule[]): AppParts =>
  appParts(
    modules,
    undefined,
    [],
    Object.values(catalogue).flatMap((m) =>
      modules.some((given) => given.name === m.name) ? [] : Object.keys(m.abilities ?? {}),
    ),
  );

/** The registries of the app a config folder describes: the modules its app.json lists. */
export const partsOfConfig = (configDir: string): AppParts => partsNamed(listedModules(configDir));

/** The server modules of the app this repository ships (config/app.json). */
export const appModules = (): ServerModule[] => modulesNamed(listedModules("config"));
