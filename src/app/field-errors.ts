import type { FormInstance } from "antd";

/** Puts the server's `{field: message}` onto the form's fields (errors for unknown fields are dropped). */
export function applyFieldErrors(form: FormInstance, errors: Record<string, string> | undefined): boolean {
  if (!errors) return false;
  const known = Object.entries(errors).filter(
    ([name]) => form.getFieldInstance(name) !== undefined || name in form.getFieldsValue(),
  );
  form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
  return known.length > 0;
}
