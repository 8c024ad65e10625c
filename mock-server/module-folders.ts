import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import type { ModuleManifest } from "../src/types/generated/module.js";
import type { ModuleErrors } from "../src/types/generated/module-errors.js";
import type { ConfigProblem } from "./config/problems.js";
import { chineseMessage } from "./config/extension-messages.js";

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

/** A JSON file of the module checked against its schema, or undefined with its problems told. */
function readChecked<T>(
  path: string,
  file: string,
  validate: typeof validateManifest | typeof validateErrors,
  problems: ConfigProblem[],
) {
  const say = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!existsSync(path)) return (say("", "缺少此文件"), undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    return (say("", `不是有效的 JSON（${(err as Error).message}）`), undefined);
  }
  if (validate(parsed)) return parsed as T;
  for (const e of validate.errors ?? []) say(e.instancePath, chineseMessage(e));
  return undefined;
}

/**
 * Reads and checks `<dir>/module.json` and the error texts it names: the name equals the folder's, every
 * code lies in the module's range. What needs the app's list (dependencies, two modules' ranges) is
 * checkModules'.
 */
export function readModuleFolder(dir: string): ModuleFolder {
  const name = dir.split(/[\\/]/).pop()!;
  const at = `modules/${name}`;
  const problems: ConfigProblem[] = [];
  const manifest = readChecked<ModuleManifest>(
    join(dir, "module.json"),
    `${at}/module.json`,
    validateManifest,
    problems,
  );
  if (!manifest) return { dir, problems };
  if (manifest.name !== name)
    problems.push({ file: `${at}/module.json`, pointer: "/name", message: `应与文件夹名 "${name}" 相同` });
  if (!manifest.errors) return { dir, manifest, problems };
  const file = `${at}/${manifest.errors.file}`;
  const [first, last] = manifest.errors.range;
  if (first > last)
    problems.push({
      file: `${at}/module.json`,
      pointer: "/errors/range",
      message: `范围的起点 ${first} 大于终点 ${last}`,
    });
  const errors = readChecked<ModuleErrors>(join(dir, manifest.errors.file), file, validateErrors, problems);
  for (const [lang, codes] of [
    ["", errors?.codes],
    ["/en-US", errors?.["en-US"]?.codes],
  ] as const)
    for (const code of Object.keys(codes ?? {}))
      if (Number(code) < first || Number(code) > last)
        problems.push({
          file,
          pointer: `${lang}/codes/${code}`,
          message: `错误码 ${code} 不在模块的范围 ${first}–${last} 内（module.json#/errors/range）`,
        });
  return { dir, manifest, errors, problems };
}

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
