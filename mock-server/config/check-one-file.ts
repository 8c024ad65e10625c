import { toLocale, type Locale } from "../../src/common/i18n.js";
import { duplicateFields } from "../../src/common/duplicate-fields.js";
import type { ConfigProblem } from "./problems.js";
import { schemaProblems } from "./schema-problems.js";

const rootSchemas: Record<string, string> = {
  "app.json": "app.schema.json",
  "routes.json": "routes.schema.json",
  "errors.json": "errors.schema.json",
  "roles.json": "roles.schema.json",
};

/** The schema a config file is checked against, by its path (as the config check reads the folder). */
export function schemaOfPath(path: string): string | undefined {
  if (/^resources\/[a-z][a-z0-9-]*\.json$/.test(path)) return "resource.schema.json";
  if (/^dashboards\/[a-z][a-z0-9-]*\.json$/.test(path)) return "dashboard.schema.json";
  return rootSchemas[path];
}

/**
 * One file's own problems, in `locale`: its schema's (every one at once, each at its pointer), and for a
 * valid resource a field named twice in one list. What the designer shows as an admin types, from the
 * same validator and messages as the start and the save; the problems that need the other files (an
 * unknown resource, a missing page) come from the plan.
 */
export function fileProblems(path: string, value: unknown, locale: Locale): ConfigProblem[] {
  const schemaId = schemaOfPath(path);
  if (!schemaId) return [];
  const problems = schemaProblems(path, schemaId, value, locale);
  if (problems.length || schemaId !== "resource.schema.json") return problems;
  return duplicateFields(value as never).map(({ pointer, message }) => ({
    file: path,
    pointer,
    message: toLocale(message, locale),
  }));
}
