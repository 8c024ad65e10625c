import { resolve } from "node:path";
import { ConfigError, loadConfig, type LoadedConfig } from "../mock-server/plugins/config-loader.js";
import { isEmptyPlan } from "../mock-server/config/plan.js";
import { problemLine } from "../mock-server/config/problems.js";
import { planAgainstDatabase } from "./plan-store.js";

/**
 * `npm run check:config`: the checks a start makes, without starting: every file of config/ (schemas,
 * references between files), then the plan against the real database (OMO_DATABASE_URL, else the data
 * folder's omo.db; a fresh install against an empty one): a field whose type no longer fits its column,
 * a unique field whose rows repeat a value, a rename that cannot be done, a read-only resource's missing
 * view. Nothing is written. Every problem is printed at once; exit 1 when there is any.
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
  // The resources that passed are still checked against the database: every problem in one pass.
  const database = err.partial
    ? await planAgainstDatabase(err.partial as LoadedConfig).catch(() => undefined)
    : undefined;
  refuse([...err.lines, ...(database?.problems ?? []).map(problemLine)]);
}
const { plan, problems, where } = await planAgainstDatabase(config);
if (problems.length) refuse(problems.map(problemLine));
const count = 3 + Object.keys(config.resources).length + Object.keys(config.dashboards).length;
console.log(`配置无误：${dir} 的 ${count} 个文件，已对照数据库 ${where} 检查`);
if (!isEmptyPlan(plan)) console.log("启动时会变更数据库，npm run config:plan 列出每一项");
