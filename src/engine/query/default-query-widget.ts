import type { QueryField, QueryWidget, RecordField } from "../../types/generated/resource.js";
import { enumOptions, relationOf } from "../config/record-field.js";

const isDate = (f: RecordField) => f.format === "date" || f.format === "date-time";
const isNumber = (f: RecordField) => f.type === "integer" || f.type === "number";

/**
 * The widget a query field gets when config names none, as the schema documents it: `contains`
 * → input, `in` → multiSelect, `between` → dateRange or numberRange, options and relations →
 * select, dates → date; other numbers → number, the rest input.
 */
export function defaultQueryWidget(query: QueryField, field: RecordField): QueryWidget {
  if (query.operator === "contains") return "input";
  if (query.operator === "in") return "multiSelect";
  if (query.operator === "between") return isDate(field) ? "dateRange" : "numberRange";
  if (enumOptions(field) || relationOf(field)) return "select";
  if (isDate(field)) return "date";
  return isNumber(field) ? "number" : "input";
}
