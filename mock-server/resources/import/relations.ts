import { sql, type SqlBool } from "kysely";
import type { Relation } from "../../../src/types/generated/resource.js";
import type { ResourceContext } from "../context.js";
import { labelField } from "../columns.js";
import { encodeValue } from "../codec.js";
import { rowsTable, scopeOf } from "../source.js";

/** A row a label may name: its id and the raw values of the fields its dependent relation compares. */
export type Candidate = { id: number } & Record<string, unknown>;

const LOOKUP_CHUNK = 500;

/**
 * Rows a relation's labels name, by label, read in a few queries however many rows a file has: what the
 * relation allows (its `filter`, a slice's scope), with the fields `matches` compares, so a name two
 * campuses share can still pick the row of the row's own campus. Labels already known are not read again.
 */
export function relationLookup(ctx: ResourceContext, relation: Relation) {
  const known = new Map<string, Candidate[]>();
  const target = ctx.resources[relation.resource];
  return {
    async load(labels: Iterable<string>): Promise<void> {
      const wanted = [...new Set(labels)].filter((l) => !known.has(l));
      if (!target || !wanted.length) return;
      const label = labelField(target);
      const labelSql = label in target.record.properties ? sql.ref(label) : sql`CAST(id AS TEXT)`;
      const compared = Object.keys(relation.matches ?? {}).filter((f) => f in target.record.properties);
      const filters = Object.entries(relation.filter ?? {}).filter(([k]) => k in target.record.properties);
      for (let i = 0; i < wanted.length; i += LOOKUP_CHUNK) {
        const part = wanted.slice(i, i + LOOKUP_CHUNK);
        const conditions = [
          ctx.store.sql.anyOf(labelSql, part),
          ...filters.map(([k, v]) => sql<SqlBool>`${sql.ref(k)} = ${encodeValue(target.record.properties[k], v)}`),
          ...scopeOf(ctx.resources, relation.resource),
        ];
        const q = conditions.reduce(
          (acc, c) => acc.where(c),
          ctx.db
            .selectFrom(rowsTable(ctx.resources, relation.resource))
            .select([sql<number>`id`.as("id"), labelSql.as("_label"), ...compared.map((f) => sql.ref(f).as(f))]),
        );
        for (const row of (await q.orderBy("id").execute()) as Record<string, unknown>[]) {
          const key = String(row._label);
          known.set(key, [...(known.get(key) ?? []), { ...row, id: Number(row.id) } as Candidate]);
        }
      }
      for (const l of wanted) if (!known.has(l)) known.set(l, []);
    },
    /** The rows a label names (after `load`). */
    candidates: (labelText: string): Candidate[] => known.get(labelText) ?? [],
  };
}

export type RelationLookup = ReturnType<typeof relationLookup>;
