import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../mock-server/plugins/config-loader.js";

/** `npm run check:config`: the server's start-up validation of config/, without starting it. */
const dir = resolve(process.env.OMO_CONFIG_DIR ?? "config");
try {
  const config = loadConfig(dir);
  const count = 3 + Object.keys(config.resources).length;
  console.log(`config OK: ${count} files in ${dir}`);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`invalid config in ${dir}:`);
  for (const line of err.lines) console.error(`  ${line}`);
  process.exit(1);
}
