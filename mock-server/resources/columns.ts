import type { RecordField, Relation, ResourceConfig } from "../../src/types/generated/resource.js";
import { localize } from "../../src/common/i18n.js";

/** Columns every table has, kept by the server. */
export const systemColumns = ["id", "created_at", "updated_at"] as const;

export const systemTitles: Record<string, string> = { id: "ID", created_at: "创建时间", updated_at: "更新时间" };

/** SQLite type of a field's column: arrays are JSON text, booleans 0/1. */
export function sqlType(field: RecordField): "TEXT" | "INTEGER" | "REAL" {
  if (field.type === "integer" || field.type === "boolean") return "INTEGER";
  if (field.type === "number") return "REAL";
  return "TEXT";
}

/** A column name inside SQL; names come from the validated config only (`^[a-z][a-z0-9_]*$`). */
export const col = (name: string): string => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a column name: ${name}`);
  return `"${name}"`;
};

/** The field naming a row in selects, relation labels and `keyword` searches. */
export const labelField = (res: ResourceConfig): string => res.labelField ?? "name";

/** The row another resource's id points to, for a scalar relation or an array of relations. */
export function relationOf(field: RecordField): { relation: Relation; many: boolean } | undefined {
  if (field.relation) return { relation: field.relation, many: false };
  if (field.items?.relation) return { relation: field.items.relation, many: true };
  return undefined;
}

/** Fields that hold ids of other rows, with their relation. */
export function relationFields(res: ResourceConfig): { name: string; relation: Relation; many: boolean }[] {
  return Object.entries(res.record.properties).flatMap(([name, f]) => {
    const r = relationOf(f);
    return r ? [{ name, ...r }] : [];
  });
}

/** Columns users may sort by: the list's sortable columns and the system ones. */
export function sortableColumns(res: ResourceConfig): string[] {
  const sortable = res.list.columns.filter((c) => c.sortable).map((c) => c.field);
  return [...new Set([...sortable, ...systemColumns])];
}

/** Columns worth an index: sortable ones, query fields, relations, unique fields and the label. */
export function indexedColumns(res: ResourceConfig): string[] {
  const fields = res.record.properties;
  const wanted = [
    ...sortableColumns(res),
    res.list.defaultSort?.field ?? "id",
    ...(res.list.query ?? []).map((q) => q.field),
    ...relationFields(res).map((r) => r.name),
    ...Object.entries(fields)
      .filter(([, f]) => f.unique)
      .map(([name]) => name),
    labelField(res),
  ];
  // An index on JSON text does not help json_each; id is the primary key already.
  return [...new Set(wanted)].filter(
    (c) => c !== "id" && (c === "created_at" || c === "updated_at" || (c in fields && fields[c].type !== "array")),
  );
}

/**
 * Two-column indexes for the pages people actually ask for: an equality filter with a sort
 * (`status = 1 ORDER BY balance` walks (status, balance) in order and stops after the page) and an
 * equality or `in` filter with a `contains` search (the count scans (status, name) without touching rows).
 */
export function compositeIndexes(res: ResourceConfig): [string, string][] {
  const fields = res.record.properties;
  const scalar = (name: string) => (fields[name] ? fields[name].type !== "array" : name !== "id");
  const query = (res.list.query ?? []).filter((q) => scalar(q.field));
  const contains = query.filter((q) => q.operator === "contains").map((q) => q.field);
  // Only the columns the list offers for sorting: id, created_at and updated_at are always accepted but rarely asked.
  const offered = res.list.columns.filter((c) => c.sortable).map((c) => c.field);
  const sorts = [...offered, res.list.defaultSort?.field ?? "id"].filter((c) => c !== "id" && scalar(c));
  const pairs: [string, string][] = [];
  for (const q of query) {
    const seconds = q.operator === "eq" ? [...sorts, ...contains] : q.operator === "in" ? contains : [];
    for (const s of new Set(seconds)) if (s !== q.field) pairs.push([q.field, s]);
  }
  return pairs;
}

/** The record field or system column a list uses, with a title for headers and messages. */
export function columnTitle(res: ResourceConfig, name: string): string {
  const title = res.record.properties[name]?.title;
  return title !== undefined ? localize(title) : (systemTitles[name] ?? name);
}
