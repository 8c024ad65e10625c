import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import { join } from "node:path";
import { AppError, isDiskFull } from "./errors.js";

/** The file system calls a store makes; an object so a test can make one fail like a full disk. */
export const disk = {
  writeFile: (path: string, data: Buffer) => fs.writeFile(path, data, { flag: "wx" }),
  rename: (from: string, to: string) => fs.rename(from, to),
};

/** 10010 存储空间不足 (HTTP 507): the client is told plainly instead of a bare 10000. */
export const diskFull = () => new AppError(10010, 507);

/**
 * Writes `data` to `dir/name` all or nothing: into a hidden temporary file first, renamed into place
 * once complete, so a full disk leaves neither a truncated file nor the temporary one behind. A full
 * disk or quota becomes 10010; any other failure is thrown as it came.
 */
export async function storeFile(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = join(dir, `.${name}.${randomBytes(4).toString("hex")}.part`);
  try {
    await disk.writeFile(temp, data);
    await disk.rename(temp, join(dir, name));
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw isDiskFull(err) ? diskFull() : err;
  }
}
