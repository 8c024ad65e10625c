import { resolve } from "node:path";
import { describePlan } from "../mock-server/config/plan.js";
import { problemLine } from "../mock-server/config/problems.js";
import { loadOrRefuse, planAgainstDatabase, refuse } from "./plan-store.js";

/**
 * `npm run config:plan`: what applying config/ to the real database would change (tables and columns
 * created, columns renamed, columns left behind by removed fields, indexes), one Chinese line each, or
 * `无需变更`; then what the database keeps that the config no longer uses (a module switched off, a
 * resource taken out). Nothing is applied. The problems that would stop the start are printed too (exit 1).
 */
const dir = resolve(process.env.OMO_CONFIG_DIR ?? "config");

const config = await loadOrRefuse(dir);
const { plan, problems, where, leftBehind } = await planAgainstDatabase(config, undefined, { withLeftBehind: true });
console.log(`按 ${dir} 应用到数据库 ${where} 时：`);
for (const line of [...describePlan(plan), ...leftBehind]) console.log(`  ${line}`);
if (problems.length) refuse(dir, problems.map(problemLine));
