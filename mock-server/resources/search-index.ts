import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { labelField } from "./columns.js";
import { tableName } from "./table-name.js";

/**
 * Contains search at scale (docs/architecture.md, "Contains search at scale"). A text field a list
 * searches with `contains`, and the label field `keyword` searches, gets a search index:
 * PostgreSQL's pg_trgm GIN index with a GIN index of its characters, or on SQLite an
 * FTS5 `trigram` table kept in step by triggers (db/helpers/search.ts). Both are made, and dropped when no search needs them, by the config's plan.
 */

/** The text fields of a resource's own table that `contains` or `keyword` search. */
export function searchFields(res: ResourceConfig): string[] {
  if (res.source) return [];
  const fields = (res.list.query ?? []).filter((q) => q.operator === "contains").map((q) => q.field);
  return [...new Set([...fields, labelField(res)])].filter((f) => res.record.properties[f]?.type === "string");
}

/** The search index of a field, by the name both dialects give it. */
export const searchIndexName = (table: string, field: string) => `${table}_${field}_trgm`;

/** PostgreSQL's index of a field's characters (migration 020), for texts pg_trgm cannot index. */
export const shortSearchIndexName = (table: string, field: string) => `${table}_${field}_chars`;

/** The search index of a resource's field when it has one (the field is searched), else undefined. */
export const searchIndexOf = (res: ResourceConfig, field: string): string | undefined =>
  searchFields(res).includes(field) ? searchIndexName(tableName(res.name), field) : undefined;
