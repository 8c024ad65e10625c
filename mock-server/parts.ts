import type { ServerModule } from "./module-api.js";
import type { ActionHandler } from "./resources/actions/types.js";
import type { ManagedFields } from "./resources/managed/types.js";
import type { ResourceHooks } from "./resources/hooks/types.js";
import type { Aggregate } from "./modules/stats/aggregate.js";
import type { Localized } from "../src/types/generated/routes.js";
import { FRAMEWORK_ABILITIES } from "../src/common/authority.js";
import { FRAMEWORK_PAGES } from "../src/common/pages.js";

type Schema = Record<string, unknown>;

/**
 * What an app's server modules register, merged into the registries the framework reads: the handlers
 * of custom actions, the managed fields and hooks of resources, the statistics aggregates and the OpenAPI
 * answers. Built once per app (`appParts`); the config checks, the routes and the resource engine read
 * this, never a module.
 */
export interface AppParts {
  readonly modules: readonly ServerModule[];
  /** The names of every module the app could list in `app.json#/modules` (for the config check's message). */
  readonly catalogue: readonly string[];
  readonly actions: Readonly<Record<string, ActionHandler>>;
  /**
   * The custom actions the catalogue's unlisted modules would handle (`student.reset-login-password` of
   * `client`): a resource of a listed module that offers one starts without it, as its module is off.
   */
  readonly switchedOffActions: ReadonlySet<string>;
  /**
   * The abilities the catalogue's unlisted modules would register (财务 `FINANCE` of `orders`): a role
   * granting one keeps it in roles.json, and it grants nothing while the module is off.
   */
  readonly switchedOffAbilities: ReadonlySet<string>;
  readonly managed: Readonly<Record<string, ManagedFields>>;
  readonly hooks: Readonly<Record<string, ResourceHooks>>;
  readonly aggregates: Readonly<Record<string, Aggregate>>;
  /** The pages a route may name besides the config-driven ones: the framework's and the modules', with their owner. */
  readonly pages: Readonly<Record<string, string>>;
  /** The abilities a role may be granted, in order: the framework's (查看, 编辑, 删除), then the modules'. */
  readonly abilities: Readonly<Record<string, Localized>>;
  readonly responses: Readonly<Record<string, Schema>>;
  readonly components: Readonly<Record<string, Schema>>;
}

/** The framework's own abilities, as a module's would be: a module registering one of these stops the start. */
const framework: ServerModule = {
  name: "framework",
  abilities: FRAMEWORK_ABILITIES,
  pages: FRAMEWORK_PAGES,
};

/** A module's pages: its own list, or its manifest's. */
const pagesOf = (m: ServerModule) =>
  Object.fromEntries((m.pages ?? m.folder?.manifest?.pages ?? []).map((page) => [page, m.name]));

/** One registry from every module's part of it: a name two modules register stops the start. */
function merged<T>(
  modules: readonly ServerModule[],
  what: string,
  part: (m: ServerModule) => Record<string, T> | undefined,
) {
  const out: Record<string, T> = {};
  const owner: Record<string, string> = {};
  for (const m of modules) {
    for (const [name, value] of Object.entries(part(m) ?? {})) {
      if (Object.hasOwn(owner, name))
        throw new Error(`modules "${owner[name]}" and "${m.name}" both register the ${what} "${name}"`);
      owner[name] = m.name;
      out[name] = value;
    }
  }
  return out;
}

/** The registries of an app made of `modules` (none: the framework alone). */
export function appParts(
  modules: readonly ServerModule[],
  catalogue: readonly string[] = modules.map((m) => m.name),
  switchedOffActions: Iterable<string> = [],
  switchedOffAbilities: Iterable<string> = [],
): AppParts {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`the module "${m.name}" is listed twice`);
    names.add(m.name);
  }
  return {
    modules,
    catalogue,
    actions: merged(modules, "action", (m) => m.actions),
    switchedOffActions: new Set(switchedOffActions),
    switchedOffAbilities: new Set(switchedOffAbilities),
    managed: merged(modules, "managed fields of", (m) => m.managed),
    hooks: merged(modules, "hooks of", (m) => m.hooks),
    aggregates: merged(modules, "aggregate", (m) => Object.fromEntries((m.aggregates ?? []).map((a) => [a.name, a]))),
    abilities: merged([framework, ...modules], "ability", (m) => m.abilities),
    pages: merged([framework, ...modules], "page", pagesOf),
    responses: merged(modules, "answer of", (m) => m.answers?.responses),
    components: merged(modules, "answer schema", (m) => m.answers?.components),
  };
}
