import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * A config folder's app.json as plain JSON, for what must be known before (or without) checking the
 * config: the modules to load, the data folder's file names. Empty when the file is missing or not JSON:
 * its check says why.
 */
export function rawAppFile(configDir: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(resolve(configDir), "app.json"), "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
