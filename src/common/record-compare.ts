/**
 * Rules across two fields of a row (`record.compare`): an end not before its start, a count not above its
 * quota. One judgement for both sides: the form checks it as you type, the server on the row it would store.
 */
import type { FieldComparison, RecordField, RecordSchema } from "../types/generated/resource.js";
import { isBlank } from "./empty.js";
import { localize } from "./i18n.js";

/** What two compared fields must both be: numbers, or texts of one date or time format. */
export type CompareKind = "number" | "date" | "date-time" | "time";

/** The kind of a field that can be compared, or undefined for any other field (texts, booleans, arrays). */
export function compareKind(field: RecordField | undefined): CompareKind | undefined {
  if (!field || field.type === "array" || field.relation || field.options || field.enum) return undefined;
  if (field.type === "integer" || field.type === "number") return "number";
  if (field.type !== "string") return undefined;
  const format = field.format;
  return format === "date" || format === "date-time" || format === "time" ? format : undefined;
}

/**
 * True when `value` stands in relation `op` to `other`: numbers numerically, dates and times as the texts
 * they are stored as (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, `HH:mm` sort as they read). A value that is not
 * of its kind passes: that is its own field's rule to say.
 */
export function comparePasses(kind: CompareKind, op: FieldComparison["op"], value: unknown, other: unknown): boolean {
  const [a, b] = kind === "number" ? [Number(value), Number(other)] : [String(value), String(other)];
  if (kind === "number" && (!Number.isFinite(a) || !Number.isFinite(b))) return true;
  switch (op) {
    case "gt":
      return a > b;
    case "gte":
      return a >= b;
    case "lt":
      return a < b;
    case "lte":
      return a <= b;
  }
}

/** True when both sides have a value: a rule across two fields says nothing while one of them is empty. */
export const bothGiven = (value: unknown, other: unknown): boolean => !isBlank(value) && !isBlank(other);

/**
 * The messages of the record's comparisons that `row` breaks, by field (the first broken rule of a field
 * speaks for it); empty when fine. Comparisons naming fields of no comparable kind are skipped (the config
 * check refuses them at start).
 */
export function compareErrors(record: RecordSchema, row: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of record.compare ?? []) {
    const kind = compareKind(record.properties[rule.field]);
    const value = row[rule.field];
    const other = row[rule.than];
    if (!kind || errors[rule.field] || !bothGiven(value, other)) continue;
    if (!comparePasses(kind, rule.op, value, other)) errors[rule.field] = localize(rule.message);
  }
  return errors;
}
