import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { storeFile } from "../../../mock-server/plugins/store-file.js";

/** Largest handout or homework PDF an upload takes. */
export const HANDOUT_LIMIT = 50 * 1024 * 1024;

/**
 * How old a file without a row must be to be swept: every process shares the folder, and a younger one
 * may be another process's upload between its write and its row's commit.
 */
export const SWEEP_AGE_MS = 60 * 60_000;

/** Only names this module generated: nothing else can ever become a path on disk. */
const STORED_NAME = /^[a-f0-9]{32}\.pdf$/;

/**
 * The folder handout files live in (`handouts/` in the upload folder), created when missing. The public
 * `/uploads/` serves no sub-folder: these files go out only through the token-checked `file-route.ts`.
 */
export function handoutsDir(uploads: string): string {
  const dir = join(uploads, "handouts");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** True when `data` is a PDF by its content (the `%PDF-` header), whatever its name says. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString("latin1") === "%PDF-";
}

/**
 * The file store: writes under generated names only, so the uploader's name never reaches the disk,
 * and removes only names of that shape.
 */
export function handoutStorage(dir: string) {
  return {
    dir,
    /** Stores `data` under a new random name, all or nothing (10010 on a full disk), and returns the name. */
    async save(data: Buffer): Promise<string> {
      const stored = `${randomBytes(16).toString("hex")}.pdf`;
      await storeFile(dir, stored, data);
      return stored;
    },
    /**
     * Removes the stored files no row names any more (a crash between writing a file and its row,
     * or a delete whose file removal failed) once older than SWEEP_AGE_MS, and answers how many went.
     * Other files are left alone.
     */
    sweep(keep: Set<string>, now = Date.now()): number {
      const old = (n: string) => {
        try {
          return statSync(join(dir, n)).mtimeMs < now - SWEEP_AGE_MS;
        } catch {
          return false; // removed meanwhile
        }
      };
      const strays = readdirSync(dir).filter((n) => STORED_NAME.test(n) && !keep.has(n) && old(n));
      for (const n of strays) rmSync(join(dir, n), { force: true });
      return strays.length;
    },
    /** Removes stored files; a name of another shape or an already missing file is skipped. */
    remove(names: string[]): void {
      for (const n of names) if (STORED_NAME.test(n)) rmSync(join(dir, n), { force: true });
    },
  };
}

export type HandoutStorage = ReturnType<typeof handoutStorage>;
