import { sql } from "kysely";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { ResourceContext } from "../context.js";
import type { Row } from "../codec.js";
import { rowsTable } from "../source.js";
import { localize } from "../../../src/common/i18n.js";

/** Deepest tree walked when looking for a cycle: far beyond any real hierarchy, and a stop for a broken one. */
const MAX_DEPTH = 64;

/** The parent field of a tree list (`list.tree.parentField`), when it is a relation of the resource to itself. */
export function parentFieldOf(res: ResourceConfig): string | undefined {
  const name = res.list.tree?.parentField;
  const field = name ? res.record.properties[name] : undefined;
  return field && field.relation?.resource === res.name ? name : undefined;
}

/**
 * A row may not be its own ancestor: an update naming as parent the row itself or one of its descendants
 * is refused with 10001 on the parent field (`上级<title>不能是自己或自己的下级`). The parent's ancestors are
 * read one level at a time, so the check is the same on every store.
 */
export async function treeErrors(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<Record<string, string>> {
  const parentField = parentFieldOf(res);
  if (!parentField || id === undefined) return {};
  let parent = values[parentField];
  const refuse = { [parentField]: `${localize(res.record.properties[parentField].title)}不能是自己或自己的下级` };
  for (let depth = 0; typeof parent === "number" && depth < MAX_DEPTH; depth++) {
    if (parent === id) return refuse;
    const row = (await ctx.db
      .selectFrom(rowsTable(ctx.resources, res.name))
      .select(sql.ref(parentField).as("parent"))
      .where("id", "=", parent)
      .executeTakeFirst()) as { parent: number | null } | undefined;
    parent = row?.parent === null || row?.parent === undefined ? undefined : Number(row.parent);
  }
  return typeof parent === "number" ? refuse : {};
}

/** Adds `_childCount` to rows of a tree list: how many rows name each as parent (one query for the page). */
export async function attachChildCounts(ctx: ResourceContext, res: ResourceConfig, rows: Row[]): Promise<void> {
  const parentField = parentFieldOf(res);
  if (!parentField || !rows.length) return;
  const counts = (await ctx.db
    .selectFrom(rowsTable(ctx.resources, res.name))
    .select([sql.ref(parentField).as("parent"), sql<number>`COUNT(*)`.as("n")])
    .where(
      ctx.store.sql.anyOf(
        sql.ref(parentField),
        rows.map((r) => r.id),
      ),
    )
    .groupBy(sql.ref(parentField))
    .execute()) as { parent: number; n: number }[];
  const byParent = new Map(counts.map((c) => [Number(c.parent), Number(c.n)]));
  for (const row of rows) row._childCount = byParent.get(Number(row.id)) ?? 0;
}
