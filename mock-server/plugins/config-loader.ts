import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv, { type ErrorObject } from "ajv";
import type { AppConfig } from "../../src/types/generated/app.js";
import type { RoutesConfig } from "../../src/types/generated/routes.js";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { DashboardConfig } from "../../src/types/generated/dashboard.js";
import { checkResources } from "../resources/check-resources.js";
import { checkDashboards } from "../modules/stats/check-dashboards.js";
import { isTimeZone } from "../../src/common/time-zone.js";
import { configVersion, readConfigFiles } from "../config/files.js";

/** Everything under config/, validated. */
export interface LoadedConfig {
  dir: string;
  /** configVersion of the files (config/files.ts): equal files, one version. */
  version: string;
  app: AppConfig;
  routes: RoutesConfig;
  errors: ErrorCatalogue;
  resources: Record<string, ResourceConfig>;
  /** config/dashboards/<name>.json by name: the statistics pages (`dashboard:<name>` routes). */
  dashboards: Record<string, DashboardConfig>;
}

/** An invalid config folder: one line per problem, `file#/json/pointer: message`. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`invalid config:\n${lines.join("\n")}`);
    this.name = "ConfigError";
  }
}

export const schemasDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../schemas");

let ajv: Ajv | undefined;
function validator(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: false });
  for (const file of readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json"))) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, file), "utf8")));
  }
  return ajv;
}

function describe(file: string, e: ErrorObject): string {
  let message = e.message ?? "is invalid";
  if (e.keyword === "additionalProperties")
    message = `unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === "enum") message += `: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`;
  return `${file}#${e.instancePath}: ${message}`;
}

/** Reads and parses one JSON file; a missing or malformed file becomes a problem line. */
function readJson(dir: string, file: string, problems: string[]): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) {
    problems.push(`${file}#: file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    problems.push(`${file}#: not valid JSON (${(err as Error).message})`);
    return undefined;
  }
}

function check(file: string, schemaId: string, data: unknown, problems: string[]): void {
  if (data === undefined) return;
  const validate = validator().getSchema(schemaId);
  if (!validate) throw new Error(`schema ${schemaId} is missing from schemas/`);
  if (!validate(data)) {
    // oneOf failures repeat one line per branch; keep the lines distinct.
    for (const line of new Set((validate.errors ?? []).map((e) => describe(file, e)))) problems.push(line);
  }
}

/** Route names must be unique: they key tabs and the page cache. */
function checkRouteNames(routes: RoutesConfig, problems: string[]): void {
  const seen = new Set<string>();
  const walk = (list: RoutesConfig["routes"], pointer: string) =>
    list.forEach((r, i) => {
      if (seen.has(r.name)) problems.push(`routes.json#${pointer}/${i}/name: duplicate route name "${r.name}"`);
      seen.add(r.name);
      if (r.children) walk(r.children, `${pointer}/${i}/children`);
    });
  walk(routes.routes, "/routes");
}

/**
 * Loads and validates every file of a config folder. Throws ConfigError listing every
 * problem at once, so an admin fixes them in one pass instead of one per restart.
 */
export function loadConfig(configDir: string): LoadedConfig {
  const dir = resolve(configDir);
  const problems: string[] = [];
  if (!existsSync(dir)) throw new ConfigError([`${dir}: config folder not found`]);

  const app = readJson(dir, "app.json", problems);
  check("app.json", "app.schema.json", app, problems);
  const zone = (app as AppConfig | undefined)?.timeZone;
  // The schema cannot list the zones; the runtime knows them (a typo would shift every time shown).
  if (typeof zone === "string" && zone && !isTimeZone(zone))
    problems.push(`app.json#/timeZone: unknown time zone "${zone}"`);
  const routes = readJson(dir, "routes.json", problems);
  check("routes.json", "routes.schema.json", routes, problems);
  const errors = readJson(dir, "errors.json", problems);
  check("errors.json", "errors.schema.json", errors, problems);
  if (routes && problems.every((p) => !p.startsWith("routes.json"))) checkRouteNames(routes as RoutesConfig, problems);

  const resources: Record<string, ResourceConfig> = {};
  const resourceDir = join(dir, "resources");
  const resourceFiles = existsSync(resourceDir)
    ? readdirSync(resourceDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  for (const file of resourceFiles) {
    const rel = `resources/${file}`;
    const data = readJson(dir, rel, problems) as ResourceConfig | undefined;
    const before = problems.length;
    check(rel, "resource.schema.json", data, problems);
    if (!data || problems.length > before) continue;
    const expected = file.replace(/\.json$/, "");
    if (data.name !== expected) problems.push(`${rel}#/name: must equal the file name "${expected}"`);
    else resources[data.name] = data;
  }
  if (routes && !problems.length) problems.push(...checkResources(resources, (routes as RoutesConfig).routes));

  const dashboards: Record<string, DashboardConfig> = {};
  const dashboardDir = join(dir, "dashboards");
  const dashboardFiles = existsSync(dashboardDir)
    ? readdirSync(dashboardDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  for (const file of dashboardFiles) {
    const rel = `dashboards/${file}`;
    const data = readJson(dir, rel, problems) as DashboardConfig | undefined;
    const before = problems.length;
    check(rel, "dashboard.schema.json", data, problems);
    if (!data || problems.length > before) continue;
    const expected = file.replace(/\.json$/, "");
    if (data.name !== expected) problems.push(`${rel}#/name: must equal the file name "${expected}"`);
    else dashboards[data.name] = data;
  }
  if (routes && !problems.length)
    problems.push(...checkDashboards(dashboards, resources, (routes as RoutesConfig).routes));

  if (problems.length) throw new ConfigError(problems);
  return {
    dir,
    version: configVersion(readConfigFiles(dir)),
    app: app as AppConfig,
    routes: routes as RoutesConfig,
    errors: errors as ErrorCatalogue,
    resources,
    dashboards,
  };
}
