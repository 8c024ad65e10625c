import { sql } from "kysely";
import { can, resourceAccessRule, type AccessRecord } from "../../src/common/access.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ResourceContext } from "./context.js";
import { labelField, relationFields } from "./columns.js";
import type { Row } from "./codec.js";
import { rowsTable } from "./source.js";
import { attachFiles } from "./files/file-values.js";
import { attachChildCounts, parentFieldOf } from "./tree/tree-rules.js";
import { fileFields } from "./files/file-rule.js";
import { fieldView } from "./field-rules.js";

interface Extras {
  files: boolean;
  tree: boolean;
  relations: ReturnType<typeof relationFields>;
}

/**
 * What a resource's rows carry besides their columns (files, child counts, labels), worked out once per
 * config version rather than on every page: a config is never changed in place, a new version is new objects.
 */
const extras = new WeakMap<ResourceConfig, Extras>();
function extrasOf(res: ResourceConfig): Extras {
  let known = extras.get(res);
  if (!known) {
    known = { files: fileFields(res).length > 0, tree: !!parentFieldOf(res), relations: relationFields(res) };
    extras.set(res, known);
  }
  return known;
}

/** Labels of rows of `resource` by id, in one query whatever the number of ids. */
export async function labelsById(
  ctx: Pick<ResourceContext, "store" | "db" | "resources">,
  resource: string,
  ids: unknown[],
): Promise<Map<number, string>> {
  const target = ctx.resources[resource];
  const out = new Map<number, string>();
  if (!target || !ids.length) return out;
  const label = labelField(target);
  // A resource without its label field is named by its ids rather than failing the whole page.
  const labelSql = label in target.record.properties ? sql.ref(label) : sql`CAST(id AS TEXT)`;
  const rows: { id: number; label: unknown }[] = await ctx.db
    .selectFrom(rowsTable(ctx.resources, resource))
    .select(["id", labelSql.as("label")])
    .where(ctx.store.sql.anyOf(sql.ref("id"), [...new Set(ids)]))
    .execute();
  for (const r of rows) out.set(r.id, r.label === null ? "" : String(r.label));
  return out;
}

/**
 * Adds `_labels` to rows of a resource with relation fields: `{campus_id: "北京朝阳校区", subject_ids: ["语文"]}`.
 * One query per relation field for all the rows given (a page, or a chunk of an export), never one per row.
 * A label is a row of the target resource: when `user` may not read that resource (its routes answer 403),
 * or its field rules hide that resource's label field, the label is null, so the rows of a resource the
 * caller may read do not leak another's.
 */
export async function attachLabels(
  ctx: ResourceContext,
  res: ResourceConfig,
  rows: Row[],
  user: AccessRecord,
): Promise<Row[]> {
  const { files, tree, relations } = extrasOf(res);
  if (files) await attachFiles(ctx, res, rows);
  if (tree) await attachChildCounts(ctx, res, rows);
  if (!relations.length) return rows;
  for (const row of rows) row._labels = {};
  for (const { name, relation, many } of relations) {
    const target = ctx.resources[relation.resource];
    const hidden = target && fieldView(user, target, ctx.roles).hidden.has(labelField(target));
    if (hidden || !can(user, resourceAccessRule(target?.access, "read"))) {
      for (const row of rows) (row._labels as Record<string, unknown>)[name] = null;
      continue;
    }
    const ids = rows.flatMap((r) => (many ? ((r[name] as unknown[] | null) ?? []) : r[name] === null ? [] : [r[name]]));
    const labels = await labelsById(ctx, relation.resource, ids);
    for (const row of rows) {
      const value = row[name];
      const target = row._labels as Record<string, unknown>;
      if (many) {
        target[name] = Array.isArray(value) ? value.flatMap((id) => labels.get(id as number) ?? []) : [];
      } else target[name] = value === null ? null : (labels.get(value as number) ?? null);
    }
  }
  return rows;
}
