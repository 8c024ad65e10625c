import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../src/types/generated/app.js";
import type { Store } from "../db/index.js";
import { createBackup, listBackups, pruneBackups } from "./backups.js";
import { DAY } from "./files.js";
import { sweepOperationLog } from "./oplog-archive.js";
import { claimDataDir } from "./server-lock.js";
import { maintenanceStore } from "./store.js";
import { sweepRecordFiles } from "../resources/files/sweep.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** The defaults the schema documents, for an app.json that leaves the keys out. */
export function retention(app: AppConfig) {
  return {
    daily: app.backup?.daily ?? true,
    keep: app.backup?.keep ?? 7,
    keepDays: app.operationLog?.keepDays ?? 180,
  };
}

/** What one round of upkeep did. */
export interface UpkeepReport {
  /** Rows moved out of 操作日志 (0 when the day's sweep was already done). */
  archivedRows: number;
  /** The new backup's path, or null when the newest one is less than a day old (or daily is off). */
  backup: string | null;
  /** Backups deleted by retention. */
  pruned: string[];
  /** Uploaded files no row held a day after their upload, deleted (0 when the day's sweep was done). */
  sweptFiles: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Runs a round of upkeep now (the server also does on its own, hourly): tests call it with the app's clock. */
    upkeep(): Promise<UpkeepReport>;
  }
}

const FIRST_CHECK = 60 * 1000;
const CHECK_EVERY = 60 * 60 * 1000;

/**
 * The server's own upkeep of its data folder: sweeps the old operation log and the uploaded files no row
 * holds (resources/files/sweep.ts) at start and then daily, and takes a backup when the newest is a day old, pruning to the configured count. Checked hourly on an
 * unref'd timer (it never keeps the process alive) that stops when the app closes; one round at a time.
 * The folder is marked as used, so `npm run db:restore` refuses to run under a live server.
 */
export function scheduleUpkeep(
  app: FastifyInstance,
  deps: {
    store: Store;
    dataDir: string;
    uploads: string;
    config: AppConfig;
    now: () => number;
    /** The resources of the config serving now (a live config changes them). */
    resources: () => Record<string, ResourceConfig>;
  },
): void {
  const settings = retention(deps.config);
  const store = maintenanceStore(deps.store);
  let lastSweep = -Infinity;
  let running: Promise<UpkeepReport> | null = null;

  const sweepFiles = (now: number) => sweepRecordFiles(deps.store.db, deps.resources(), deps.uploads, now);

  async function round(): Promise<UpkeepReport> {
    const report: UpkeepReport = { archivedRows: 0, backup: null, pruned: [], sweptFiles: 0 };
    const now = deps.now();
    if (now - lastSweep >= DAY) {
      report.archivedRows = (await sweepOperationLog(store, deps.dataDir, settings.keepDays, now)).rows;
      report.sweptFiles = await sweepFiles(now);
      lastSweep = now;
    }
    const newest = listBackups(deps.dataDir).at(-1);
    if (settings.daily && (!newest || now - newest.takenAt >= DAY)) {
      report.backup = await createBackup(deps.dataDir, store, now, {
        uploads: deps.uploads,
        fileName: deps.config.fileName,
      });
      report.pruned = pruneBackups(deps.dataDir, settings.keep);
    }
    return report;
  }
  const upkeep = () => {
    running ??= round().finally(() => (running = null));
    return running;
  };
  const tick = () =>
    void upkeep().catch((err: unknown) => app.log.error({ err }, "upkeep failed (backup or operation-log sweep)"));

  app.decorate("upkeep", upkeep);
  const release = claimDataDir(deps.dataDir);
  let first: NodeJS.Timeout | undefined;
  let hourly: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // Only the sweep at start: a backup waits for the first check, so a start (or a test) stays quick.
    // A failed sweep (a full disk) must not keep the server from serving: it is logged and tried daily.
    lastSweep = deps.now();
    await sweepOperationLog(store, deps.dataDir, settings.keepDays, lastSweep).catch((err: unknown) =>
      app.log.error({ err }, "operation-log sweep failed"),
    );
    await sweepFiles(lastSweep).catch((err: unknown) => app.log.error({ err }, "uploaded files sweep failed"));
    first = setTimeout(tick, FIRST_CHECK).unref();
    hourly = setInterval(tick, CHECK_EVERY).unref();
  });
  // Added after the database's own onClose hook, so it runs before it (Fastify closes in reverse).
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await running?.catch(() => undefined);
    release();
  });
}
