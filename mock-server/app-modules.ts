import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ServerModule } from "./module-api.js";
import { appParts, type AppParts } from "./parts.js";
import { tutoring } from "./tutoring.js";

/**
 * The server modules this repository holds, by the name `app.json#/modules` gives them: the one place
 * the framework's server names a module, until each module is a folder found by its manifest
 * (docs/architecture.md, "The steps").
 */
const catalogue: Readonly<Record<string, ServerModule>> = { tutoring };

/** The names `app.json#/modules` of a config folder lists (none when the file is missing or unreadable: its check says why). */
export function listedModules(configDir: string): string[] {
  const file = join(resolve(configDir), "app.json");
  if (!existsSync(file)) return [];
  try {
    const listed = (JSON.parse(readFileSync(file, "utf8")) as { modules?: unknown }).modules;
    return Array.isArray(listed) ? listed.filter((n): n is string => typeof n === "string") : [];
  } catch {
    return [];
  }
}

/** The modules of these names this repository holds, in the list's order (an unknown name is the config check's to report). */
export const modulesNamed = (names: readonly string[]): ServerModule[] =>
  names.filter((n) => Object.hasOwn(catalogue, n)).map((n) => catalogue[n]!);

/** The registries of an app of the modules `names` lists (app.json#/modules). */
export const partsNamed = (names: readonly string[]): AppParts => appParts(modulesNamed(names), Object.keys(catalogue));

/** The registries of the app a config folder describes: the modules its app.json lists. */
export const partsOfConfig = (configDir: string): AppParts => partsNamed(listedModules(configDir));

/** The server modules of the app this repository ships (config/app.json). */
export const appModules = (): ServerModule[] => modulesNamed(listedModules("config"));
