import type { RecordField } from "../types/generated/resource.js";

const isDate = (f: RecordField) => f.format === "date" || f.format === "date-time";
const isNumeric = (f: RecordField) => f.type === "integer" || f.type === "number";
const hasChoices = (f: RecordField) => !!(f.options || f.enum || f.relation || f.items?.options || f.items?.relation);

/**
 * Which query operators make sense on which fields (a system field is the number `id` or a date-time): the
 * server's config check refuses the others, and the page designer offers only these, so a pick it offers is
 * never refused later.
 */
export function operatorFits(operator: string, name: string, f: RecordField | undefined): boolean {
  if (!f) return name === "id" ? operator !== "contains" : operator !== "contains" && operator !== "in";
  switch (operator) {
    case "contains":
      return f.type === "string" && !hasChoices(f);
    case "in":
      return hasChoices(f) || f.type === "array";
    case "between":
    case "gte":
    case "lte":
      return isNumeric(f) || isDate(f) || f.format === "time";
    default:
      return f.type !== "array";
  }
}

/** The operator a new query field starts with: a range for dates, 包含 for plain text, else equality. */
export function defaultOperator(name: string, f: RecordField | undefined): "contains" | "eq" | "in" | "between" {
  if (!f || isDate(f)) return name === "id" ? "eq" : "between";
  if (f.type === "array") return "in";
  return operatorFits("contains", name, f) ? "contains" : "eq";
}
