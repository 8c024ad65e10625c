import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../mock-server/plugins/config-loader.js";
import { openDatabase } from "../mock-server/plugins/database.js";
import { openStore } from "../mock-server/db/index.js";
import { syncTables } from "../mock-server/resources/sync-tables.js";

/**
 * `npm run check:config`: the server's start-up validation of config/, without starting it. The tables
 * are built in a throwaway database from the migrations and the config, as a start would, so a read-only
 * resource naming a missing view or column is caught here too.
 */
const dir = resolve(process.env.OMO_CONFIG_DIR ?? "config");
try {
  const config = loadConfig(dir);
  const db = openDatabase(":memory:");
  try {
    await syncTables(openStore({ sqlite: db }), config.resources);
  } finally {
    db.close();
  }
  const count = 3 + Object.keys(config.resources).length + Object.keys(config.dashboards).length;
  console.log(`config OK: ${count} files in ${dir}`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`invalid config in ${dir}:`);
  for (const line of err.lines) console.error(`  ${line}`);
  process.exit(1);
}
