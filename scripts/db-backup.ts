import { resolve } from "node:path";
import { loadConfig } from "../mock-server/plugins/config-loader.js";
import { createBackup, pruneBackups } from "../mock-server/maintenance/backups.js";
import { sweepOperationLog } from "../mock-server/maintenance/oplog-archive.js";
import { retention } from "../mock-server/maintenance/scheduler.js";
import { maintenanceStore } from "../mock-server/maintenance/store.js";
import { commandStore } from "./open-store.js";
import { partsOfConfig } from "../mock-server/app-modules.js";
import { sweepRecordFiles } from "../mock-server/resources/files/sweep.js";
import { uploadsDir } from "../mock-server/plugins/uploads.js";

/**
 * `npm run db:backup`: one `.tar.gz` of the database, the stored files and the archived operation log in
 * `<data>/backups/`, then the oldest pruned to `backup.keep` of config/app.json. Safe while servers run:
 * SQLite's online backup and pg_dump both read one consistent moment beside the servers' writes.
 * On PostgreSQL the servers keep no schedule of their own (there are many): run this daily (cron), and it
 * also moves the old operation log to `<data>/archive/` first and deletes the uploaded files no row holds
 * a day after their upload, as a SQLite server does by itself.
 */
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const { store, url } = commandStore({ mustExist: true });
const configDir = process.env.OMO_CONFIG_DIR ?? "config";
const config = loadConfig(configDir, partsOfConfig(configDir));
const app = config.app;
const { keep, keepDays } = retention(app);
try {
  const maintenance = maintenanceStore(store);
  if (url) {
    const swept = await sweepOperationLog(maintenance, dataDir, keepDays);
    if (swept.rows) console.log(`operation log: ${swept.rows} rows older than ${keepDays} days archived`);
    const uploads = uploadsDir(dataDir, process.env.OMO_UPLOAD_DIR || undefined);
    const files = await sweepRecordFiles(store.db, config.resources, uploads, Date.now());
    if (files) console.log(`uploaded files: ${files} no row holds, deleted`);
  }
  const path = await createBackup(dataDir, maintenance, Date.now(), {
    uploads: process.env.OMO_UPLOAD_DIR || undefined,
    fileName: app.fileName,
  });
  console.log(`backup written: ${path}`);
  for (const name of pruneBackups(dataDir, keep)) console.log(`pruned (keeping ${keep}): ${name}`);
} finally {
  await store.close();
}
