import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DialectName } from "./store.js";

const here = dirname(fileURLToPath(import.meta.url));

/** The framework's numbered migration files of each dialect; the same names in both, so one history reads alike. */
export const migrationDirs: Record<DialectName, string> = {
  sqlite: resolve(here, "../migrations"),
  postgres: resolve(here, "migrations/postgres"),
};

/** A module's tables, as the migration runner takes them: its folder of numbered files per dialect. */
export interface MigratingModule {
  name: string;
  migrations?: Partial<Record<DialectName, string>>;
  /**
   * Files of its folder another module ran before they moved here, by file: the name that one recorded
   * (`{"007-client.sql": "tutoring/007-client.sql"}`). An install that ran it keeps it done under the new name.
   */
  adopts?: Record<string, string>;
}

/** One migration: its name in the `migrations` table (`<module>/<file>` for a module's) and its file. */
export interface MigrationFile {
  name: string;
  path: string;
  /** The name another module recorded it under before it moved (MigratingModule.adopts). */
  was?: string;
}

const numbered = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();

/** The numbered files of a folder, named `<prefix><file>` in the `migrations` table. */
const filesOf = (dir: string, prefix = "", adopts: Record<string, string> = {}): MigrationFile[] =>
  numbered(dir).map((f) => ({ name: `${prefix}${f}`, path: join(dir, f), ...(adopts[f] ? { was: adopts[f] } : {}) }));

/**
 * The migrations of an app by who owns them, in the order they run: the framework's, then each module's in
 * the list's order (docs/architecture.md, "What a module contributes"), a module's recorded as
 * `<module>/<file>`. A runner reads what is done again before each group: a framework migration may record
 * a module's as done.
 */
export function migrationGroups(dialect: DialectName, modules: readonly MigratingModule[] = []): MigrationFile[][] {
  const own = modules.map((m) => {
    const dir = m.migrations?.[dialect];
    return dir ? filesOf(dir, `${m.name}/`, m.adopts) : [];
  });
  return [filesOf(migrationDirs[dialect]), ...own];
}

/**
 * What one group leaves to do, given the names recorded done: the files another module ran under an
 * earlier name (`adopt`: renamed in the table, not run again) and the files to run. Every runner (the
 * start's, SQLite's own at open, config:plan's rolled-back one) reads done again before each group and
 * does this.
 */
export function groupWork(
  group: readonly MigrationFile[],
  done: ReadonlySet<string>,
): { adopt: (MigrationFile & { was: string })[]; run: MigrationFile[] } {
  const adopt = group.filter(
    (f): f is MigrationFile & { was: string } => !!f.was && !done.has(f.name) && done.has(f.was),
  );
  const adopted = new Set(adopt.map((f) => f.name));
  return { adopt, run: group.filter((f) => !done.has(f.name) && !adopted.has(f.name)) };
}

/** Every migration of an app, in the order they run (migrationGroups, one after the other). */
export const migrationFiles = (dialect: DialectName, modules: readonly MigratingModule[] = []): MigrationFile[] =>
  migrationGroups(dialect, modules).flat();
