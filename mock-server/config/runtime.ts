import { watch, type FSWatcher } from "node:fs";
import { syncRoles } from "../modules/authority/roles-file.js";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db, Store, Trx } from "../db/index.js";
import type { LoadedConfig } from "../plugins/config-loader.js";
import { AppError } from "../plugins/errors.js";
import { configVersion, moduleFiles, overlay, readConfigFiles, type ConfigFiles } from "./files.js";
import { formatConfigFile } from "./format.js";
import { applyPrepared, prepareConfig, type Prepared } from "./pipeline.js";
import type { ConfigProblem } from "./problems.js";
import type { AppParts } from "../parts.js";

/** The applied version, and the problems of the last attempt that failed (none once a good one applies). */
export interface ConfigStatus {
  version: string;
  appliedAt: string;
  appliedBy: string;
  problems: ConfigProblem[];
}

/** What browsers and other listeners are told: a version applied, or an attempt failed. */
export interface ConfigEvent {
  version: string;
  problems: number;
}

/** Where an applied version came from (the `config_versions.source` column). */
export type ConfigSource = "start" | "watch" | "designer" | "notify" | "poll" | "reload";

/** A designer's changes: a path's new JSON, or null to remove the file. */
export type ConfigChanges = Map<string, unknown | null>;

export interface ConfigRuntime {
  readonly dir: string;
  /** The version serving now. */
  readonly config: LoadedConfig;
  /** Its request handler (the front hands every request to it). */
  readonly handler: FastifyInstance;
  status(): ConfigStatus;
  /** The folder's files now (the designer edits these, whether or not they are applied). */
  folder(): ConfigFiles;
  /** Reads the folder and, when it differs from the version serving, checks, applies and swaps. */
  reload(source?: ConfigSource, by?: string): Promise<ConfigStatus>;
  /** check + plan of the folder with `changes` laid over; nothing written. */
  dryRun(changes: ConfigChanges): Promise<{ version: string; problems: ConfigProblem[]; lines: string[] }>;
  /**
   * Writes `changes` into the folder and applies them, if the folder is still at `baseVersion`: else 10011
   * (with the folder's files), and 10012 with the problems when the result would be invalid (nothing written).
   */
  save(baseVersion: string, changes: ConfigChanges, by: string): Promise<{ version: string; lines: string[] }>;
  subscribe(fn: (event: ConfigEvent) => void): () => void;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  dir: string;
  store: Store;
  /** The version the start applied (its tables made under the start's lock). */
  initial: LoadedConfig;
  /** What the app's modules register: every version is checked against it. */
  parts: AppParts;
  build(config: LoadedConfig): Promise<FastifyInstance>;
  /** Watch the folder for changes (npm start); tests reload by hand. */
  watch?: boolean;
  /** How often a process compares its version with the newest applied one (PostgreSQL), ms. */
  pollMs?: number;
  log?: FastifyBaseLogger | false;
  now?: () => number;
}

const CHANNEL = "omo_config";

/** The error answered when the folder moved on since the designer read it. */
const conflict = (files: ConfigFiles, version: string) =>
  new AppError(10011, 409, { version, files: parsedFiles(files) });

/** Every file parsed (a file that is not JSON is given as its text: the designer shows it as such). */
export function parsedFiles(files: ConfigFiles): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, text] of files) {
    try {
      out[path] = JSON.parse(text);
    } catch {
      out[path] = text;
    }
  }
  return out;
}

/**
 * The running config (docs/architecture.md, "Live config"): one version serving, a queue so one change is
 * applied at a time, the folder watcher, and on PostgreSQL the notices and the poll through which processes
 * converge. The front asks it for the current handler on every request.
 */
