import { resolve } from "node:path";
import { ConfigError, loadConfig, type LoadedConfig } from "../mock-server/plugins/config-loader.js";
import { describePlan } from "../mock-server/config/plan.js";
import { problemLine } from "../mock-server/config/problems.js";
import { planAgainstDatabase } from "./plan-store.js";

/**
 * `npm run config:plan`: what applying config/ to the real database would change (tables and columns
 * created, columns renamed, columns left behind by removed fields, indexes), one Chinese line each, or
 * `无需变更`. Nothing is applied. The problems that would stop the start are printed too (exit 1).
 */
const dir = resolve(process.env.OMO_CONFIG_DIR ?? "config");

function refuse(lines: string[]): never {
  console.error(`配置有误（${dir}），共 ${lines.length} 处：`);
  for (const line of lines) console.error(`  ${line}`);
  process.exit(1);
}

let config: LoadedConfig;
try {
  config = loadConfig(dir);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  refuse(err.lines);
}
const { plan, problems, where } = await planAgainstDatabase(config);
console.log(`按 ${dir} 应用到数据库 ${where} 时：`);
for (const line of describePlan(plan)) console.log(`  ${line}`);
if (problems.length) refuse(problems.map(problemLine));
