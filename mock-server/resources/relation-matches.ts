import { sql, type SqlBool } from "kysely";
import type { RecordSchema, Relation, ResourceConfig } from "../../src/types/generated/resource.js";
import type { ResourceContext } from "./context.js";
import { encodeValue } from "./codec.js";
import { relationFields } from "./columns.js";
import { rowsTable, scopeOf } from "./source.js";
import { localize } from "../../src/common/i18n.js";
import { customMessage } from "../../src/common/record-rules.js";

type Values = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);

/**
 * The message of a dependent relation that does not hold: the field's `errorMessage` (one text, or
 * `matches`), else `所选<title>与<the other field's title>不符`.
 */
export function matchesMessage(record: RecordSchema, name: string, relation: Relation): string {
  const field = record.properties[name];
  const custom = customMessage(field, "matches");
  if (custom !== undefined) return custom;
  const others = Object.values(relation.matches ?? {}).map((n) =>
    record.properties[n] ? localize(record.properties[n].title) : n,
  );
  return `所选${localize(field.title)}与${others.join("、")}不符`;
}

/**
 * Dependent relations (`relation.matches`): each row a relation field points to must have, in its
 * matched fields, this row's values (a lecturer of the row's campus). `row` is the row as it would be
 * stored (the body over the stored row, or over the defaults), so an update changing only the campus is
 * checked against the stored lecturer. With `written` (an update's fields), a relation is checked only
 * when the write names it or one of the fields it follows: a row stored before the rule existed can still
 * be changed elsewhere. Fields in `refused` (an unknown id, found by `checkValues`) are skipped.
 * Returns `{field: message}`, empty when fine.
 */
export async function matchErrors(
  ctx: ResourceContext,
  res: ResourceConfig,
  row: Values,
  written?: Values,
  refused: Record<string, string> = {},
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const { name, relation, many } of relationFields(res)) {
    const pairs = Object.entries(relation.matches ?? {});
    const target = ctx.resources[relation.resource];
    if (!pairs.length || !target || refused[name]) continue;
    if (written && !(name in written) && !pairs.some(([, own]) => own in written)) continue;
    const ids = [...new Set(many ? ((row[name] as unknown[] | null) ?? []) : [row[name]])].filter((v) => !isEmpty(v));
    const compared = pairs.filter(([, own]) => !isEmpty(row[own]));
    if (!ids.length || !compared.length) continue;
    const h = ctx.store.sql;
    const conditions = [
      h.anyOf(sql.ref("id"), ids),
      ...compared.map(([theirs, own]) => {
        const field = target.record.properties[theirs];
        return field.type === "array"
          ? h.holdsAnyOf(theirs, [row[own]])
          : sql<SqlBool>`${sql.ref(theirs)} = ${encodeValue(field, row[own])}`;
      }),
      ...scopeOf(ctx.resources, relation.resource),
    ];
    const q = conditions.reduce(
      (acc, c) => acc.where(c),
      ctx.db.selectFrom(rowsTable(ctx.resources, relation.resource)).select(sql<number>`COUNT(*)`.as("n")),
    );
    const found = Number((await q.executeTakeFirst())?.n ?? 0);
    if (found !== ids.length) errors[name] = matchesMessage(res.record, name, relation);
  }
  return errors;
}
