import { isBlank } from "../../common/empty.js";
import type { CrudFilter } from "@refinedev/core";
import type { QueryFieldResolved } from "./resolve-query-fields.js";

/**
 * The query form's values as Refine filters, one per filled field with the field's operator
 * (the server applies it; the browser only sends `field=value`). A range keeps both ends, an
 * open end as "", and is left out when both are open.
 */
export function toCrudFilters(fields: QueryFieldResolved[], values: Record<string, unknown>): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const { name, operator } of fields) {
    const value = values[name];
    if (operator === "between") {
      const [from, to] = Array.isArray(value) ? value : [];
      if (!isBlank(from) || !isBlank(to)) filters.push({ field: name, operator, value: [from ?? "", to ?? ""] });
    } else if (Array.isArray(value)) {
      if (value.length) filters.push({ field: name, operator, value });
    } else if (!isBlank(value)) {
      filters.push({ field: name, operator, value });
    }
  }
  return filters;
}
