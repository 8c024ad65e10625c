import type { Db, Store } from "../db/index.js";
import type { LoadedConfig } from "../plugins/config-loader.js";
import { diffConfig, type Changes, type ConfigChanges } from "./config-diff.js";
import { planTables, type TablesPlan } from "./plan-tables.js";
import type { ConfigProblem } from "./problems.js";
import { localize } from "../../src/common/i18n.js";

export type { Changes, ConfigChanges, MenuEntry, RestartSetting } from "./config-diff.js";
export type { TableColumn, TablesPlan } from "./plan-tables.js";

/**
 * What applying a config would change (docs/architecture.md, "Live config"): the tables' DDL and
 * renames, the columns it leaves behind, and, compared with the running config, the resources, routes,
 * menus and dashboards it adds, changes and removes, and the settings that need a restart.
 */
export type ConfigPlan = TablesPlan & ConfigChanges;

/**
 * Plans `next` against the real database (read through `options.db`, the store's by default: a caller
 * holding a transaction passes it), writing nothing. `previous` is the running config: without it no
 * resource, route or menu is "changed", and every column no field reads is named as left behind.
 * Problems (a type change, a unique field with repeated values, an impossible rename, a read-only
 * resource's missing view) forbid applying the plan; all are reported at once.
 */
export async function planConfig(
  store: Store,
  next: LoadedConfig,
  previous?: LoadedConfig,
  options: { db?: Db } = {},
): Promise<{ plan: ConfigPlan; problems: ConfigProblem[] }> {
  const { plan, problems } = await planTables(store, options.db ?? store.db, next.resources, previous?.resources);
  return { plan: { ...plan, ...diffConfig(next, previous) }, problems };
}

const anyChange = (c: Changes<unknown>) => c.added.length + c.changed.length + c.removed.length > 0;

/** Whether applying the plan changes nothing (columns left behind are only named: they stay as they are). */
export function isEmptyPlan(plan: ConfigPlan): boolean {
  const lists = [
    plan.createTables,
    plan.addColumns,
    plan.renameColumns,
    plan.dropIndexes,
    plan.createIndexes,
    plan.trackTables,
    plan.restart,
    plan.settings,
  ];
  const kinds = [plan.resources, plan.routes, plan.menus, plan.dashboards];
  return lists.every((l) => l.length === 0) && !kinds.some(anyChange);
}

/** Whether the plan has statements for the database (an apply without them only records the version). */
export const changesTables = (plan: TablesPlan): boolean =>
  [plan.createTables, plan.addColumns, plan.renameColumns, plan.dropIndexes, plan.createIndexes, plan.trackTables].some(
    (l) => l.length > 0,
  );

const changeLines = <T>(c: Changes<T>, what: string, label: (t: T) => string, removed = "") => [
  ...c.added.map((t) => `新增${what} ${label(t)}`),
  ...c.changed.map((t) => `修改${what} ${label(t)}`),
  ...c.removed.map((t) => `移除${what} ${label(t)}${removed}`),
];

/**
 * The plan in Chinese, one line per change, for people (`npm run config:plan`, the designer's dry run):
 * `新建表 res_room：…`, `新增列 res_room.capacity`, `列改名 res_room.seat → seats`, … A plan that
 * changes nothing starts with `无需变更`.
 */
export function describePlan(plan: ConfigPlan): string[] {
  const created = new Set(plan.createTables.map((t) => t.table));
  const indexCount = (table: string) => plan.createIndexes.filter((i) => i.table === table).length;
  const lines = isEmptyPlan(plan) ? ["无需变更"] : [];
  for (const t of plan.createTables) {
    const indexes = indexCount(t.table);
    lines.push(
      `新建表 ${t.table}：列 ${t.columns.map((c) => c.name).join("、") || "（仅系统列）"}` +
        (indexes ? `，索引 ${indexes} 个` : ""),
    );
  }
  for (const r of plan.renameColumns)
    lines.push(`列改名 ${r.table}.${r.from} → ${r.to}${r.replacesEmpty ? `（先删去空列 ${r.table}.${r.to}）` : ""}`);
  for (const c of plan.addColumns) lines.push(`新增列 ${c.table}.${c.column}`);
  for (const c of plan.leftBehind) lines.push(`字段 ${c.column} 已移除，列 ${c.table}.${c.column} 及其数据保留`);
  for (const i of plan.dropIndexes) lines.push(`删除索引 ${i.name}（随列改名重建）`);
  for (const i of plan.createIndexes) {
    if (created.has(i.table)) continue;
    const kind = i.unique ? "唯一索引" : i.search ? "搜索索引" : "索引";
    lines.push(`新建${kind} ${i.name}（${i.table}.${i.columns.join(", ")}）`);
  }
  for (const t of plan.trackTables) if (!created.has(t)) lines.push(`表 ${t} 补建数据版本触发器`);
  lines.push(
    ...changeLines(plan.resources, "资源", (n) => n, "（其数据保留）"),
    ...changeLines(plan.routes, "路由", (n) => n),
    ...changeLines(plan.menus, "菜单", (m) => (m.title ? `${localize(m.title)}（${m.name}）` : m.name)),
    ...changeLines(plan.dashboards, "统计页", (n) => n),
  );
  for (const key of plan.settings) lines.push(`app.json ${key} 已修改，即时生效`);
  for (const s of plan.restart)
    lines.push(
      s.key === "backup" || s.key === "operationLog"
        ? `${s.file} ${s.key} 已修改，需要重启才生效`
        : `${s.file} ${s.key}：${s.from || "（未设）"} → ${s.to || "（未设）"}，需要重启才生效`,
    );
  return lines;
}
