import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Store } from "../db/index.js";
import { ConfigError, loadConfig, type LoadedConfig } from "../plugins/config-loader.js";
import { syncTables, typeConflicts } from "../resources/sync-tables.js";
import { configVersion, type ConfigFiles } from "./files.js";
import { parseProblemLine, type ConfigProblem } from "./problems.js";

/** A config that passed every check, with what applying it would change. */
export interface Prepared {
  config: LoadedConfig;
  /** The plan in Chinese, a line per change (empty: nothing to change in the database or the menus). */
  lines: string[];
}

export type PrepareResult = { ok: true; prepared: Prepared } | { ok: false; problems: ConfigProblem[] };

const problemsOf = (err: unknown): ConfigProblem[] => {
  if (err instanceof ConfigError) return err.lines.map(parseProblemLine);
  throw err;
};

/** Schemas and cross-file checks of a set of files (plugins/config-loader.ts). */
function check(files: ConfigFiles, dir: string): LoadedConfig {
  const tmp = mkdtempSync(join(tmpdir(), "omo-config-"));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(tmp, path)), { recursive: true });
      writeFileSync(join(tmp, path), text);
    }
    return { ...loadConfig(tmp), dir, version: configVersion(files) } as LoadedConfig;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * check → plan (docs/architecture.md, "One pipeline"): every problem of `files`, or the checked config and
 * its plan against the real database. Nothing is written. The start, check:config, config:plan, the file
 * watcher and the designer all come through here.
 */
export async function prepareConfig(
  store: Store,
  files: ConfigFiles,
  dir: string,
  _previous?: LoadedConfig,
): Promise<PrepareResult> {
  let config: LoadedConfig;
  try {
    config = check(files, dir);
  } catch (err) {
    return { ok: false, problems: problemsOf(err) };
  }
  const problems: ConfigProblem[] = [];
  for (const res of Object.values(config.resources))
    problems.push(...(await typeConflicts(store, res)).map(parseProblemLine));
  if (problems.length) return { ok: false, problems };
  return { ok: true, prepared: { config, lines: [] } };
}

/** apply: the plan's tables and columns, in one transaction. */
export async function applyConfig(store: Store, prepared: Prepared): Promise<void> {
  await syncTables(store, prepared.config.resources);
}
