import type { RecordSchema } from "../../types/generated/resource.js";
import { compareKind } from "../../common/record-compare.js";
import type { FormSlot, ResolvedField } from "../types.js";
import { localize } from "../../common/i18n.js";

/** Where each record field of the form is: its own item, or one end of a date range with `endField`. */
function formSlots(fields: ResolvedField[]): Map<string, FormSlot> {
  const slots = new Map<string, FormSlot>();
  for (const { name, form } of fields) {
    if (!form?.endField) slots.set(name, { item: name });
    else {
      slots.set(name, { item: name, end: 0 });
      slots.set(form.endField, { item: name, end: 1 });
    }
  }
  return slots;
}

/**
 * The fields with the record's comparisons, each on the item holding its `field`. A comparison with a side
 * outside this form (or of a kind that cannot be compared) is left to the server, which judges the stored row.
 */
export function withComparisons(record: RecordSchema, fields: ResolvedField[]): ResolvedField[] {
  if (!record.compare?.length) return fields;
  const slots = formSlots(fields);
  return fields.map((f) => {
    const compare = record.compare!.flatMap((rule) => {
      const field = slots.get(rule.field);
      const than = slots.get(rule.than);
      const kind = compareKind(record.properties[rule.field]);
      if (!field || !than || field.item !== f.name || !kind || kind !== compareKind(record.properties[rule.than]))
        return [];
      return [{ op: rule.op, kind, message: localize(rule.message), field, than }];
    });
    return compare.length ? { ...f, compare } : f;
  });
}
