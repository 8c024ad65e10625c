import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { DEFAULT_FILE_NAME, databaseFile } from "../data-dir.js";
import type { MaintenanceStore } from "./store.js";
import { freeName, fsyncPath, utcStamp } from "./files.js";
import { extractTarGz, writeTarGz, type TarSource } from "./tar.js";
import { verifySqliteFile } from "../db/backup/sqlite.js";
import { restorePostgres, serversConnected, snapshotPostgres, verifyPgDump } from "../db/backup/postgres.js";
import { DUMP_NAMES, type DumpName } from "./store.js";
import { lockFile, serverUsing } from "./server-lock.js";

/**
 * A backup is one file, `<data>/backups/<fileName>-YYYYMMDD-HHmmss.tar.gz` (UTC, `fileName` the app's:
 * app.json#/fileName), holding the database (`omo.db`, a consistent copy of the SQLite file, or
 * `omo.pgdump`, pg_dump's custom format of the PostgreSQL database: names inside the archive, the same
 * for every app so any backup restores), `uploads/` (every stored file) and `archive/` (the archived
 * operation log). Backups of any app name are listed, so an install's older ones stay in reach.
 */
export const BACKUP_NAME = /^[a-z][a-z0-9-]*-(\d{8})-(\d{6})(?:-\d+)?\.tar\.gz$/;

const DB_FILE: DumpName = "omo.db";
/** The folders of the data directory a backup carries besides the database. */
const FOLDERS = ["uploads", "archive"];

/**
 * Where a name of the backup lives: the upload folder may be elsewhere (`OMO_UPLOAD_DIR`, shared by
 * every process); the rest is in the data folder.
 */
const placeOf = (dataDir: string, uploads?: string) => (name: string) =>
  name === "uploads" && uploads ? uploads : join(dataDir, name);

export const backupsDir = (dataDir: string): string => join(dataDir, "backups");

export interface BackupFile {
  name: string;
  path: string;
  /** When it was taken, from its name. */
  takenAt: number;
}

/** The backups in `<data>/backups/`, oldest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, m: BACKUP_NAME.exec(name) }))
    .filter(({ m }) => m)
    .map(({ name, m }) => {
      const [d, t] = [m![1], m![2]];
      const iso = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}Z`;
      return { name, path: join(dir, name), takenAt: Date.parse(iso) };
    })
    .sort((a, b) => a.takenAt - b.takenAt || a.name.localeCompare(b.name, "en", { numeric: true }));
}

/** Every file under `dir`, named `prefix/relative/path` in the archive. */
function filesUnder(dir: string, prefix: string): TarSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { name: `${prefix}/${relative(dir, path).split(sep).join("/")}`, path };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Takes a backup into `<data>/backups/` and answers its path. The database is copied first, then the
 * stored files: a file is written before the row that names it, so every file the copied rows name is
 * in the archive. The archive is written under a temporary name and renamed when complete and on disk,
 * so a crash never leaves a half backup that looks whole.
 */
export async function createBackup(
  dataDir: string,
  store: MaintenanceStore,
  now = Date.now(),
  options: { uploads?: string; fileName?: string } = {},
): Promise<string> {
  const at = placeOf(dataDir, options.uploads);
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(dir, ".work-"));
  try {
    const snapshot = join(work, store.dumpName);
    await store.snapshot(snapshot);
    const sources = [{ name: store.dumpName, path: snapshot }, ...FOLDERS.flatMap((f) => filesUnder(at(f), f))];
    const partial = join(work, "backup.tar.gz");
    await writeTarGz(partial, sources);
    fsyncPath(partial);
    const path = join(dir, freeName(dir, `${options.fileName ?? DEFAULT_FILE_NAME}-${utcStamp(now)}`, ".tar.gz"));
    renameSync(partial, path);
    fsyncPath(dir);
    return path;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Deletes the oldest backups beyond the newest `keep`, and answers their names. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const all = listBackups(dataDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const b of old) rmSync(b.path, { force: true });
  return old.map((b) => b.name);
}

