import { sql } from "kysely";
import type { Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import { rowsTable } from "../resources/source.js";
import type { LoadedConfig } from "../plugins/config-loader.js";

/**
 * What the database keeps that this config no longer uses, for `npm run config:plan`: the tables of a
 * module switched off (its migrations stay recorded as `<module>/<file>`) and of resources taken out of
 * the config. Nothing is ever dropped; these lines say so, so an operator can decide.
 */
export async function leftBehind(store: Store, config: LoadedConfig): Promise<string[]> {
  const lines: string[] = [];
  const listed = new Set(config.app.modules ?? []);
  if (await schemaHelper(store.dialect).kindOf(store.db, "migrations")) {
    const { rows } = await sql<{ name: string }>`SELECT name FROM migrations`.execute(store.db);
    const off = new Map<string, number>();
    for (const { name } of rows) {
      const module = name.includes("/") ? name.slice(0, name.indexOf("/")) : undefined;
      if (module && !listed.has(module)) off.set(module, (off.get(module) ?? 0) + 1);
    }
    // By name: the table's rows come in no set order (PostgreSQL's differs from SQLite's).
    for (const [module, count] of [...off].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`模块 ${module} 未启用：它的 ${count} 个迁移所建的表及其数据保留，不会删除`);
  }
  const used = new Set(Object.keys(config.resources).map((name) => rowsTable(config.resources, name)));
  const { rows } =
    store.dialect === "postgres"
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name LIKE 'res\\_%'`.execute(store.db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'res\\_%' ESCAPE '\\'`.execute(
          store.db,
        );
  // The search index's own tables (`<table>_<column>_trgm…`) go with their table, unnamed.
  const stale = rows
    .map((r) => r.name)
    .filter((name) => !used.has(name) && !/_trgm(_|$)/.test(name))
    .sort();
  if (stale.length) lines.push(`不在配置中的资源表 ${stale.join("、")} 及其数据保留，不会删除`);
  return lines;
}
