import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { moduleConfigLayers } from "../module-folders.js";

/**
 * The files of a config folder, by path relative to it (`app.json`, `resources/campus.json`, …), as
 * text. A folder read from disk, or a folder with a designer's draft laid over it: every check of the
 * pipeline (docs/architecture.md, "Live config") takes this one shape.
 */
export type ConfigFiles = Map<string, string>;

/** The folders whose `*.json` files belong to the config (README.md files and others are not). */
const folders = ["resources", "dashboards"];

/** The paths of the `*.json` files of a config folder's sub-folders (`resources/campus.json`, …). */
export const folderPaths = (root: string): string[] =>
  folders.flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((f) => f.endsWith(".json"))
          .map((f) => `${folder}/${f}`)
      : [],
  );

/** The `*.json` files of a config folder's sub-folders (resources/, dashboards/), by path relative to it. */
function readFolders(root: string, files: ConfigFiles): void {
  for (const path of folderPaths(root)) files.set(path, readFileSync(join(root, path), "utf8"));
}

/**
 * Reads every config file of a folder, with the resources and dashboards of the modules its app.json
 * lists beneath (`modules/<name>/config`): a module's file is the default, and the app's file of the
 * same path, which the designer writes, replaces it. A missing folder is an empty set (the check names
 * what is missing).
 */
export function readConfigFiles(dir: string): ConfigFiles {
  const root = resolve(dir);
  const files: ConfigFiles = new Map();
  if (!existsSync(root)) return files;
  for (const layer of moduleConfigLayers(root)) readFolders(layer.dir, files);
  for (const name of readdirSync(root).filter((f) => rootFiles.includes(f)))
    files.set(name, readFileSync(join(root, name), "utf8"));
  readFolders(root, files);
  // The root's files first, then each folder's: the order the checks report problems in.
  const rank = (path: string) => folders.indexOf(path.split("/")[0]!) + 1;
  return new Map([...files].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every path a listed module gives the config folder `dir`, with the module's name: the designer shows
 * it, and such a file cannot be removed (it would come back from the module's folder).
 */
export function moduleFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const layer of moduleConfigLayers(resolve(dir)))
    for (const path of folderPaths(layer.dir)) out[path] ??= layer.module;
  return out;
}

/** Whether a path names a config file the folder may hold (the designer writes nothing else). */
export function isConfigPath(path: string): boolean {
  return rootFiles.includes(path) || new RegExp(`^(${folders.join("|")})/[a-z][a-z0-9-]*\\.json$`).test(path);
}

/** The files at the folder's root that belong to the config. */
export const rootFiles = ["app.json", "routes.json", "errors.json", "roles.json"];

/** The version of a set of files: a hash of their sorted paths and texts, so equal files are one version. */
export function configVersion(files: ConfigFiles): string {
  const hash = createHash("sha256");
  for (const path of [...files.keys()].sort()) hash.update(path).update("\0").update(files.get(path)!).update("\0");
  return hash.digest("hex").slice(0, 12);
}

/** `files` with `changes` laid over: a text replaces a file, null removes it. */
export function overlay(files: ConfigFiles, changes: Map<string, string | null>): ConfigFiles {
  const next: ConfigFiles = new Map(files);
  for (const [path, text] of changes) {
    if (text === null) next.delete(path);
    else next.set(path, text);
  }
  return new Map([...next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
