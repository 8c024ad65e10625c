import { existsSync } from "node:fs";
import { checkBrand } from "../brand.js";
import { checkConfigSeeds } from "../seed/config-seeds.js";
import { checkAccessAbilities, checkRoles } from "../config/check-roles.js";
import { checkPages } from "../config/check-pages.js";
import { joinModuleErrors } from "../module-folders.js";
import type { RolesConfig } from "../../src/types/generated/roles.js";
import { checkModules } from "../config/check-modules.js";
import { switchedOffResources, withoutSwitchedOff } from "../config/switched-off.js";
import type { AppParts } from "../parts.js";
import { resolve } from "node:path";
import type { AppConfig } from "../../src/types/generated/app.js";
import type { RoutesConfig } from "../../src/types/generated/routes.js";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { DashboardConfig } from "../../src/types/generated/dashboard.js";
import { checkResources } from "../resources/check-resources.js";
import { checkDependentRelations } from "../resources/check-dependent.js";
import { checkExtensions } from "../config/check-extensions.js";
import { readExtensions } from "../config/extensions.js";
import { checkDashboards } from "../modules/stats/check-dashboards.js";
import { isTimeZone } from "../../src/common/time-zone.js";
import { configVersion, readConfigFiles, type ConfigFiles } from "../config/files.js";
import { parseProblemLine, problemLine, type ConfigProblem } from "../config/problems.js";
import { schemaProblems } from "../config/schema-problems.js";
import { unknownResource } from "../config/did-you-mean.js";
import { checkRowRules } from "../resources/row-rules.js";
import { checkFieldRules } from "../resources/field-rules.js";

export { schemasDir } from "../config/schema-problems.js";

/** Everything under config/, validated. */
export interface LoadedConfig {
  dir: string;
  /** The version of the files this config was read from (configVersion: a hash of paths and texts). */
  version: string;
  app: AppConfig;
  routes: RoutesConfig;
  errors: ErrorCatalogue;
  resources: Record<string, ResourceConfig>;
  /** config/dashboards/<name>.json by name: the statistics pages (`dashboard:<name>` routes). */
  dashboards: Record<string, DashboardConfig>;
  /** config/roles.json: the app's roles and demo accounts (none when the file is absent). */
  roles: RolesConfig;
}

/**
 * An invalid config: every problem, each `{file, pointer, message}`; `lines` are the same as
 * `file#/json/pointer: message`. Lines of older checks (`file#pointer: message` strings) are taken apart.
 */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  readonly lines: string[];
  constructor(
    problems: readonly (ConfigProblem | string)[],
    /**
     * The resources that passed every check (the rest of the config may be missing): enough to check them
     * against the database too, so the database's problems come in the same pass as the files'.
     */
    readonly partial?: Pick<LoadedConfig, "resources">,
  ) {
    const list = problems.map((p) => (typeof p === "string" ? parseProblemLine(p) : p));
    const lines = list.map(problemLine);
    super(`invalid config:\n${lines.join("\n")}`);
    this.name = "ConfigError";
    this.problems = list;
    this.lines = lines;
  }
}

/** A file's text as JSON; a missing or malformed file is a problem and gives undefined. */
function parseFile(files: ConfigFiles, file: string, problems: ConfigProblem[]): unknown {
  const text = files.get(file);
  if (text === undefined) {
    problems.push({ file, pointer: "", message: "缺少此文件" });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    problems.push({ file, pointer: "", message: `不是有效的 JSON（${where(text, err as Error)}）` });
    return undefined;
  }
}

/** Where JSON.parse stopped, as a line and column an editor shows; its own words when it names no place. */
function where(text: string, err: Error): string {
  const at = /position (\d+)/.exec(err.message);
  if (!at) return err.message;
  const before = text.slice(0, Number(at[1])).split("\n");
  return `第 ${before.length} 行第 ${before[before.length - 1].length + 1} 列`;
}

/** A file checked against its schema: `valid` only when it passes (its problems told), `parsed` in any case. */
function checkFile<T>(files: ConfigFiles, file: string, schemaId: string, problems: ConfigProblem[]) {
  const parsed = parseFile(files, file, problems);
  if (parsed === undefined) return { parsed, valid: undefined };
  const found = schemaProblems(file, schemaId, parsed);
  problems.push(...found);
  return { parsed, valid: found.length ? undefined : (parsed as T) };
}

