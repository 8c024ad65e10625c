import type { ConfigFiles } from "../types.js";

export const ROUTES_FILE = "routes.json";

/** `resources/<name>.json`: where a resource's config lives under `config/`. */
export const resourcePath = (name: string) => `resources/${name}.json`;

/** The resource a path is the file of, if it is one. */
export function resourceOfPath(path: string): string | undefined {
  return /^resources\/([a-z][a-z0-9-]*)\.json$/.exec(path)?.[1];
}

/** The names of the resources among the files, sorted. */
export const resourceNames = (files: ConfigFiles) =>
  Object.keys(files)
    .flatMap((path) => {
      const name = resourceOfPath(path);
      return name && files[path] ? [name] : [];
    })
    .sort();

/** The schema a config file is checked against, by its path. */
export function schemaFor(path: string): string | undefined {
  if (resourceOfPath(path)) return "resource.schema.json";
  if (path.startsWith("dashboards/")) return "dashboard.schema.json";
  const top: Record<string, string> = {
    "app.json": "app.schema.json",
    "routes.json": "routes.schema.json",
    "errors.json": "errors.schema.json",
  };
  return top[path];
}
