import type { Db } from "../../../mock-server/db/index.js";
import type { Helpers } from "../../../mock-server/db/helpers/types.js";

/**
 * The columns of the config-driven tables scheduling reads (res_lecturer, res_campus, …): empty for a
 * table the config does not define. Read once per table and kept: the server makes these tables at
 * start and drops none while it serves. Read through the executor at hand, so a first read inside a
 * transaction runs in it (on SQLite another would wait for the transaction's one connection).
 */
export function tableColumns(helpers: Helpers) {
  const known = new Map<string, ReadonlySet<string>>();
  return async (db: Db, table: string): Promise<ReadonlySet<string>> => {
    let columns = known.get(table);
    if (!columns) {
      const { rows } = await helpers.tableColumns(table).execute(db);
      columns = new Set(rows.map((r) => r.name));
      known.set(table, columns);
    }
    return columns;
  };
}

export type TableColumns = ReturnType<typeof tableColumns>;
