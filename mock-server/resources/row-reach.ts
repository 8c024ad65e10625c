import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
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

/** What the row rules of a caller are read against: the store's dialect, the config's resources and roles. */
interface RuleSource {
  store: Store;
  resources: Readonly<Record<string, ResourceConfig>>;
  roles: readonly RoleDefinition[];
}

/**
 * The conditions that keep a statement on `res`'s table (rowsTable) to the rows `viewer` reaches: a slice's
 * scope and its roles' rules; `limited` says whether the rules narrow it at all.
 */
export function reachedWhere(
  { store, resources, roles }: RuleSource,
  res: ResourceConfig,
  viewer: Viewer | null | undefined,
): { where: Expression<SqlBool>[]; limited: boolean } {
  const reach = viewer ? rowScope(store.sql, viewer, res, roles) : undefined;
  return { where: [...scopeOf(resources, res.name), ...(reach?.where ?? [])], limited: reach !== undefined };
}

export function rowReach(
  store: Store,
  resources: Readonly<Record<string, ResourceConfig>>,
  roles: readonly RoleDefinition[],
): RowReach {
  /**
   * The resource's table and the conditions of the viewer's rows on it; `limited` false when it reaches
   * every row (or the config has no such resource: a module switched off has no rules).
   */
  const conditions = (viewer: Viewer | null | undefined, resource: string) => {
    const res = resources[resource];
    if (!res) return { table: tableName(resource), where: [], limited: false };
    return { table: rowsTable(resources, resource), ...reachedWhere({ store, resources, roles }, res, viewer) };
  };
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
      const { table, where, limited } = conditions(viewer, resource);
      if (!limited) return sql<SqlBool>`1 = 1`;
      const value = typeof column === "string" ? sql.ref(column) : column;
      return sql<SqlBool>`${value} IN (SELECT id FROM ${sql.table(table)} WHERE ${whereOf(where)})`;
    },
    async ids(viewer, resource) {
      const { table, where, limited } = conditions(viewer, resource);
      if (!limited) return undefined;
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE ${whereOf(where)}`.execute(
        store.db,
      );
      return rows.map((r) => Number(r.id));
    },
  };
}
