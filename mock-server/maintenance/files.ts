import { closeSync, existsSync, fsyncSync, openSync } from "node:fs";
import { join } from "node:path";

export const DAY = 24 * 60 * 60 * 1000;

/** `YYYYMMDD-HHmmss` in UTC: names sort in time order whatever zone the server runs in. */
export function utcStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
}

/** `base + ext` in `dir`, or `base-2 + ext`, `base-3 + ext`, …: never an existing file's name. */
export function freeName(dir: string, base: string, ext: string): string {
  let name = `${base}${ext}`;
  for (let n = 2; existsSync(join(dir, name)); n++) name = `${base}-${n}${ext}`;
  return name;
}

/** Flushes a file, or a folder's list of names (a rename), to the disk before going on. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
