import type { RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";
import { isRequired } from "../../../src/common/record-rules.js";
import { isReadOnlyResource } from "../../../src/common/resource-source.js";
import { relationOf } from "../columns.js";
import { localize } from "../../../src/common/i18n.js";

/** One column of an import file: the record field it fills and the title people see in the template. */
export interface ImportField {
  name: string;
  field: RecordField;
  title: string;
  required: boolean;
}

/** Whether a resource takes imports: `list.actions.import` set, and rows of its own to write. */
export const importsRows = (res: ResourceConfig): boolean => !!res.list.actions?.import && !isReadOnlyResource(res);

/**
 * The fields an import fills, in the template's order: those `list.actions.import.fields` names, else the
 * form's fields (what a person types when adding one row), else the record's; never a `readOnly` one,
 * which the server keeps, nor a file or image, which is uploaded, not typed.
 */
export function importFields(res: ResourceConfig): ImportField[] {
  const setting = res.list.actions?.import;
  const props = res.record.properties;
  const named =
    (typeof setting === "object" && setting.fields) ||
    res.form?.fields.flatMap((f) => [f.field, ...(f.endField ? [f.endField] : [])]) ||
    Object.keys(props);
  return [...new Set(named)]
    .filter((name) => name in props && !props[name].readOnly && !isUpload(props[name]))
    .map((name) => ({
      name,
      field: props[name],
      title: localize(props[name].title),
      required: isRequired(res.record, name),
    }));
}

const isUpload = (field: RecordField): boolean =>
  field.format === "file" || field.format === "image" || (field.type === "array" && field.items?.format === "image");

/** The required fields no import column fills and no default covers: a file cannot create a valid row. */
export const unfillable = (res: ResourceConfig, fields: ImportField[]): string[] =>
  (res.record.required ?? []).filter(
    (name) => !fields.some((f) => f.name === name) && res.record.properties[name]?.default === undefined,
  );

/** What a person types in a cell of this field: an option's label, a related row's label, 是/否. */
export function cellHint(field: RecordField): string {
  const items = field.type === "array" ? field.items : undefined;
  const options = field.options ?? items?.options;
  if (options) return options.map((o) => localize(o.label)).join(" / ") + (items ? "（多个用、分隔）" : "");
  if (field.enum) return field.enum.join(" / ");
  if (relationOf(field)) return `填写名称${items ? "（多个用、分隔）" : ""}`;
  if (field.type === "boolean") return "是 / 否";
  switch (field.format) {
    case "date":
      return "YYYY-MM-DD";
    case "date-time":
      return "YYYY-MM-DD HH:mm:ss";
    case "time":
      return "HH:mm";
  }
  if (field.type === "integer") return "整数";
  if (field.type === "number") return "数字";
  return "";
}
