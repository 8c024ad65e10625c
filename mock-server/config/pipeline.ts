import type { Store } from "../db/index.js";
import { checkConfigFiles, ConfigError, type LoadedConfig } from "../plugins/config-loader.js";
import { syncTables, typeConflicts } from "../resources/sync-tables.js";
import type { ConfigFiles } from "./files.js";
import { parseProblemLine, type ConfigProblem } from "./problems.js";

/** A config that passed every check, with what applying it would change. */
export interface Prepared {
  config: LoadedConfig;
  /** The plan in Chinese, a line per change (empty: nothing to change in the database or the menus). */
  lines: string[];
}

export type PrepareResult = { ok: true; prepared: Prepared } | { ok: false; problems: ConfigProblem[] };

const problemsOf = (err: unknown): ConfigProblem[] => {
  if (err instanceof ConfigError) return err.problems;
  throw err;
};

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
    config = checkConfigFiles(files, dir);
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
