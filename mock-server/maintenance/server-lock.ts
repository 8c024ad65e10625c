import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The file a running server leaves in its data folder, so a restore can tell it is in use. */
const LOCK = "server.pid";

/** Marks `dataDir` as used by this process; the answer un-marks it (if the mark is still ours). */
export function claimDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK);
  writeFileSync(path, String(process.pid));
  return () => {
    if (readPid(path) === process.pid) rmSync(path, { force: true });
  };
}

/** The id of a live process that marked `dataDir`, or null (no mark, or a crashed server's). */
export function serverUsing(dataDir: string): number | null {
  const pid = readPid(join(dataDir, LOCK));
  if (pid === null) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive but another user's.
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

export const lockFile = (dataDir: string): string => join(dataDir, LOCK);

function readPid(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
