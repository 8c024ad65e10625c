import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, type BuildOptions } from "../../mock-server/app.js";
import { createPgDatabase, pgTemplate, testRun, type PgDatabase } from "./postgres.js";

/** Where each template's upload folder (and on SQLite its database file) is kept, per run. */
export const templateDirs = () => join(tmpdir(), `omo-test-templates-${testRun()}`);

/** Every file of a config folder, hashed: a test that edits a copy of config/ gets a template of its own. */
function folderHash(dir: string): string {
  const hash = createHash("sha1");
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const path = join(dir, name);
    try {
      hash.update(name).update(readFileSync(path));
    } catch {
      // a folder
    }
  }
  return hash.digest("hex");
}

/**
 * What decides an app's seeded data: its store, its config, whether and with which passwords it seeds,
 * and its clock at the start (the seed's lessons are placed around it). Undefined when it cannot be told
 * (the caller brings its own seed generators): that app seeds its own database.
 */
function templateKey(options: BuildOptions, store: "sqlite" | "postgres"): string | undefined {
  if (options.resourceSeeds || options.seed === false) return undefined;
  // The hour the seed sees, from the app's clock or the machine's: a file whose clock reads the time it
  // loaded (Date.now()) shares the run's seed instead of seeding one of its own.
  const clock = new Date(options.now ? options.now() : Date.now()).toISOString().slice(0, 13);
  const parts = JSON.stringify({
    store,
    config: options.config ?? folderHash(options.configDir ?? "config"),
    modules: options.modules?.map((m) => m.name),
    passwords: options.passwords,
    production: options.production,
    clock,
  });
  return createHash("sha1").update(parts).digest("hex").slice(0, 20);
}

/** Boots an app on `dataDir` (and `databaseUrl`) as `options` would, and closes it: its seed is then made. */
async function seedOnce(options: BuildOptions, dataDir: string, databaseUrl?: string): Promise<void> {
  // The app's own route watcher sees the app, not the one that seeds its template.
  const { onRoute: _onRoute, ...seeding } = options;
  const app = await buildApp({ ...seeding, dataDir, uiDir: false, databaseUrl, logger: false });
  await app.ready();
  await app.close();
}

/**
 * A PostgreSQL database seeded as `options` would seed it, to copy (`CREATE DATABASE … TEMPLATE`), and
 * its upload folder copied into `dataDir`; undefined when the app must seed its own.
 */
export async function seededTemplate(options: BuildOptions, dataDir: string): Promise<string | undefined> {
  const key = templateKey(options, "postgres");
  if (!key) return undefined;
  const dir = join(templateDirs(), key);
  const name = await pgTemplate(key, async (url) => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await seedOnce(options, dir, url);
  });
  if (existsSync(join(dir, "uploads"))) cpSync(join(dir, "uploads"), join(dataDir, "uploads"), { recursive: true });
  return name;
}

/** Whether a template folder holds its app's database (whatever the app names it). */
const hasDatabase = (dir: string) => existsSync(dir) && readdirSync(dir).some((name) => name.endsWith(".db"));

/**
 * SQLite's twin of `seededTemplate`: the data folder of an app booted once as `options` would boot it
 * (its SQLite file, `<fileName>.db`, checkpointed on close, and its uploads), copied into `dataDir`. Seeding an app's demo
 * rows costs seconds; copying a file, milliseconds. An app whose seed cannot be told seeds its own.
 *
 * The first test process to need a template makes it under a name of its own and renames it into place
 * when whole; a process that loses the race keeps the winner's and drops its own.
 */
export async function seededSqliteCopy(options: BuildOptions, dataDir: string): Promise<void> {
  const key = templateKey(options, "sqlite");
  if (!key) return;
  const dir = join(templateDirs(), key);
  if (!hasDatabase(dir)) {
    const partial = `${dir}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    try {
      await seedOnce(options, partial);
      renameSync(partial, dir);
    } catch (err) {
      rmSync(partial, { recursive: true, force: true });
      // Another process put its template in place first: that one serves.
      if (!hasDatabase(dir)) throw err;
    }
  }
  // The file alone once its app closed (the log is checkpointed into it); its log too, should one be left.
  for (const file of readdirSync(dir).filter((name) => /\.db(-wal|-shm)?$/.test(name))) {
    cpSync(join(dir, file), join(dataDir, file));
  }
  if (existsSync(join(dir, "uploads"))) cpSync(join(dir, "uploads"), join(dataDir, "uploads"), { recursive: true });
}

/**
 * The data an app booted as `options` would seed, copied for a new app on `dataDir`: on PostgreSQL a
 * database of its own (to drop when done), on SQLite the data folder's file and uploads.
 */
export async function seededCopy(
  options: BuildOptions,
  dataDir: string,
  store: "sqlite" | "postgres",
): Promise<PgDatabase | undefined> {
  if (store === "postgres") return createPgDatabase(await seededTemplate(options, dataDir));
  await seededSqliteCopy(options, dataDir);
  return undefined;
}
