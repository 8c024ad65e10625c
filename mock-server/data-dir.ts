import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
