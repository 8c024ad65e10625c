import type { CrudFilter } from "@refinedev/core";
import type { RecordField } from "../../types/generated/resource.js";
import type { QueryFieldResolved } from "./resolve-query-fields.js";

/** A value read back from the URL (always text) in the type of its record field. */
function coerce(value: unknown, field: RecordField): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  const type = field.type === "array" ? field.items?.type : field.type;
  if (typeof value !== "string") return value;
  if (type === "integer" || type === "number") return Number.isNaN(Number(value)) ? value : Number(value);
  if (type === "boolean") return value === "true" || value === "1";
  return value;
}

/**
 * The list's filters (from the URL on a reload or a shared link) as the query form's values,
 * so the form shows what the list is filtered by; fields without a filter are emptied, so a
 * reset list (a menu click) clears the form too.
 */
export function toQueryValues(fields: QueryFieldResolved[], filters: CrudFilter[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const filter = filters.find((f) => "field" in f && f.field === field.name);
    const raw: unknown = filter?.value;
    if (field.operator === "between") {
      const [from, to] = Array.isArray(raw) ? raw : [];
      const numeric = field.widget === "numberRange";
      const end = (v: unknown) => (numeric ? coerce(v, { type: "number", title: "" }) : (v ?? ""));
      values[field.name] = raw === undefined ? undefined : [end(from), end(to)];
    } else if (Array.isArray(raw)) {
      values[field.name] = raw.map((v) => coerce(v, field.record));
    } else if (field.operator === "in" && raw !== undefined) {
      values[field.name] = [coerce(raw, field.record)];
    } else {
      values[field.name] = coerce(raw, field.record);
    }
  }
  return values;
}
