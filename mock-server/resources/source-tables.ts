import type { Db, Store } from "../db/index.js";
import { schemaHelper } from "../db/helpers/schema/index.js";
import type { ConfigProblem } from "../config/problems.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { tableSource } from "../../src/common/resource-source.js";
import { columnsOf } from "./source.js";
import { tableName } from "./table-name.js";

type Resources = Record<string, ResourceConfig>;

const kindName = { table: "表", view: "视图" } as const;

/**
 * A read-only resource's table or view must exist (a migration creates it; the server never does) and
 * have `id`, `created_at` and a column per record field. A table must be a config resource's own: the
 * framework's and the modules' tables (accounts, sessions, roles, credentials, config, logs, files, jobs)
 * are never published by a config, so a page cannot serve password hashes; a module shows what may be
 * shown through a view of its own. Read through `db` (a plan may run inside a transaction); one problem
 * per refused or missing table, view or column.
 */
export async function checkSourceTables(store: Store, db: Db, resources: Resources): Promise<ConfigProblem[]> {
  const schema = schemaHelper(store.dialect);
  const problems: ConfigProblem[] = [];
  const resourceTables = new Set(Object.keys(resources).map(tableName));
  for (const res of Object.values(resources)) {
    const source = tableSource(res);
    if (!source) continue;
    const say = (pointer: string, message: string) =>
      problems.push({ file: `resources/${res.name}.json`, pointer, message });
    const kind = await schema.kindOf(db, source.table);
    if (!kind) {
      say("/source/table", `数据库中没有表或视图 "${source.table}"（应由迁移创建）`);
      continue;
    }
    if (kind === "table" && !resourceTables.has(source.table)) {
      say(
        "/source/table",
        `"${source.table}" 是系统或模块自己的表，不能作为页面的数据来源（可用资源的表，或由迁移创建的视图）`,
      );
      continue;
    }
    const columns = await columnsOf(store, db, source.table);
    for (const name of ["id", "created_at"]) {
      if (!columns.has(name)) say("/source/table", `${kindName[kind]} "${source.table}" 没有列 "${name}"`);
    }
    for (const name of Object.keys(res.record.properties)) {
      if (!columns.has(name)) say(`/record/properties/${name}`, `${kindName[kind]} "${source.table}" 没有列 "${name}"`);
    }
  }
  return problems;
}
