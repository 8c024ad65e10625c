import type { FormInstance } from "antd";
import type { ResolvedField } from "../types.js";

/**
 * Clears the fields whose options depend on a field the user just changed. antd reports only
 * the user's own changes here, so a row loading into the form keeps its values.
 */
export function clearDependents(fields: ResolvedField[]) {
  return (changed: Record<string, unknown>, form: FormInstance) => {
    const stale = fields.filter((f) => f.form?.dependsOn && f.form.dependsOn in changed).map((f) => f.name);
    if (stale.length) form.setFields(stale.map((name) => ({ name, value: undefined, errors: [] })));
  };
}
