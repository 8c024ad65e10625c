import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";

type Resources = Record<string, ResourceConfig>;

/** Whether a scope value can be stored in the owner's field (and is one of its options, if it has any). */
function fitsField(field: RecordField, value: unknown): boolean {
  const typed =
    field.type === "string"
      ? typeof value === "string"
      : field.type === "boolean"
        ? typeof value === "boolean"
        : field.type === "integer"
          ? Number.isInteger(value)
          : field.type === "number" && typeof value === "number";
  const allowed = field.options?.map((o) => o.value) ?? field.enum;
  return typed && (!allowed || allowed.includes(value as never));
}

/** The write actions a read-only list cannot offer, with their pointers. */
const writeActions = ["create", "edit", "delete", "batchDelete"] as const;

/**
 * What `source` needs beyond the schema, one `file#/pointer: message` line per problem: a read-only
 * resource offers no write action and no form; a slice names a plain resource, its fields are fields of
 * that resource with the same type, its scope names that resource's fields with fitting values (and is
 * not a field of the slice), and it requires what the owner requires. Whether a table source's table or
 * view exists is checked against the database at start (source-tables.ts).
 */
export function checkSources(resources: Resources): string[] {
  const problems: string[] = [];
  for (const res of Object.values(resources)) {
    const say = (pointer: string, message: string) =>
      problems.push(`resources/${res.name}.json#${pointer}: ${message}`);
    if (tableSource(res)) {
      for (const action of writeActions) {
        if (res.list.actions?.[action])
          say(`/list/actions/${action}`, `a read-only resource (source.table) cannot ${action}`);
      }
      if (res.form) say("/form", "a read-only resource (source.table) has no form");
      continue;
    }
    const slice = sliceSource(res);
    if (!slice) continue;
    const owner = resources[slice.resource];
    if (!owner) {
      say("/source/resource", `unknown resource "${slice.resource}"`);
      continue;
    }
    if (owner.source || owner.name === res.name) {
      say(
        "/source/resource",
        `"${slice.resource}" must be a resource with its own table (not a slice or a table source)`,
      );
      continue;
    }
    const own = owner.record.properties;
    for (const [name, field] of Object.entries(res.record.properties)) {
      const at = `/record/properties/${name}`;
      const theirs = own[name];
      if (name in slice.scope) say(at, `"${name}" is fixed by source.scope; remove it from the record`);
      else if (!theirs) say(at, `not a field of resource "${owner.name}" (a slice's fields are its owner's)`);
      else if (theirs.type !== field.type || theirs.items?.type !== field.items?.type)
        say(`${at}/type`, `must be "${theirs.type}" like the field "${name}" of resource "${owner.name}"`);
    }
    for (const [name, value] of Object.entries(slice.scope)) {
      const at = `/source/scope/${name}`;
      if (!own[name]) say(at, `unknown field "${name}" of resource "${owner.name}"`);
      else if (own[name].type === "array" || !fitsField(own[name], value))
        say(at, `${JSON.stringify(value)} is not a value of the field "${name}" of resource "${owner.name}"`);
    }
    const required = new Set(res.record.required ?? []);
    for (const name of owner.record.required ?? []) {
      if (!(name in slice.scope) && !required.has(name))
        say("/record/required", `resource "${owner.name}" requires "${name}": the slice must require it too`);
    }
  }
  return problems;
}
