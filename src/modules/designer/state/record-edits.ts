import type { ResourceConfig, RowCondition } from "../../../types/generated/resource.js";
import type { DesignedField } from "../types.js";
import { nonEmpty } from "./assign.js";

/** The field that names a row in other pages' selects and relation columns when `labelField` is not set. */
const DEFAULT_LABEL_FIELD = "name";

/** A resource config changed by `recipe` on a copy: the designer's one way to edit a draft. */
export function edited(config: ResourceConfig, recipe: (c: ResourceConfig) => void): ResourceConfig {
  const copy = structuredClone(config);
  recipe(copy);
  return copy;
}

/** An object with one key renamed, in place of the old one (the file's key order stays). */
function renameKey<T>(object: Record<string, T>, from: string, to: string): Record<string, T> {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));
}

const renameWhen = (when: RowCondition | undefined, from: string, to: string) =>
  when ? renameKey(when, from, to) : undefined;

/** Every place of the config that names a field by its name, each mapped through `map`. */
function mapFieldNames(c: ResourceConfig, map: (name: string) => string) {
  if (c.labelField) c.labelField = map(c.labelField);
  if (c.record.required) c.record.required = c.record.required.map(map);
  for (const rule of c.record.compare ?? []) Object.assign(rule, { field: map(rule.field), than: map(rule.than) });
  for (const column of c.list.columns) column.field = map(column.field);
  for (const query of c.list.query ?? []) query.field = map(query.field);
  if (c.list.defaultSort) c.list.defaultSort.field = map(c.list.defaultSort.field);
  for (const section of c.show?.sections ?? []) for (const f of section.fields) f.field = map(f.field);
  for (const f of c.form?.fields ?? []) {
    f.field = map(f.field);
    if (f.dependsOn) f.dependsOn = map(f.dependsOn);
    if (f.endField) f.endField = map(f.endField);
  }
}

/**
 * Renames a record field and every mention of it (the label field too). The field carries
 * `renamedFrom`: the name its column has in the database, which is its name in the saved file (or
 * the `renamedFrom` it already had, when it was renamed before in this draft). Renamed back, it
 * needs none; a field new in this draft has no column yet, so none either.
 */
export function renameField(config: ResourceConfig, from: string, to: string, saved?: ResourceConfig) {
  return edited(config, (c) => {
    const field = c.record.properties[from] as DesignedField;
    const column = saved?.record.properties[from] ? from : field.renamedFrom;
    if (column && column !== to) field.renamedFrom = column;
    else delete field.renamedFrom;
    c.record.properties = renameKey(c.record.properties, from, to);
    // `name` is the label field when none is named: renamed, it stays the label (else rows show as ids).
    if (!c.labelField && from === DEFAULT_LABEL_FIELD) c.labelField = to;
    mapFieldNames(c, (name) => (name === from ? to : name));
    const actions = c.list.actions;
    for (const action of [actions?.edit, actions?.delete, ...(actions?.custom ?? [])]) {
      if (typeof action === "object" && action.when) action.when = renameWhen(action.when, from, to);
    }
  });
}

/**
 * Removes a record field and what only makes sense with it: its columns, query fields, form fields,
 * sort, rules across fields. Its column and data stay in the database (the plan says so).
 */
export function removeField(config: ResourceConfig, name: string) {
  return edited(config, (c) => {
    delete c.record.properties[name];
    if (c.record.required) c.record.required = c.record.required.filter((f) => f !== name);
    if (c.record.compare) {
      const compare = c.record.compare.filter((r) => r.field !== name && r.than !== name);
      if (compare.length) c.record.compare = nonEmpty(compare);
      else delete c.record.compare;
    }
    c.list.columns = nonEmpty(c.list.columns.filter((col) => col.field !== name));
    if (c.list.query) c.list.query = c.list.query.filter((q) => q.field !== name);
    if (c.list.defaultSort?.field === name) delete c.list.defaultSort;
    if (c.form) {
      c.form.fields = nonEmpty(c.form.fields.filter((f) => f.field !== name && f.endField !== name));
      for (const f of c.form.fields) if (f.dependsOn === name) delete f.dependsOn;
    }
    if (c.labelField === name) delete c.labelField;
    if (c.show) {
      // A section left without fields goes; a detail left without sections goes too.
      const sections = c.show.sections
        .map((section) => ({ ...section, fields: section.fields.filter((f) => f.field !== name) }))
        .filter((section) => section.fields.length > 0);
      if (sections.length) c.show.sections = sections as typeof c.show.sections;
      else delete c.show;
    }
  });
}

/** Whether a field is in `record.required`. */
export const isRequiredField = (config: ResourceConfig, name: string) => !!config.record.required?.includes(name);

/** Puts a field in or out of `record.required`, dropping an empty list. */
export function setRequired(c: ResourceConfig, name: string, required: boolean) {
  const now = c.record.required ?? [];
  if (required === now.includes(name)) return;
  const next = required ? [...now, name] : now.filter((f) => f !== name);
  if (next.length) c.record.required = next;
  else delete c.record.required;
}
