import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildApp } from "../mock-server/app.js";
import { passwordsFromEnv } from "../mock-server/seed/accounts.js";

/** `npm run db:reset`: deletes the database (uploads stay) and seeds a fresh one. */
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
for (const file of ["omo.db", "omo.db-wal", "omo.db-shm"]) rmSync(join(dataDir, file), { force: true });
const app = await buildApp({
  dataDir,
  configDir: process.env.OMO_CONFIG_DIR ?? "config",
  uiDir: false,
  // OMO_ADMIN_PASSWORD, and OMO_<NAME>_PASSWORD for each demo account of config/roles.json.
  passwords: passwordsFromEnv(),
});
await app.close();
console.log(`database reset and seeded in ${dataDir}`);
