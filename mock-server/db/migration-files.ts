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
}

/** One migration: its name in the `migrations` table (`<module>/<file>` for a module's) and its file. */
export interface MigrationFile {
  name: string;
  path: string;
}

const numbered = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^\d+-.*\.sql$/.test(f))
    .sort();

/**
 * The migrations of an app by who owns them, in the order they run: the framework's, then each module's.
 * A runner reads what is done again before each group: a framework migration may record a module's as done.
 */
export function migrationGroups(dialect: DialectName, modules: readonly MigratingModule[] = []): MigrationFile[][] {
  const all = migrationFiles(dialect, modules);
  const framework = all.filter((f) => !f.name.includes("/"));
  return [framework, ...modules.map((m) => all.filter((f) => f.name.startsWith(`${m.name}/`)))];
}

/**
 * Every migration of an app in the order they run: the framework's, then each module's in the list's
 * order (docs/architecture.md, "What a module contributes"). A module's are recorded as `<module>/<file>`.
 */
export function migrationFiles(dialect: DialectName, modules: readonly MigratingModule[] = []): MigrationFile[] {
  const framework = numbered(migrationDirs[dialect]).map((f) => ({ name: f, path: join(migrationDirs[dialect], f) }));
  const own = modules.flatMap((m) => {
    const dir = m.migrations?.[dialect];
    return dir ? numbered(dir).map((f) => ({ name: `${m.name}/${f}`, path: join(dir, f) })) : [];
  });
  return [...framework, ...own];
}
