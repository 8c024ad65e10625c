import { isEmpty } from "../../common/empty.js";
import type { ResolvedField } from "../types.js";
import type { FormAction } from "./resolve-form-fields.js";

type Values = Record<string, unknown>;

/** A row (or nothing, for a new one: the record's defaults) as the form's values. */
export function toFormValues(fields: ResolvedField[], row?: Values): Values {
  const values: Values = {};
  for (const { name, form, record } of fields) {
    const end = form?.endField;
    if (!row) values[name] = record.default;
    else values[name] = end ? [row[name] ?? "", row[end] ?? ""] : row[name];
  }
  // The edited row's id rides along unshown (no item, never sent): a tree's parent select greys out the row's own branch.
  if (row?.id !== undefined) values.id = row.id;
  return values;
}

/** The form's values as record fields: a range with `endField` goes back into two fields. */
function toRecordFields(fields: ResolvedField[], values: Values): Values {
  const out: Values = {};
  for (const { name, form } of fields) {
    const value = values[name];
    const end = form?.endField;
    if (!end) out[name] = value;
    else {
      const [from, to] = Array.isArray(value) ? value : [];
      out[name] = from || undefined;
      out[end] = to || undefined;
    }
  }
  return out;
}

/**
 * The request body. A new row leaves empty fields out (the server fills in their defaults); an
 * edit sends only what changed from the loaded row, a cleared field as `null`, so a field the
 * user never touched is never rewritten.
 */
export function toRequestBody(fields: ResolvedField[], action: FormAction, values: Values, row?: Values): Values {
  const next = toRecordFields(fields, values);
  const body: Values = {};
  for (const [key, value] of Object.entries(next)) {
    if (action === "create") {
      if (!isEmpty(value)) body[key] = value;
      continue;
    }
    const before = row?.[key];
    if (isEmpty(value) && isEmpty(before)) continue;
    if (JSON.stringify(value) !== JSON.stringify(before)) body[key] = isEmpty(value) ? null : value;
  }
  return body;
}
