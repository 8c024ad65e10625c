import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { databaseFile, fileNameOf } from "../mock-server/data-dir.js";
import { buildApp } from "../mock-server/app.js";
import { passwordsFromEnv } from "../mock-server/seed/accounts.js";

/** `npm run db:reset`: deletes the database (uploads stay) and seeds a fresh one. */
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const configDir = process.env.OMO_CONFIG_DIR ?? "config";
const database = databaseFile(dataDir, fileNameOf(configDir));
for (const file of [database, `${database}-wal`, `${database}-shm`]) rmSync(file, { force: true });
const app = await buildApp({
  dataDir,
  configDir,
  uiDir: false,
  // OMO_ADMIN_PASSWORD, and OMO_<NAME>_PASSWORD for each demo account of config/roles.json.
  passwords: passwordsFromEnv(),
});
await app.close();
console.log(`database reset and seeded in ${dataDir}`);
