import type { FieldWidget, RecordField } from "../../types/generated/resource.js";
import { relationOf } from "../config/record-field.js";

/**
 * The widget a form field gets when config names none, as the schema documents it: arrays →
 * multiSelect, options or relation → select, boolean → switch, date formats, password, image →
 * upload, numbers → number, texts over 100 characters → textarea unless they have a format (a
 * URL or an e-mail address is one line however long it may be), else input.
 */
export function defaultWidget(field: RecordField): FieldWidget {
  if (field.type === "array") return field.items?.format === "image" ? "images" : "multiSelect";
  if (field.options || field.enum || relationOf(field)) return "select";
  if (field.type === "boolean") return "switch";
  if (field.format === "date") return "date";
  if (field.format === "date-time") return "datetime";
  if (field.format === "time") return "time";
  if (field.format === "password") return "password";
  if (field.format === "image") return "upload";
  if (field.format === "file") return "file";
  if (field.format === "html") return "richText";
  if (field.type === "integer" || field.type === "number") return "number";
  if ((field.maxLength ?? 0) > 100 && !field.format) return "textarea";
  return "input";
}
