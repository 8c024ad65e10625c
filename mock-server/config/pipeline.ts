import type { Store, Trx } from "../db/index.js";
import { checkConfigFiles, ConfigError, type LoadedConfig } from "../plugins/config-loader.js";
import type { ConfigFiles } from "./files.js";
import { describePlan, planConfig, type ConfigPlan } from "./plan.js";
import { applyConfig as applyTables } from "./apply.js";
import type { ConfigProblem } from "./problems.js";
import type { AppParts } from "../parts.js";

/** A config that passed every check, with what applying it would change. */
export interface Prepared {
  config: LoadedConfig;
  plan: ConfigPlan;
  /** The plan in Chinese, a line per change (describePlan). */
  lines: string[];
}

export type PrepareResult = { ok: true; prepared: Prepared } | { ok: false; problems: ConfigProblem[] };

/**
 * check → plan (docs/architecture.md, "One pipeline"): every problem of `files`, or the checked config and
 * its plan against the real database. Nothing is written. The start, check:config, config:plan, the file
 * watcher and the designer all come through here.
 */
export async function prepareConfig(
  store: Store,
  files: ConfigFiles,
  dir: string,
  parts: AppParts,
  previous?: LoadedConfig,
): Promise<PrepareResult> {
  let config: LoadedConfig;
  try {
    config = checkConfigFiles(files, parts, dir);
  } catch (err) {
    if (err instanceof ConfigError) return { ok: false, problems: [...err.problems, ...(await tableProblems(store, err))] };
    throw err;
  }
  const { plan, problems } = await planConfig(store, config, previous);
  if (problems.length) return { ok: false, problems };
  return { ok: true, prepared: { config, plan, lines: describePlan(plan) } };
}

/**
 * The database's problems with the resources that passed the file checks, so one pass reports both (a
 * type changed in one file while another has a typo). Best effort: a config this broken may not plan.
 */
export async function tableProblems(store: Store, err: ConfigError): Promise<ConfigProblem[]> {
  if (!err.partial) return [];
  try {
    return (await planConfig(store, err.partial as LoadedConfig)).problems;
  } catch {
    return [];
  }
}

/**
 * apply: the plan's tables, columns and renames, and `within` (the version's row), in one transaction under
 * the database's lock "omo:config". Planned again inside it: another process may have applied meanwhile.
 */
export async function applyPrepared(
  store: Store,
  prepared: Prepared,
  previous: LoadedConfig,
  within: (trx: Trx) => Promise<void>,
): Promise<ConfigProblem[]> {
  const { problems } = await applyTables(store, prepared.config, previous, { within });
  return problems;
}
