import type Ajv from "ajv";
import { fieldFormats } from "../../src/common/record-rules.js";

export type ItemType = "string" | "integer" | "number" | "boolean";

/** Reads one array value as `type`, the way ajv's own coercion reads a scalar; undefined when it cannot. */
function coerceItem(value: unknown, type: ItemType, nullable: boolean): unknown {
  if (value === null || value === "") return nullable ? null : undefined;
  if (type === "string") return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  if (type === "boolean") {
    if (value === true || value === "true" || value === 1 || value === "1") return true;
    if (value === false || value === "false" || value === 0 || value === "0") return false;
    return undefined;
  }
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n) || (type === "integer" && !Number.isInteger(n))) return undefined;
  return n;
}

/**
 * Adds the record formats and two array keywords to an ajv instance. Item checks are keywords of the
 * array itself (not `items`) so a bad value is reported on the field (`subject_ids`), not on
 * `subject_ids.0`, and the form can show it under the right input.
 *
 * - `format`: every record format on strings; `numberFormat` the same tests on numbers (decimal2, port).
 * - `finite: true`: a number that is not Infinity or NaN.
 * - `itemType: {type, nullable?}` coerces each value (query strings and forms send text) and fails on one
 *   that is not of the type; `nullable` keeps empty values as null (an open end of a range).
 * - `itemValues: [...]`: every value is one of these.
 * - `valueFormats: [...]`: a text, or each value of an array, matches one of these formats (a date filter takes
 *   `2024-01-01` or `2024-01-01 08:00:00`).
 */
export function recordAjv(ajv: Ajv): Ajv {
  for (const [name, test] of Object.entries(fieldFormats)) {
    // Replaces ajv-formats' date, time, email, …: the whole app speaks the formats of design.md §5.
    ajv.addFormat(name, { type: "string", validate: (v: string) => test(v) });
  }
  ajv.addKeyword({
    keyword: "numberFormat",
    type: "number",
    schemaType: "string",
    validate: (name: string, data: number) => fieldFormats[name as keyof typeof fieldFormats]?.(data) ?? false,
  });
  ajv.addKeyword({
    // "1e400" coerces to Infinity, which ajv's number type does not count as a number, so every number
    // keyword (maximum included) skips it and SQLite stores Inf. Not gated on a type for that reason.
    keyword: "finite",
    schemaType: "boolean",
    validate: (on: boolean, data: unknown) => !on || typeof data !== "number" || Number.isFinite(data),
  });
  ajv.addKeyword({
    keyword: "itemType",
    type: "array",
    schemaType: "object",
    modifying: true,
    validate: (schema: { type: ItemType; nullable?: boolean }, data: unknown[]) => {
      let ok = true;
      data.forEach((value, i) => {
        const v = coerceItem(value, schema.type, !!schema.nullable);
        if (v === undefined) ok = false;
        else data[i] = v;
      });
      return ok;
    },
  });
  ajv.addKeyword({
    keyword: "itemValues",
    type: "array",
    schemaType: "array",
    validate: (values: unknown[], data: unknown[]) => data.every((v) => v === null || values.includes(v)),
  });
  ajv.addKeyword({
    keyword: "valueFormats",
    type: ["string", "array"],
    schemaType: "array",
    validate: (names: (keyof typeof fieldFormats)[], data: unknown) =>
      (Array.isArray(data) ? data : [data]).every((v) => v === null || names.some((n) => fieldFormats[n](v))),
  });
  return ajv;
}

/** The ajv options of every request schema (Fastify's instance) and of the seed check: the same rules. */
export const recordAjvOptions = {
  allErrors: true,
  removeAdditional: false,
  coerceTypes: "array",
  useDefaults: true,
  // Booleans accept 1/0 (`["boolean", "integer"]`): a deliberate union type.
  allowUnionTypes: true,
} as const;
