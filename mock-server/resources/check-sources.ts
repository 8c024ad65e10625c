import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { sliceSource, tableSource } from "../../src/common/resource-source.js";
import type { ConfigProblem } from "../config/problems.js";
import { notFieldOf, unknownResource } from "../config/did-you-mean.js";

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
 * What `source` needs beyond the schema, one problem each: a read-only
 * resource offers no write action and no form; a slice names a plain resource, its fields are fields of
 * that resource with the same type, its scope names that resource's fields with fitting values (and is
 * not a field of the slice), and it requires what the owner requires. Whether a table source's table or
 * view exists is checked against the database at start (source-tables.ts). `present` names every resource
 * file, valid or not: a slice of a file with problems of its own is not reported.
 */
export function checkSources(resources: Resources, present: Iterable<string> = []): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const names = new Set([...Object.keys(resources), ...present]);
  for (const res of Object.values(resources)) {
    const file = `resources/${res.name}.json`;
    const say = (pointer: string, message: string) => problems.push({ file, pointer, message });
    if (tableSource(res)) {
      for (const action of writeActions) {
        if (res.list.actions?.[action]) say(`/list/actions/${action}`, `只读资源（source.table）不能有 ${action}`);
      }
      if (res.form) say("/form", "只读资源（source.table）没有表单");
      continue;
    }
    const slice = sliceSource(res);
    if (!slice) continue;
    const owner = resources[slice.resource];
    if (!owner) {
      if (!names.has(slice.resource)) say("/source/resource", unknownResource(slice.resource, names));
      continue;
    }
    if (owner.source || owner.name === res.name) {
      say("/source/resource", `"${slice.resource}" 必须是有自己数据表的资源（不能是切片或 source.table）`);
      continue;
    }
    const own = owner.record.properties;
    const fieldOf = (name: string, note?: string) => notFieldOf(owner.name, name, Object.keys(own), note);
    for (const [name, field] of Object.entries(res.record.properties)) {
      const at = `/record/properties/${name}`;
      const theirs = own[name];
      if (name in slice.scope) say(at, `"${name}" 已由 source.scope 固定，请从 record 中删除`);
      else if (!theirs) say(at, fieldOf(name, "（切片的字段必须是所属资源的字段）"));
      else if (theirs.type !== field.type || theirs.items?.type !== field.items?.type)
        say(`${at}/type`, `应为 "${theirs.type}"，与资源 "${owner.name}" 的字段 "${name}" 相同`);
    }
    for (const [name, value] of Object.entries(slice.scope)) {
      const at = `/source/scope/${name}`;
      if (!own[name]) say(at, fieldOf(name));
      else if (own[name].type === "array" || !fitsField(own[name], value))
        say(at, `${JSON.stringify(value)} 不是资源 "${owner.name}" 的字段 "${name}" 可取的值`);
    }
    const required = new Set(res.record.required ?? []);
    for (const name of owner.record.required ?? []) {
      if (!(name in slice.scope) && !required.has(name))
        say("/record/required", `资源 "${owner.name}" 要求填写 "${name}"：切片也必须要求它`);
    }
  }
  return problems;
}