export async function startConfigRuntime(options: RuntimeOptions): Promise<ConfigRuntime> {
  const { dir, store, parts } = options;
  const now = options.now ?? Date.now;
  const log = options.log || undefined;
  let config = options.initial;
  let handler = await options.build(config);
  /** The files of the version serving: what a change is compared with (the operation log names them). */
  let applied = readConfigFiles(dir);
  let status: ConfigStatus = { version: config.version, appliedAt: "", appliedBy: "", problems: [] };
  /** The folder version whose problems are on record: not retried until the folder changes again. */
  let failedVersion = "";
  const listeners = new Set<(event: ConfigEvent) => void>();
  const emit = () => {
    for (const fn of listeners) fn({ version: config.version, problems: status.problems.length });
  };

  // One change at a time within the process; the database's lock orders processes.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  async function record(db: Db | Trx, version: string, source: ConfigSource, by: string, changed: string[]) {
    const latest = await db
      .selectFrom("config_versions")
      .select(["version", "applied_at", "applied_by"])
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    // A restart or a process following another one adds no row: the version is the same.
    if (latest?.version === version && source !== "designer") return latest;
    const row = {
      version,
      applied_at: new Date(now()).toISOString(),
      applied_by: by,
      source,
      files: changed.join(","),
    };
    await db.insertInto("config_versions").values(row).execute();
    return row;
  }

  /** apply → swap: the handler is built first, so a config the checks missed cannot leave a half state. */
  async function adopt(prepared: Prepared, files: ConfigFiles, source: ConfigSource, by: string) {
    const next = await options.build(prepared.config);
    let row: { applied_at: string; applied_by: string } | undefined;
    const problems = await applyPrepared(store, prepared, config, async (trx) => {
      // roles.json applies with the rest: the roles table is its copy (权限管理 writes the file).
      await syncRoles(store, trx, prepared.config.roles);
      row = await record(trx, prepared.config.version, source, by, changedPaths(applied, files));
    });
    // Planned again under the lock: another process changed the tables meanwhile and this no longer fits.
    if (problems.length || !row) return refuse(prepared.config.version, problems, source);
    applied = files;
    const previous = config.version;
    config = prepared.config;
    handler = next;
    failedVersion = "";
    status = { version: config.version, appliedAt: row.applied_at, appliedBy: row.applied_by, problems: [] };
    log?.info({ version: config.version, previous, source, by }, "config applied");
    emit();
    if (source !== "notify" && source !== "poll" && source !== "start") await store.notify(CHANNEL, config.version);
  }

  function refuse(version: string, problems: ConfigProblem[], source: ConfigSource): ConfigStatus {
    failedVersion = version;
    status = { ...status, problems };
    log?.warn({ version, problems: problems.length, source }, "config refused; the running version serves on");
    emit();
    return status;
  }

  async function reloadNow(source: ConfigSource, by: string): Promise<ConfigStatus> {
    const files = readConfigFiles(dir);
    const version = configVersion(files);
    if (version === config.version) {
      // The folder is back to the version serving: the failed attempt is over.
      if (status.problems.length) {
        status = { ...status, problems: [] };
        failedVersion = "";
        emit();
      }
      return status;
    }
    if (version === failedVersion) return status;
    const result = await prepareConfig(store, files, dir, parts, config);
    if (!result.ok) return refuse(version, result.problems, source);
    await adopt(result.prepared, files, source, by);
    return status;
  }

  const runtime: ConfigRuntime = {
    dir,
    get config() {
      return config;
    },
    get handler() {
      return handler;
    },
    status: () => status,
    folder: () => readConfigFiles(dir),
    reload: (source = "reload", by = "") => serial(() => reloadNow(source, by)),
    dryRun: async (changes) => {
      const folder = readConfigFiles(dir);
      const files = overlay(folder, texts(dir, folder, changes));
      const result = await prepareConfig(store, files, dir, parts, config);
      return result.ok
        ? { version: configVersion(files), problems: [], lines: result.prepared.lines }
        : { version: configVersion(files), problems: result.problems, lines: [] };
    },
    save: (baseVersion, changes, by) =>
      serial(async () => {
        const files = readConfigFiles(dir);
        if (configVersion(files) !== baseVersion) throw conflict(files, configVersion(files));
        const written = texts(dir, files, changes);
        const next = overlay(files, written);
        const result = await prepareConfig(store, next, dir, parts, config);
        if (!result.ok) throw new AppError(10012, 400, { problems: result.problems });
        await writeFiles(dir, written);
        await adopt(result.prepared, next, "designer", by);
        if (config.version !== result.prepared.config.version)
          throw new AppError(10012, 400, { problems: status.problems });
        return { version: config.version, lines: result.prepared.lines };
      }),
    subscribe: (fn) => {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    close: async () => {
      watcher?.close();
      if (poll) clearInterval(poll);
      await unlisten?.();
      await queue;
    },
  };

  let watcher: FSWatcher | undefined;
  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    // An editor writes a file in several steps, git pull several files: settle before reading.
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void runtime.reload("watch").catch((err) => log?.error(err)), 150);
    };
    try {
      watcher = watch(dir, { recursive: true }, changed);
      watcher.on("error", (err) => log?.error(err));
    } catch (err) {
      log?.error(err);
    }
  }
  // Other processes on the same database: a notice after each apply, and a poll in case one is lost.
  let unlisten: (() => Promise<void>) | undefined;
  let poll: NodeJS.Timeout | undefined;
  if (store.dialect === "postgres") {
    unlisten = await store.listen(CHANNEL, (version) => {
      if (version !== config.version) void runtime.reload("notify").catch((err) => log?.error(err));
    });
    poll = setInterval(() => {
      void store.db
        .selectFrom("config_versions")
        .select("version")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst()
        .then((row) => (row && row.version !== config.version ? runtime.reload("poll") : undefined))
        .catch((err) => log?.error(err));
    }, options.pollMs ?? 5000);
    poll.unref();
  }
  const row = await record(store.db, config.version, "start", "", []);
  status = { ...status, appliedAt: row.applied_at, appliedBy: row.applied_by };
  return runtime;
}

/**
 * The designer's JSON as file texts, each in the key order of the file it replaces. A file a listed
 * module gives cannot be removed (it would come back from the module's folder): the module is switched
 * off in app.json instead.
 */
function texts(dir: string, files: ConfigFiles, changes: ConfigChanges): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const owners = moduleFiles(dir);
  for (const [path, value] of changes) {
    if (value === null) {
      const module = Object.hasOwn(owners, path) ? owners[path] : undefined;
      if (module)
        throw new AppError(10012, 400, {
          problems: [{ file: path, pointer: "", message: `这是模块 "${module}" 的文件，不能删除；要停用它，请从 app.json 的 modules 中去掉该模块` }],
        });
      out.set(path, null);
      continue;
    }
    let previous: unknown;
    try {
      previous = files.has(path) ? JSON.parse(files.get(path)!) : undefined;
    } catch {
      previous = undefined;
    }
    out.set(path, formatConfigFile(value, previous, previous === undefined ? undefined : files.get(path)));
  }
  return out;
}

/** Each file through a temporary one and a rename: a reader (a watcher, another process) never sees half. */
async function writeFiles(dir: string, written: Map<string, string | null>): Promise<void> {
  for (const [path, text] of written) {
    const target = join(dir, path);
    if (text === null) {
      await rm(target, { force: true });
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, target);
  }
}

const changedPaths = (before: ConfigFiles, after: ConfigFiles): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p)).sort();