/** Route names must be unique: they key tabs and the page cache. */
function checkRouteNames(routes: RoutesConfig, problems: ConfigProblem[]): void {
  const seen = new Set<string>();
  const walk = (list: RoutesConfig["routes"], pointer: string) =>
    list.forEach((r, i) => {
      if (seen.has(r.name))
        problems.push({ file: "routes.json", pointer: `${pointer}/${i}/name`, message: `路由名 "${r.name}" 重复` });
      seen.add(r.name);
      if (r.children) walk(r.children, `${pointer}/${i}/children`);
    });
  walk(routes.routes, "/routes");
}

/**
 * The files of one folder (`resources/`, `dashboards/`), each checked against its schema and named after
 * its file. Returns the valid ones by name and every file's name, valid or not: a reference to a file with
 * problems of its own is not reported again as unknown.
 */
function checkFolder<T extends { name: string }>(
  files: ConfigFiles,
  folder: string,
  schemaId: string,
  problems: ConfigProblem[],
): { valid: Record<string, T>; present: string[]; invalid: Record<string, unknown> } {
  const found: Record<string, T> = {};
  const invalid: Record<string, unknown> = {};
  const present: string[] = [];
  for (const file of [...files.keys()].filter((f) => f.startsWith(`${folder}/`)).sort()) {
    const expected = file.slice(folder.length + 1).replace(/\.json$/, "");
    present.push(expected);
    const { parsed, valid } = checkFile<T>(files, file, schemaId, problems);
    const name = (parsed as { name?: unknown } | undefined)?.name;
    if (typeof name === "string" && name !== expected)
      problems.push({ file, pointer: "/name", message: `应与文件名 "${expected}" 相同` });
    else if (valid) found[expected] = valid;
    else if (parsed !== undefined) invalid[expected] = parsed;
  }
  return { valid: found, present, invalid };
}

/**
 * Where a pointer is in its file, as the index of each step among its parent's keys or items: the order in
 * which a reader meets the problems. A step the file lacks (a missing key) comes after its siblings.
 */
function placeOf(files: ConfigFiles, file: string, pointer: string): number[] {
  let node: unknown;
  try {
    node = JSON.parse(files.get(file) ?? "null");
  } catch {
    return [];
  }
  const place: number[] = [];
  for (const step of pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))) {
    if (Array.isArray(node)) {
      place.push(Number(step));
      node = node[Number(step)];
    } else if (node && typeof node === "object") {
      const keys = Object.keys(node);
      place.push(keys.includes(step) ? keys.indexOf(step) : keys.length);
      node = (node as Record<string, unknown>)[step];
    } else break;
  }
  return place;
}

