import type { FormField, ResourceConfig } from "../../types/generated/resource.js";
import { isRequired } from "../../common/record-rules.js";
import { describeProblem, unknownWidget } from "../config/resource-file.js";
import { defaultPlaceholder } from "../config/placeholder.js";
import { defaultWidget } from "../fields/default-widget.js";
import { fieldWidgetFor } from "../fields/registry.js";
import { et } from "../texts.js";
import type { ResolvedField } from "../types.js";
import { withComparisons } from "./resolve-comparisons.js";
import { withRecordDependency } from "./record-dependency.js";
import { localize } from "../../common/i18n.js";

export type FormAction = "create" | "edit";

/** Without a `form`, every record field the server does not keep (`readOnly`), in record order, with default widgets. */
function formEntries(config: ResourceConfig): FormField[] {
  const writable = Object.entries(config.record.properties).filter(([, f]) => !f.readOnly);
  return config.form?.fields ?? writable.map(([field]) => ({ field }));
}

/**
 * The fields of the create or edit form (`on` decides), each with its record field, label,
 * widget, placeholder, comparisons with other fields (`record.compare`) and the field it depends on
 * (`dependsOn`, or the record's dependent relation: `relation.matches`). A field or widget the
 * engine does not know carries its problem, so the form shows it in place instead of silently
 * dropping the field.
 */
export function resolveFormFields(config: ResourceConfig, action: FormAction): ResolvedField[] {
  const here = (form: FormField) => (form.on ?? "both") === "both" || form.on === action;
  const shown = new Set(
    formEntries(config)
      .filter(here)
      .map((f) => f.field),
  );
  const fields = formEntries(config).flatMap((entry, i): ResolvedField[] => {
    if (!here(entry)) return [];
    const pointer = `/form/fields/${i}`;
    const record = config.record.properties[entry.field];
    const form = record ? withRecordDependency(entry, record, shown) : entry;
    if (!record) {
      const problem = { pointer: `${pointer}/field`, message: et("unknownField", { field: form.field }) };
      const stub = { type: "string", title: form.field } as const;
      return [
        {
          name: form.field,
          label: localize(form.label ?? form.field),
          record: stub,
          required: false,
          placeholder: "",
          widget: "input",
          pointer,
          form,
          problem: describeProblem(config.name, problem),
        },
      ];
    }
    const widget = form.widget ?? (form.field === config.list.tree?.parentField ? "treeSelect" : defaultWidget(record));
    const label = localize(form.label ?? record.title);
    const required =
      isRequired(config.record, form.field) || (!!form.endField && isRequired(config.record, form.endField));
    const problem = fieldWidgetFor(widget)
      ? undefined
      : describeProblem(config.name, unknownWidget(`${pointer}/widget`, widget));
    return [
      {
        name: form.field,
        label,
        record,
        required,
        widget,
        pointer,
        resource: config.name,
        form,
        props: form.props,
        problem,
        placeholder: form.placeholder !== undefined ? localize(form.placeholder) : defaultPlaceholder(widget, label),
      },
    ];
  });
  return withComparisons(config.record, fields);
}
