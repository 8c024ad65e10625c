import { fieldFormats, type FieldRule } from "../../common/record-rules.js";
import type { FieldFormat } from "../../types/generated/resource.js";

const length = (v: unknown) => (typeof v === "string" ? [...v].length : 0);
const asNumber = (v: unknown) => (typeof v === "number" ? v : Number(v));

const typeChecks: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === "number" && Number.isFinite(v),
  boolean: (v) => typeof v === "boolean",
  array: (v) => Array.isArray(v),
};

/**
 * True when a non-empty value passes one of the record's rules, as ajv judges it on the server
 * (lengths in characters, patterns with the `u` flag). `required` is antd's own rule; `unique`
 * and `relation` need the database, so only the server checks them.
 */
export function passesRule(rule: FieldRule, value: unknown): boolean {
  switch (rule.keyword) {
    case "type":
      return typeChecks[String(rule.value)]?.(value) ?? true;
    case "minLength":
      return typeof value !== "string" || length(value) >= Number(rule.value);
    case "maxLength":
      return typeof value !== "string" || length(value) <= Number(rule.value);
    case "minimum":
      return asNumber(value) >= Number(rule.value);
    case "maximum":
      return asNumber(value) <= Number(rule.value);
    case "minItems":
      return !Array.isArray(value) || value.length >= Number(rule.value);
    case "maxItems":
      return !Array.isArray(value) || value.length <= Number(rule.value);
    case "pattern":
      return typeof value !== "string" || new RegExp(String(rule.value), "u").test(value);
    case "format":
      return fieldFormats[rule.value as FieldFormat]?.(value) ?? true;
    case "enum": {
      const allowed = (rule.value as unknown[]).map(String);
      return (Array.isArray(value) ? value : [value]).every((v) => allowed.includes(String(v)));
    }
    default:
      return true;
  }
}
