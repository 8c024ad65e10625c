import type { EnumOption } from "../../../types/generated/resource.js";
import { enumOptions, relationOf } from "../../config/record-field.js";
import type { ResolvedField } from "../../types.js";
import { matchedField } from "../../form/record-dependency.js";

/** A relation's fixed `filter`: a field of the other resource that must equal a value. */
export interface FixedFilter {
  field: string;
  value: unknown;
}

/** Where a select's options come from, resolved from the form entry and the record field. */
export type OptionSource =
  | { kind: "static"; options: EnumOption[] }
  | { kind: "resource"; resource: string; label?: string; value: string; filters: FixedFilter[]; filterBy?: string }
  | { kind: "url"; url: string; label?: string; value?: string; filterBy?: string };

/**
 * The form entry's `options` first (a fixed list, another resource, an endpoint), then the
 * record field's relation, then its labelled values. With `dependsOn`, the filtering field is the
 * one the relation's `matches` pairs with it, else the name of the field depended on.
 */
export function optionSourceOf(field: ResolvedField): OptionSource {
  const own = field.form?.options;
  const dependsOn = field.form?.dependsOn;
  if (Array.isArray(own)) return { kind: "static", options: own };
  if (own && "resource" in own) {
    // The same resource as the record's relation: its `matches` names the field to filter by.
    const sameResource = relationOf(field.record)?.resource === own.resource;
    const matched = dependsOn && sameResource ? matchedField(field.record, dependsOn) : undefined;
    const { resource, label, value = "id", filterBy = matched ?? dependsOn } = own;
    return { kind: "resource", resource, label, value, filters: [], filterBy };
  }
  if (own && "url" in own) return { kind: "url", ...own, filterBy: own.filterBy ?? dependsOn };
  const relation = relationOf(field.record);
  if (relation) {
    const filters = Object.entries(relation.filter ?? {}).map(([field, value]): FixedFilter => ({ field, value }));
    const filterBy = dependsOn && (matchedField(field.record, dependsOn) ?? dependsOn);
    return { kind: "resource", resource: relation.resource, value: "id", filters, filterBy };
  }
  return { kind: "static", options: enumOptions(field.record) ?? [] };
}
