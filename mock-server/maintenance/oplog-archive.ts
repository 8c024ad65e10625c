import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MaintenanceStore } from "./store.js";
import { DAY, freeName, fsyncPath } from "./files.js";

const gzipAsync = promisify(gzip);

/** Rows per archive file: bounds the memory of a sweep over a log that grew large. */
const BATCH = 20000;

export const archiveDir = (dataDir: string): string => join(dataDir, "archive");

/**
 * Moves the operation-log rows older than `keepDays` into `<data>/archive/operation-log-<date>.jsonl.gz`
 * (one JSON object a line, gzip; `-2`, `-3`, … when a day has several). Each file is written and flushed
 * to disk before its rows are deleted in one transaction: a crash in between archives those rows twice
 * at the next sweep, and loses none. Answers how many rows moved and the files written.
 */
export async function sweepOperationLog(
  store: MaintenanceStore,
  dataDir: string,
  keepDays: number,
  now = Date.now(),
): Promise<{ rows: number; files: string[] }> {
  const before = new Date(now - keepDays * DAY).toISOString();
  const dir = archiveDir(dataDir);
  const files: string[] = [];
  let moved = 0;
  for (;;) {
    const rows = await store.oldLogRows(before, BATCH);
    if (!rows.length) break;
    const data = await gzipAsync(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    mkdirSync(dir, { recursive: true });
    const name = freeName(dir, `operation-log-${new Date(now).toISOString().slice(0, 10)}`, ".jsonl.gz");
    const partial = join(dir, `.${name}.partial`);
    writeFileSync(partial, data);
    fsyncPath(partial);
    renameSync(partial, join(dir, name));
    fsyncPath(dir);
    moved += await store.deleteLogRows(before, rows[rows.length - 1].id);
    files.push(name);
  }
  return { rows: moved, files };
}
