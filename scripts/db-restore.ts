import { resolve } from "node:path";
import { fileNameOf } from "../mock-server/data-dir.js";
import { RestoreRefused, listBackups, restoreBackup } from "../mock-server/maintenance/backups.js";

/**
 * `npm run db:restore <file>`: replaces the database, `uploads/` and `archive/` of the data folder with a
 * backup's, after checking the whole backup; what it replaces is kept in `<data>/replaced/<time>/`.
 * Stop the server first: it refuses to run under a live one. With OMO_DATABASE_URL set, the PostgreSQL
 * database is replaced by the backup's `omo.pgdump` (pg_restore), after every server process stopped.
 */
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:restore <backup.tar.gz>");
  const backups = listBackups(dataDir);
  if (backups.length) console.error(`backups in ${dataDir}:\n${backups.map((b) => `  ${b.path}`).join("\n")}`);
  process.exit(2);
}
try {
  const replaced = await restoreBackup(dataDir, resolve(file), Date.now(), {
    databaseUrl: process.env.OMO_DATABASE_URL || undefined,
    uploads: process.env.OMO_UPLOAD_DIR || undefined,
    fileName: fileNameOf(process.env.OMO_CONFIG_DIR ?? "config"),
  });
  console.log(`restored ${file} into ${dataDir}`);
  console.log(`the replaced database and files are in ${replaced} (delete it once the restore is checked)`);
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(`restore refused, nothing changed: ${err.message}`);
  process.exit(1);
}
