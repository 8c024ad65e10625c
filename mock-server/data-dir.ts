import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rawAppFile } from "./config/app-file.js";

/** File system and SQLite codes that mean "this folder cannot be written", not a bug of ours. */
const STORAGE_CODES = new Set([
  "EACCES",
  "EPERM",
  "EROFS",
  "ENOTDIR",
  "EEXIST",
  "ENOSPC",
  "EDQUOT",
  "SQLITE_CANTOPEN",
  "SQLITE_READONLY",
  "SQLITE_FULL",
]);

/** Whether a start failure is the data folder's (unwritable, full) rather than the program's. */
export const isStorageError = (err: unknown): boolean =>
  STORAGE_CODES.has((err as { code?: string } | null)?.code ?? "");

/** The one line `npm start` prints for such a failure: what, where and the system's code, no stack. */
export const storageLine = (dataDir: string, err: unknown): string =>
  `数据目录不可写 (data directory not writable): ${dataDir} (${(err as { code?: string }).code ?? "error"})`;

/**
 * Checks before anything starts that the data folder (database, uploads) can be created and written:
 * the line to print when it cannot, else null. Writing a probe file is the only sure test (a
 * read-only mount passes an access() check for root).
 */
export function dataDirProblem(dataDir: string): string | null {
  try {
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    const probe = join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return null;
  } catch (err) {
    return storageLine(dataDir, err);
  }
}

/** The name of an app's files on disk when its app.json gives none (`fileName`). */
export const DEFAULT_FILE_NAME = "app";

/** The database file of installs made before the name was the app's: still found and used. */
const EARLIER_DATABASE = "omo.db";

/**
 * The SQLite file of an app in a data folder: `<fileName>.db`, or an earlier install's `omo.db` when
 * only that one is there (so an existing install keeps its data whatever its app.json says).
 */
export function databaseFile(dataDir: string, fileName = DEFAULT_FILE_NAME): string {
  const named = join(dataDir, `${fileName}.db`);
  const earlier = join(dataDir, EARLIER_DATABASE);
  return !existsSync(named) && existsSync(earlier) ? earlier : named;
}

/**
 * `app.json#/fileName` of a config folder, for the commands that open the data folder before (or
 * without) loading the config; the default when the file is missing or gives none (its check says why).
 */
export function fileNameOf(configDir: string): string {
  const { fileName } = rawAppFile(configDir);
  return typeof fileName === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(fileName) ? fileName : DEFAULT_FILE_NAME;
}
