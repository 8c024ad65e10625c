import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import type { ModuleManifest } from "../src/types/generated/module.js";
import type { ModuleErrors } from "../src/types/generated/module-errors.js";
import type { ErrorCatalogue } from "../src/types/generated/errors.js";
import type { ConfigProblem } from "./config/problems.js";
import type { DialectName } from "./db/store.js";
import { readCheckedJson } from "./config/extension-messages.js";
import { rawAppFile } from "./config/app-file.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The folder of the business modules: one sub-folder per module (`modules/<name>/module.json`, its
 * `server/`, `config/`, `tests/`), beside the framework's `mock-server/` and `src/`, because a module is
 * server, browser, shared code and config at once (docs/architecture.md, "Where things live").
 */
export const modulesDir = join(root, "modules");

/** A module's folder as the start read it: its manifest and error texts when they passed, or their problems. */
export interface ModuleFolder {
  /** The folder, absolute. */
  dir: string;
  manifest?: ModuleManifest;
  errors?: ModuleErrors;
  /** What is wrong with its files, as config problems of `modules/<name>/…`: any of them stops the start. */
  problems: ConfigProblem[];
}

// Manifests come from developers, not admins: no strict mode, so `description` and friends are welcome.
const ajv = new Ajv({ allErrors: true, strict: false });
const schema = (name: string) => JSON.parse(readFileSync(join(root, "schemas", name), "utf8"));
const validateManifest = ajv.compile<ModuleManifest>(schema("module.schema.json"));
const validateErrors = ajv.compile<ModuleErrors>(schema("module-errors.schema.json"));

/**
 * Reads and checks `<dir>/module.json` and the error texts it names: the name equals the folder's, every
 * code lies in the module's range. What needs the app's list (dependencies, two modules' ranges) is
 * checkModules'.
 */
export function readModuleFolder(dir: string): ModuleFolder {
  const name = dir.split(/[\\/]/).pop()!;
  const at = `modules/${name}`;
  const problems: ConfigProblem[] = [];
  const sayIn = (file: string) => (pointer: string, message: string) => problems.push({ file, pointer, message });
  const say = sayIn(`${at}/module.json`);
  const manifest = readCheckedJson(join(dir, "module.json"), validateManifest, say);
  if (!manifest) return { dir, problems };
  if (manifest.name !== name) say("/name", `应与文件夹名 "${name}" 相同`);
  if (!manifest.errors) return { dir, manifest, problems };
  const file = `${at}/${manifest.errors.file}`;
  const [first, last] = manifest.errors.range;
  if (first > last) say("/errors/range", `范围的起点 ${first} 大于终点 ${last}`);
  const sayErrors = sayIn(file);
  const errors = readCheckedJson(join(dir, manifest.errors.file), validateErrors, sayErrors);
  for (const [lang, codes] of [
    ["", errors?.codes],
    ["/en-US", errors?.["en-US"]?.codes],
  ] as const)
    for (const code of Object.keys(codes ?? {}))
      if (Number(code) < first || Number(code) > last)
        sayErrors(
          `${lang}/codes/${code}`,
          `错误码 ${code} 不在模块的范围 ${first}–${last} 内（module.json#/errors/range）`,
        );
  return { dir, manifest, errors, problems };
}

/**
 * A module folder's migrations, by the folders' layout: `migrations/sqlite` and `migrations/postgres`,
 * those that exist (none for a module without tables).
 */
export function folderMigrations(dir: string): Partial<Record<DialectName, string>> {
  const dialects: DialectName[] = ["sqlite", "postgres"];
  return Object.fromEntries(
    dialects.map((d) => [d, join(dir, "migrations", d)] as const).filter(([, path]) => existsSync(path)),
  );
}

/**
 * The app's catalogue with its modules' error texts joined (modules/<name>/…, module.json#/errors): a
 * code the app's errors.json also gives keeps the app's wording.
 */
export function joinModuleErrors(errors: ErrorCatalogue, fragments: readonly ModuleErrors[]): ErrorCatalogue {
  if (!fragments.length) return errors;
  const english = errors["en-US"] ?? {};
  return {
    ...errors,
    codes: Object.assign({}, ...fragments.map((f) => f.codes), errors.codes),
    "en-US": {
      ...english,
      codes: Object.assign({}, ...fragments.map((f) => f["en-US"]?.codes ?? {}), english.codes),
    },
  };
}

/** The names `app.json#/modules` of a config folder lists (none when the file is missing or unreadable: its check says why). */
export function listedModules(configDir: string): string[] {
  const listed = rawAppFile(configDir).modules;
  return Array.isArray(listed) ? listed.filter((n): n is string => typeof n === "string") : [];
}

/**
 * The config folders a config folder's listed modules bring (`modules/<name>/config`), in the list's
 * order: their resources and dashboards lie beneath the app's own files (files.ts).
 */
export function moduleConfigLayers(configDir: string, modules = modulesDir): { module: string; dir: string }[] {
  return listedModules(configDir)
    .filter((name) => /^[a-z][a-z0-9-]*$/.test(name))
    .map((name) => ({ module: name, dir: join(modules, name, "config") }))
    .filter((layer) => existsSync(layer.dir));
}
