import type { QueryField, RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import type { ItemType } from "../plugins/record-ajv.js";

export type Operator = QueryField["operator"];

/** How one query parameter filters: the column, its operator and the type of its values. */
export interface Filter {
  field: string;
  operator: Operator;
  type: ItemType;
  /** The column holds a JSON array: filters test its elements. */
  many: boolean;
  /** A date-time column: a date-only upper bound includes that whole day. */
  dateTime: boolean;
}

/** The type of one value of a field (an element, for arrays); system columns are id or timestamps. */
function valueType(field: RecordField | undefined, name: string): ItemType {
  if (!field) return name === "id" ? "integer" : "string";
  const t = field.type === "array" ? (field.items?.type ?? "string") : field.type;
  return t as ItemType;
}

/** Every filter a resource's list takes: its query fields with their operators, other record fields as `eq`. */
export function filtersOf(res: ResourceConfig): Filter[] {
  const fields = res.record.properties;
  const make = (name: string, operator: Operator): Filter => ({
    field: name,
    operator,
    type: valueType(fields[name], name),
    many: fields[name]?.type === "array",
    dateTime: !fields[name] ? name !== "id" : fields[name].format === "date-time",
  });
  const configured = (res.list.query ?? []).map((q) => make(q.field, q.operator));
  const taken = new Set(configured.map((f) => f.field));
  const rest = Object.keys(fields)
    .filter((name) => !taken.has(name))
    .map((name) => make(name, "eq"));
  return [...configured, ...rest];
}

/** The equality filter of a field, whatever operator its list uses. */
export function eqFilter(res: ResourceConfig, name: string): Filter {
  const f = filtersOf(res).find((x) => x.field === name)!;
  return { ...f, operator: "eq" };
}
