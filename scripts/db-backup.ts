import Database from "better-sqlite3";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig } from "../mock-server/plugins/config-loader.js";
import { createBackup, pruneBackups } from "../mock-server/maintenance/backups.js";
import { retention } from "../mock-server/maintenance/scheduler.js";
import { sqliteStore } from "../mock-server/maintenance/sqlite-store.js";

/**
 * `npm run db:backup`: one `.tar.gz` of the database, the stored files and the archived operation log in
 * `<data>/backups/`, then the oldest pruned to `backup.keep` of config/app.json. Safe while the server
 * runs: SQLite's online backup reads a consistent copy beside the server's writes.
 */
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const dbFile = join(dataDir, "omo.db");
if (!existsSync(dbFile)) {
  console.error(`no database at ${dbFile}: nothing to back up (OMO_DATA_DIR names the data folder)`);
  process.exit(1);
}
const { keep } = retention(loadConfig(process.env.OMO_CONFIG_DIR ?? "config").app);
const db = new Database(dbFile, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
try {
  const path = await createBackup(dataDir, sqliteStore(db));
  console.log(`backup written: ${path}`);
  for (const name of pruneBackups(dataDir, keep)) console.log(`pruned (keeping ${keep}): ${name}`);
} finally {
  db.close();
}
