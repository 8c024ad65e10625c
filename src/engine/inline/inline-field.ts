import type { ResourceConfig } from "../../types/generated/resource.js";
import { isRequired } from "../../common/record-rules.js";
import { defaultWidget } from "../fields/default-widget.js";
import { defaultPlaceholder } from "../config/placeholder.js";
import { resolveFormFields } from "../form/resolve-form-fields.js";
import type { ResolvedField } from "../types.js";
import { localize } from "../../common/i18n.js";

const cache = new WeakMap<ResourceConfig, Map<string, ResolvedField>>();

/**
 * The editor of an inline cell: the edit form's field (its widget, options, placeholder and props) when the
 * form shows it, else the field with its default widget. A select that depends on another field (`dependsOn`)
 * narrows by the row's value of it, which the cell's form holds; the record's comparisons with other fields
 * are checked on save instead of as you type.
 */
export function inlineField(config: ResourceConfig, name: string): ResolvedField | undefined {
  let fields = cache.get(config);
  if (!fields) {
    fields = new Map(resolveFormFields(config, "edit").map((f) => [f.name, f]));
    cache.set(config, fields);
  }
  const record = config.record.properties[name];
  if (!record) return undefined;
  const formField = fields.get(name);
  // A date range item holds two fields: alone in a cell, each end is its own date.
  if (formField && !formField.form?.endField && !formField.problem) return { ...formField, compare: undefined };
  const widget = defaultWidget(record);
  return {
    name,
    label: localize(record.title),
    record,
    required: isRequired(config.record, name),
    placeholder: defaultPlaceholder(widget, localize(record.title)),
    widget,
    pointer: `/record/properties/${name}`,
  };
}

/** Widgets whose every change is a choice made: saved at once, not on Enter or on leaving the cell. */
export const choiceWidgets = new Set(["select", "radio", "switch", "date", "datetime", "time"]);
