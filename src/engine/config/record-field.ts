import type { EnumOption, RecordField, ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";

/** The fields every row has besides the record's, kept by the server. */
const builtIn: Record<string, RecordField> = {
  id: { type: "integer", title: "ID" },
  created_at: { type: "string", title: engineTexts.createdAt, format: "date-time" },
  updated_at: { type: "string", title: engineTexts.updatedAt, format: "date-time" },
};

/** A record field by name, including `id`, `created_at` and `updated_at`. */
export function recordField(config: ResourceConfig, name: string): RecordField | undefined {
  return config.record.properties[name] ?? builtIn[name];
}

const booleanOptions: EnumOption[] = [
  { value: true, label: engineTexts.yes, color: "green" },
  { value: false, label: engineTexts.no, color: "default" },
];

/** The labelled values a field allows: `options`, its items' options, a bare `enum`, or 是/否. */
export function enumOptions(field: RecordField): EnumOption[] | undefined {
  if (field.options) return field.options;
  if (field.items?.options) return field.items.options;
  if (field.enum) return field.enum.map((value) => ({ value, label: String(value) }));
  if (field.type === "boolean") return booleanOptions;
  return undefined;
}

/** The other resource a field's value (or each of its values) points to. */
export const relationOf = (field: RecordField) => field.relation ?? field.items?.relation;
