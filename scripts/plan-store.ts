import { sql } from "kysely";
import { leftBehind } from "../mock-server/config/left-behind.js";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { databaseFile, fileNameOf } from "../mock-server/data-dir.js";
import { migrationFiles } from "../mock-server/db/migrate.js";
import { groupWork, migrationGroups, type MigratingModule } from "../mock-server/db/migration-files.js";
import { openStore, type Db, type Store } from "../mock-server/db/index.js";
import { schemaHelper } from "../mock-server/db/helpers/schema/index.js";
import { openDatabase } from "../mock-server/plugins/database.js";
import { ConfigError, loadConfig, type LoadedConfig } from "../mock-server/plugins/config-loader.js";
import { planConfig, type ConfigPlan } from "../mock-server/config/plan.js";
import { problemLine, type ConfigProblem } from "../mock-server/config/problems.js";
import { commandStore } from "./open-store.js";
import { listedModules, modulesNamed, partsOfConfig } from "../mock-server/app-modules.js";

/** The migrations the database has recorded done (none before its first start). */
async function doneIn(store: Store, db: Db): Promise<Set<string>> {
  const done = new Set<string>();
  if (await schemaHelper(store.dialect).kindOf(db, "migrations"))
    for (const r of await db.selectFrom("migrations").select("name").execute()) done.add(r.name as string);
  return done;
}

class RolledBack extends Error {}

/**
 * Plans on the database as a start would see it: when migrations are pending (an upgrade not yet
 * started), they run in a transaction that is rolled back after the plan, so a view a new migration
 * makes is found and nothing is written.
 */
async function planMigrated(store: Store, config: LoadedConfig, modules: MigratingModule[]) {
  const done = await doneIn(store, store.db);
  if (migrationFiles(store.dialect, modules).every((f) => done.has(f.name))) return planConfig(store, config);
  let planned: Awaited<ReturnType<typeof planConfig>> | undefined;
  await store.db
    .transaction()
    .execute(async (trx) => {
      // As the runner does (db/migrate.ts): group by group, each reading what the one before recorded.
      await sql`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
      for (const group of migrationGroups(store.dialect, modules)) {
        const { adopt, run } = groupWork(group, await doneIn(store, trx));
        for (const file of adopt)
          await trx.updateTable("migrations").set({ name: file.name }).where("name", "=", file.was).execute();
        for (const file of run) {
          await store.script(trx, readFileSync(file.path, "utf8"));
          await trx.insertInto("migrations").values({ name: file.name, applied_at: "" }).execute();
        }
      }
      planned = await planConfig(store, config, undefined, { db: trx });
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return planned!;
}

/**
 * Plans `config` against the database the server would open (OMO_DATABASE_URL, else its SQLite file in the
 * data folder, data-dir.ts): what `npm run check:config` and `npm run config:plan` report, nothing applied. An
 * SQLite file that does not exist yet is a fresh install: the plan runs on an empty, migrated
 * throwaway database (the file is not created).
 */
export async function planAgainstDatabase(
  config: LoadedConfig,
  /** The modules whose tables the database gets (a config that failed its checks may have no app.json). */
  modules: MigratingModule[] = modulesNamed(config.app.modules ?? []),
  /** Also name what the database keeps that the config no longer uses (config:plan; check:config needs none). */
  {
    withLeftBehind = false,
    fileName = config.app?.fileName,
  }: {
    withLeftBehind?: boolean;
    /** app.json#/fileName: a config that failed its checks may have no app (data-dir.ts fileNameOf). */
    fileName?: string;
  } = {},
): Promise<{ plan: ConfigPlan; problems: ConfigProblem[]; where: string; leftBehind: string[] }> {
  const file = databaseFile(resolve(process.env.OMO_DATA_DIR ?? "data"), fileName);
  if (!process.env.OMO_DATABASE_URL && !existsSync(file)) {
    const sqlite = openDatabase(":memory:", modules);
    try {
      const planned = await planConfig(openStore({ sqlite }), config);
      return { ...planned, where: `${file}（尚不存在，按全新安装检查）`, leftBehind: [] };
    } finally {
      sqlite.close();
    }
  }
  const { store, where } = commandStore();
  try {
    const planned = await planMigrated(store, config, modules);
    return { ...planned, where, leftBehind: withLeftBehind ? await leftBehind(store, config) : [] };
  } finally {
    await store.close();
  }
}

/** Prints every problem of the config in `dir` under one Chinese header and exits 1. */
export function refuse(dir: string, lines: string[]): never {
  console.error(`配置有误（${dir}），共 ${lines.length} 处：`);
  for (const line of lines) console.error(`  ${line}`);
  process.exit(1);
}

/**
 * The config in `dir`, checked; or, when its files have problems, exits with them and, in the same pass,
 * the database's problems with the resources that passed (check:config, config:plan).
 */
export async function loadOrRefuse(dir: string): Promise<LoadedConfig> {
  try {
    return loadConfig(dir, partsOfConfig(dir));
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    const partial = err.partial as LoadedConfig | undefined;
    const database = partial
      ? await planAgainstDatabase(partial, modulesNamed(listedModules(dir)), { fileName: fileNameOf(dir) }).catch(
          () => undefined,
        )
      : undefined;
    refuse(dir, [...err.lines, ...(database?.problems ?? []).map(problemLine)]);
  }
}
