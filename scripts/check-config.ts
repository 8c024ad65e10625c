import { resolve } from "node:path";
import { isEmptyPlan } from "../mock-server/config/plan.js";
import { problemLine } from "../mock-server/config/problems.js";
import { loadOrRefuse, planAgainstDatabase, refuse } from "./plan-store.js";

/**
 * `npm run check:config`: the checks a start makes, without starting: every file of config/ (schemas,
 * references between files), then the plan against the real database (OMO_DATABASE_URL, else the data
 * folder's omo.db; a fresh install against an empty one): a field whose type no longer fits its column,
 * a unique field whose rows repeat a value, a rename that cannot be done, a read-only resource's missing
 * view. Nothing is written. Every problem is printed at once; exit 1 when there is any.
 */
const dir = resolve(process.env.OMO_CONFIG_DIR ?? "config");

const config = await loadOrRefuse(dir);
const { plan, problems, where } = await planAgainstDatabase(config);
if (problems.length) refuse(dir, problems.map(problemLine));
const count = 3 + Object.keys(config.resources).length + Object.keys(config.dashboards).length;
console.log(`配置无误：${dir} 的 ${count} 个文件，已对照数据库 ${where} 检查`);
if (!isEmptyPlan(plan)) console.log("启动时会变更数据库，npm run config:plan 列出每一项");
