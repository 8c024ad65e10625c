import type { FormInstance } from "antd";

type NamePath = string | string[];

/**
 * The form's field a server error names: `nickname` as is, `attributes.campus_ids` as the nested field
 * `["attributes", "campus_ids"]` when the form has no flat field of that name. Undefined when neither is
 * a field of the form.
 */
function fieldOf(form: FormInstance, name: string): NamePath | undefined {
  const has = (path: NamePath) => form.getFieldInstance(path) !== undefined || form.getFieldValue(path) !== undefined;
  if (has(name) || name in form.getFieldsValue()) return name;
  const path = name.split(".");
  return path.length > 1 && has(path) ? path : undefined;
}

/** Puts the server's `{field: message}` onto the form's fields (errors for unknown fields are dropped). */
export function applyFieldErrors(form: FormInstance, errors: Record<string, string> | undefined): boolean {
  if (!errors) return false;
  const known = Object.entries(errors).flatMap(([name, message]) => {
    const field = fieldOf(form, name);
    return field === undefined ? [] : [{ name: field, errors: [message] }];
  });
  form.setFields(known);
  return known.length > 0;
}