const comparePlaces = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** Problems grouped by file (app, routes, errors, then the folders' files), each file's in reading order. */
function byFile(problems: ConfigProblem[], files: ConfigFiles): ConfigProblem[] {
  const rank = (file: string) => ["app.json", "routes.json", "errors.json", "roles.json"].indexOf(file) + 1 || 5;
  const placed = problems.map((p) => ({ p, place: placeOf(files, p.file, p.pointer) }));
  return placed
    .sort(
      (a, b) =>
        rank(a.p.file) - rank(b.p.file) ||
        (a.p.file < b.p.file ? -1 : a.p.file > b.p.file ? 1 : 0) ||
        comparePlaces(a.place, b.place),
    )
    .map(({ p }) => p);
}

/**
 * Checks a whole config (ConfigFiles: a folder read from disk, or a folder with a draft laid over it) and
 * returns it, or throws ConfigError with every problem at once, in Chinese, each at its file and pointer.
 * A file that fails its schema is left out of the checks across files, and every other file is still
 * checked against the rest, so one pass tells all. Files other than the config's own are ignored.
 */
export function checkConfigFiles(files: ConfigFiles, parts: AppParts, dir = ""): LoadedConfig {
  const problems: ConfigProblem[] = [];
  const app = checkFile<AppConfig>(files, "app.json", "app.schema.json", problems);
  // The schema cannot list the zones; the runtime knows them (a typo would shift every time shown).
  const zone = (app.parsed as Partial<AppConfig> | undefined)?.timeZone;
  if (typeof zone === "string" && zone && !isTimeZone(zone))
    problems.push({ file: "app.json", pointer: "/timeZone", message: `未知的时区 "${zone}"` });
  problems.push(...checkModules(app.valid?.modules ?? [], parts));
  problems.push(...checkBrand(app.valid, dir));
  const routes = checkFile<RoutesConfig>(files, "routes.json", "routes.schema.json", problems).valid;
  if (routes) checkRouteNames(routes, problems);
  const errors = checkFile<ErrorCatalogue>(files, "errors.json", "errors.schema.json", problems).valid;
  // Optional: a back-office without it has the framework's admin role alone.
  const roles = files.has("roles.json")
    ? checkFile<RolesConfig>(files, "roles.json", "roles.schema.json", problems).valid
    : { roles: [] };
  if (roles) problems.push(...checkRoles(roles, Object.keys(parts.abilities), parts.switchedOffAbilities));

  const folder = checkFolder<ResourceConfig>(files, "resources", "resource.schema.json", problems);
  const off = () => switchedOffResources(parts.catalogue, app.valid?.modules ?? []);
  const resources = {
    ...folder,
    valid: withoutSwitchedOff(folder.valid, folder.present, off, parts.switchedOffActions),
  };
  const dashboards = checkFolder<DashboardConfig>(files, "dashboards", "dashboard.schema.json", problems);
  const routeList = routes?.routes ?? [];
  problems.push(...checkResources(resources.valid, routeList, parts.actions, resources.present));
  // Bespoke pages are the framework's or a listed module's.
  if (routes) problems.push(...checkPages(routes.routes, parts.pages));
  // Access rules name the app's abilities (a route's meta.roles, a resource's or an action's access).
  const abilities = Object.keys(parts.abilities);
  if (routes) problems.push(...checkAccessAbilities("routes.json", routes, abilities));
  for (const [name, resource] of Object.entries(resources.valid))
    problems.push(...checkAccessAbilities(`resources/${name}.json`, resource, abilities));
  // A dependent relation (a lecturer of the row's campus) names fields both sides have.
  problems.push(...checkDependentRelations(resources.valid));
  // Row and field rules name resources, fields and account attributes the config has.
  if (roles) {
    const attributes = app.valid ? (app.valid.accountAttributes ?? []) : undefined;
    // A rule waits for a resource whose file was refused (its own problems are said) or whose module is off.
    const waits = (name: string) => resources.present.includes(name) || off().has(name);
    problems.push(...checkRowRules(roles.roles, resources.valid, attributes, waits));
    problems.push(...checkFieldRules(roles.roles, resources.valid, waits));
  }
  // An account attribute's ids are rows of a resource the config has.
  (app.valid?.accountAttributes ?? []).forEach((a, i) => {
    const target = a.relation?.resource;
    if (target && !resources.valid[target] && !resources.present.includes(target))
      problems.push({
        file: "app.json",
        pointer: `/accountAttributes/${i}/relation/resource`,
        message: unknownResource(target, resources.present),
      });
  });
  problems.push(...checkConfigSeeds(dir, resources.valid, resources.present));
  // Names of renderers, widgets and actions from the extensions folder, and every `props` by its fragment.
  const extensions = readExtensions();
  problems.push(...checkExtensions(resources.valid, extensions));
  // The schema lets any name through (extensions add names): a file that failed it for another reason still
  // hears of a misspelt renderer or widget in the same pass, as far as its shape allows.
  for (const [name, parsed] of Object.entries(resources.invalid)) {
    try {
      problems.push(...checkExtensions({ [name]: parsed as ResourceConfig }, { ...extensions, problems: [] }));
    } catch {
      // Too broken to walk: its schema problems say what to fix first.
    }
  }
  problems.push(
    ...checkDashboards(dashboards.valid, resources.valid, routeList, parts.aggregates, {
      resources: resources.present,
      dashboards: dashboards.present,
    }),
  );

  if (problems.length) throw new ConfigError(byFile(problems, files), { resources: resources.valid });
  return {
    dir,
    version: configVersion(files),
    app: app.valid!,
    routes: routes!,
    errors: joinModuleErrors(
      errors!,
      parts.modules.flatMap((m) => (m.folder?.errors ? [m.folder.errors] : [])),
    ),
    resources: resources.valid,
    dashboards: dashboards.valid,
    roles: roles!,
  };
}

/** Reads and checks a config folder (checkConfigFiles of its files). Throws ConfigError with every problem. */
export function loadConfig(configDir: string, parts: AppParts): LoadedConfig {
  const dir = resolve(configDir);
  if (!existsSync(dir)) throw new ConfigError([{ file: dir, pointer: "", message: "找不到配置文件夹" }]);
  return checkConfigFiles(readConfigFiles(dir), parts, dir);
}
