import type { FormField, RecordField } from "../../types/generated/resource.js";
import { relationOf } from "../config/record-field.js";

/**
 * A form entry of a dependent relation (`relation.matches` in the record) follows the first pair's field
 * of this record, as if it said `dependsOn`: its options are the rows of the chosen value and changing
 * that field clears it. Only when the form shows that field (else the select would wait for a value
 * nobody can pick), and never over the entry's own `dependsOn` or option source.
 */
export function withRecordDependency(form: FormField, record: RecordField, shown: ReadonlySet<string>): FormField {
  if (form.dependsOn || form.options) return form;
  const [pair] = Object.entries(relationOf(record)?.matches ?? {});
  return pair && shown.has(pair[1]) ? { ...form, dependsOn: pair[1] } : form;
}

/**
 * The referenced resource's field that a relation matches with this record's field `dependsOn`
 * (`{"campus_id": "campus_id"}`: the lecturer's `campus_id`), or undefined when it names none.
 */
export function matchedField(record: RecordField, dependsOn: string): string | undefined {
  return Object.entries(relationOf(record)?.matches ?? {}).find(([, own]) => own === dependsOn)?.[0];
}
