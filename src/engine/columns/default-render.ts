import type { ColumnRender, RecordField } from "../../types/generated/resource.js";
import { relationOf } from "../config/record-field.js";

/**
 * The renderer a column gets when config names none, as the schema documents it: options →
 * tag, relation → relation, date formats, boolean, else text; an uploaded image shows as one.
 */
export function defaultRender(field: RecordField): ColumnRender {
  if (field.items?.format === "image") return "images";
  if (field.options || field.items?.options || field.enum) return "tag";
  if (relationOf(field)) return "relation";
  if (field.format === "date") return "date";
  if (field.format === "date-time") return "datetime";
  if (field.format === "image") return "image";
  if (field.format === "file") return "file";
  if (field.format === "html") return "html";
  if (field.type === "boolean") return "boolean";
  return "text";
}
