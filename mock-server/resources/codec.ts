import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";

/** A row as the API shows it: the record's fields plus id and the two timestamps. */
export type Row = Record<string, unknown> & { id: number; created_at: string; updated_at: string };

/** `YYYY-MM-DD HH:mm:ss` on the business's wall clock, the timestamps' format (docs/resource-api.md). */
export { localDateTime } from "../clock.js";

/** One value as its column stores it: booleans 0/1, arrays JSON text, nothing as NULL. */
export function encodeValue(field: RecordField, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (field.type === "boolean") return value === true || value === 1 || value === "true" || value === "1" ? 1 : 0;
  if (field.type === "array") return JSON.stringify(value);
  return value;
}

/** The record fields present in `values`, encoded for their columns. */
export function encodeRecord(res: ResourceConfig, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(res.record.properties)) {
    if (name in values) out[name] = encodeValue(field, values[name]);
  }
  return out;
}

/** One stored value as the API shows it. A column kept from an older config may hold text for a number. */
export function decodeValue(field: RecordField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case "boolean":
      return value === 1 || value === "1" || value === true;
    case "array":
      try {
        const parsed = JSON.parse(String(value));
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        return [];
      }
    case "integer":
    case "number":
      return typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
    default:
      return typeof value === "string" ? value : String(value);
  }
}

/** A stored row as the API shows it: typed values, only the fields the config still has. */
export function decodeRow(res: ResourceConfig, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = { id: raw.id, created_at: raw.created_at, updated_at: raw.updated_at };
  for (const [name, field] of fieldsOf(res)) row[name] = decodeValue(field, raw[name]);
  return row as Row;
}

/**
 * The same, in place, for a row read by a SELECT of exactly the system columns and the record's fields
 * (a list page): it has no other column to drop, so only the values that need it change, and a page
 * allocates no second copy of its rows.
 */
export function decodeSelectedRow(res: ResourceConfig, raw: Record<string, unknown>): Row {
  for (const [name, field] of fieldsOf(res)) {
    const value = raw[name];
    const decoded = decodeValue(field, value);
    if (decoded !== value) raw[name] = decoded;
  }
  return raw as Row;
}

/** A config is never changed in place (a new version is new objects): its field list is read once. */
const fieldLists = new WeakMap<ResourceConfig, [string, RecordField][]>();
function fieldsOf(res: ResourceConfig): [string, RecordField][] {
  let fields = fieldLists.get(res);
  if (!fields) fieldLists.set(res, (fields = Object.entries(res.record.properties)));
  return fields;
}
