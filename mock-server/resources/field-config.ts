import type { FormField, ResourceConfig } from "../../src/types/generated/resource.js";
import type { FieldView } from "./field-rules.js";
import { importFields } from "./import/fields.js";

/** Configs as each set of field rules sees them, per resource config (a few per config version). */
const kept = new WeakMap<ResourceConfig, Map<FieldView, ResourceConfig>>();

/**
 * A resource's config as a caller with these field rules uses it (`GET …/config`, what the engine draws):
 * its hidden fields leave the record, the columns (and so 列设置), the query form, the form, the detail
 * page and the comparisons; its read-only fields are marked `readOnly`, shown disabled on the edit form and
 * left off the create form (their default applies); 导入 goes when it would write one of them. The server's own checks read the whole config: this
 * is what the page offers, not what it enforces.
 */
export function configFor(res: ResourceConfig, view: FieldView): ResourceConfig {
  if (!view.readOnly.size) return res;
  let views = kept.get(res);
  if (!views) kept.set(res, (views = new Map()));
  let config = views.get(view);
  if (!config) views.set(view, (config = narrowed(res, view)));
  return config;
}

function narrowed(res: ResourceConfig, { hidden, readOnly }: FieldView): ResourceConfig {
  const seen = (field: string) => !hidden.has(field);
  const properties = Object.fromEntries(
    Object.entries(res.record.properties)
      .filter(([name]) => seen(name))
      .map(([name, f]) => [name, readOnly.has(name) ? { ...f, readOnly: true } : f]),
  );
  const compare = res.record.compare?.filter((c) => seen(c.field) && seen(c.than));
  const formField = (entry: FormField): FormField[] => {
    if (!seen(entry.field) || (entry.endField && !seen(entry.endField))) return [];
    if (!readOnly.has(entry.field)) return [entry];
    // Nothing to fill on create; on edit, shown as it is.
    return entry.on === "create" ? [] : [{ ...entry, on: "edit", readOnlyOnEdit: true }];
  };
  const columns = res.list.columns.filter((c) => seen(c.field));
  // An import writes every importable field: no 导入 when one of them is not the caller's to write.
  const imports = res.list.actions?.import && !importFields(res).some((f) => readOnly.has(f.name));
  return {
    ...res,
    ...(res.labelField && !seen(res.labelField) ? { labelField: undefined } : {}),
    record: {
      ...res.record,
      properties,
      ...(res.record.required ? { required: res.record.required.filter(seen) } : {}),
      ...(res.record.compare ? { compare: compare?.length ? (compare as typeof res.record.compare) : undefined } : {}),
    },
    list: {
      ...res.list,
      columns: (columns.length ? columns : [{ field: "id" }]) as typeof res.list.columns,
      ...(res.list.query ? { query: res.list.query.filter((q) => seen(q.field)) } : {}),
      ...(res.list.defaultSort && !seen(res.list.defaultSort.field) ? { defaultSort: undefined } : {}),
      ...(res.list.actions?.import && !imports ? { actions: { ...res.list.actions, import: undefined } } : {}),
    },
    ...(res.form
      ? { form: { ...res.form, fields: res.form.fields.flatMap(formField) as typeof res.form.fields } }
      : {}),
    ...(res.show
      ? {
          show: {
            ...res.show,
            sections: res.show.sections
              .map((s) => ({ ...s, fields: s.fields.filter((f) => seen(f.field)) }))
              .filter((s) => s.fields.length) as typeof res.show.sections,
          },
        }
      : {}),
  };
}
