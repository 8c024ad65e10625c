import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Store } from "../db/index.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RoleDefinition } from "../../src/types/generated/roles.js";
import { rowScope, type Viewer } from "./row-rules.js";
import { rowsTable, scopeOf } from "./source.js";
import { tableName } from "./table-name.js";

/**
 * Row rules (row-rules.ts) for code that writes its own SQL: a module's routes and the statistics'
 * aggregates. The generic routes read through their viewer stores (viewer-store.ts); these give the same
 * rows to a statement of its own. No viewer (work of the system) or a viewer without a rule for the
 * resource: every row.
 */
export interface RowReach {
  /**
   * The rows of `resource` the viewer reaches, to put after FROM or JOIN, named `alias`: its table as it
   * is, or a subquery of the rows its roles' rules (and a slice's scope) allow.
   */
  rows(viewer: Viewer | null | undefined, resource: string, alias: string): RawBuilder<unknown>;
  /**
   * That `column` (`l.campus_id`, or an expression) names a row of `resource` the viewer reaches, as a
   * condition; `1 = 1` when it reaches every row, so the expression costs nothing then.
   */
  within(
    viewer: Viewer | null | undefined,
    resource: string,
    column: string | RawBuilder<unknown>,
  ): RawBuilder<SqlBool>;
  /** The ids of `resource`'s rows the viewer reaches; undefined when it reaches every row. */
  ids(viewer: Viewer | null | undefined, resource: string): Promise<number[] | undefined>;
}

export function rowReach(
  store: Store,
  resources: Readonly<Record<string, ResourceConfig>>,
  roles: readonly RoleDefinition[],
): RowReach {
  /** The viewer's rules for `resource` as SQL; undefined when it reaches every row (or the config has no such resource). */
  const reachOf = (viewer: Viewer | null | undefined, resource: string) => {
    const res = resources[resource];
    return viewer && res ? rowScope(store.sql, viewer, res, roles) : undefined;
  };
  /** The conditions on the resource's table: a slice's scope and the viewer's rules, or none. */
  const conditions = (viewer: Viewer | null | undefined, resource: string) => ({
    table: resources[resource] ? rowsTable(resources, resource) : tableName(resource),
    where: [...scopeOf(resources, resource), ...(reachOf(viewer, resource)?.where ?? [])],
  });
  const whereOf = (where: readonly unknown[]) =>
    sql.join(
      where.map((w) => sql`${w}`),
      sql` AND `,
    );

  return {
    rows(viewer, resource, alias) {
      const { table, where } = conditions(viewer, resource);
      if (!where.length) return sql`${sql.table(table)} AS ${sql.table(alias)}`;
      return sql`(SELECT * FROM ${sql.table(table)} WHERE ${whereOf(where)}) AS ${sql.table(alias)}`;
    },
    within(viewer, resource, column) {
      if (!reachOf(viewer, resource)) return sql<SqlBool>`1 = 1`;
      const { table, where } = conditions(viewer, resource);
      const value = typeof column === "string" ? sql.ref(column) : column;
      return sql<SqlBool>`${value} IN (SELECT id FROM ${sql.table(table)} WHERE ${whereOf(where)})`;
    },
    async ids(viewer, resource) {
      if (!reachOf(viewer, resource)) return undefined;
      const { table, where } = conditions(viewer, resource);
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${whereOf(where)}`.execute(
        store.db,
      );
      return rows.map((r) => Number(r.id));
    },
  };
}