/** Why a restore did not start; nothing in the data directory was changed. */
export class RestoreRefused extends Error {}

/**
 * Replaces the database, `uploads/` and `archive/` of `dataDir` with a backup's. Refuses while a server
 * uses the folder, and checks the whole backup (archive checksums, SQLite's integrity check) in a
 * staging folder before touching anything. What it replaces is moved to `<data>/replaced/<time>/`, not
 * deleted; the answer is that folder.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  now = Date.now(),
  options: { databaseUrl?: string; uploads?: string; fileName?: string } = {},
): Promise<string> {
  const at = placeOf(dataDir, options.uploads);
  // The SQLite file the backup's database replaces: the one the server opens (data-dir.ts).
  const database = databaseFile(dataDir, options.fileName);
  const url = options.databaseUrl;
  const dumpName: DumpName = url ? "omo.pgdump" : DB_FILE;
  const connected = url ? await serversConnected(url) : 0;
  if (connected > 0) {
    throw new RestoreRefused(
      `${connected} server connection(s) are open on the database: stop every server process first, then restore again.`,
    );
  }
  const pid = url ? null : serverUsing(dataDir);
  if (pid !== null) {
    throw new RestoreRefused(
      `a server (process ${pid}) is using ${dataDir}: stop it first, then restore again. ` +
        `If no server is running, delete ${lockFile(dataDir)}.`,
    );
  }
  if (!existsSync(file)) throw new RestoreRefused(`no such backup: ${file}`);
  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(join(dataDir, ".restore-"));
  try {
    let names: string[];
    try {
      names = await extractTarGz(file, staging);
    } catch (err) {
      throw new RestoreRefused(`${file} is not a usable backup: ${(err as Error).message}`);
    }
    const stray = names.find((n) => !DUMP_NAMES.includes(n as DumpName) && !FOLDERS.some((f) => n.startsWith(`${f}/`)));
    if (stray) throw new RestoreRefused(`${file} is not a backup of this app: it holds ${stray}`);
    if (!names.includes(dumpName)) {
      const other = DUMP_NAMES.find((n) => names.includes(n));
      throw new RestoreRefused(
        other
          ? `${file} holds ${other}, a backup of the other store: ` +
              (url ? "move a SQLite install with npm run db:copy" : "restore it with OMO_DATABASE_URL set")
          : `${file} holds no ${dumpName}`,
      );
    }
    try {
      if (url) await verifyPgDump(join(staging, dumpName));
      else verifySqliteFile(join(staging, dumpName));
    } catch (err) {
      throw new RestoreRefused(`${file}: ${(err as Error).message}`);
    }

    const replaced = join(dataDir, "replaced", utcStamp(now));
    mkdirSync(replaced, { recursive: true });
    if (url) {
      // What the database held is kept as a dump beside the replaced files, then the backup replaces it.
      await snapshotPostgres(url, join(replaced, dumpName));
      await restorePostgres(url, join(staging, dumpName));
      for (const name of FOLDERS) {
        if (existsSync(at(name))) moveTree(at(name), join(replaced, name));
        if (existsSync(join(staging, name))) moveTree(join(staging, name), at(name));
        else mkdirSync(at(name), { recursive: true });
      }
      fsyncPath(dataDir);
      return replaced;
    }
    // The -wal and -shm go with their database: a crashed server's last writes may be in the -wal.
    for (const path of [database, `${database}-wal`, `${database}-shm`])
      if (existsSync(path)) moveTree(path, join(replaced, basename(path)));
    moveTree(join(staging, DB_FILE), database);
    for (const name of FOLDERS) {
      if (existsSync(at(name))) moveTree(at(name), join(replaced, name));
      if (existsSync(join(staging, name))) moveTree(join(staging, name), at(name));
      else mkdirSync(at(name), { recursive: true });
    }
    fsyncPath(dataDir);
    return replaced;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Moves a file or folder; across file systems (a shared upload mount) by copying, then removing. */
function moveTree(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}
