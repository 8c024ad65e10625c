import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { CREATOR_FIELD, rowActionWhen } from "../../src/common/custom-actions.js";
import { actionHandlers } from "./actions/index.js";

type Say = (pointer: string, message: string) => void;

/** An input field's own mistakes: what a record field's check would say, for the kinds an input uses. */
function checkInputField(resources: Record<string, ResourceConfig>, f: RecordField, at: string, say: Say): void {
  if (f.readOnly) say(`${at}/readOnly`, "an action's input is what the user types: it cannot be readOnly");
  if (f.type === "array" && !f.items) say(at, `an array field needs "items"`);
  for (const [rel, ptr] of [
    [f.relation, `${at}/relation/resource`],
    [f.items?.relation, `${at}/items/relation/resource`],
  ] as const) {
    if (rel && !resources[rel.resource]) say(ptr, `unknown resource "${rel.resource}"`);
  }
}

/**
 * What the schema cannot check in `list.actions.custom`: every action has a server handler
 * (`<resource>.<name>` in mock-server/resources/actions/), names are unique, `when` names fields of the
 * record (on row actions only), `notByCreator` is on a row action of a record that keeps its creator, and
 * `input` and `fields` agree both ways: the dialog shows every input field and nothing else.
 */
export function checkActions(res: ResourceConfig, resources: Record<string, ResourceConfig>, say: Say): void {
  const fields = res.record.properties;
  const seen = new Set<string>();
  (res.list.actions?.custom ?? []).forEach((action, i) => {
    const at = `/list/actions/custom/${i}`;
    if (seen.has(action.name)) say(`${at}/name`, `duplicate action name "${action.name}"`);
    seen.add(action.name);
    const key = `${res.name}.${action.name}`;
    // An extension's action (`handler`) is checked with the extensions (config/check-extensions.ts).
    if (!action.handler && !actionHandlers[key])
      say(`${at}/name`, `no server handler "${key}" (register it in mock-server/resources/actions/index.ts)`);
    if (action.when && action.scope !== "row") say(`${at}/when`, `"when" is only for row actions`);
    for (const field of Object.keys(action.when ?? {})) {
      if (!(field in fields)) say(`${at}/when/${field}`, `unknown field "${field}" (not in record.properties)`);
    }
    if (action.notByCreator) {
      const creator = fields[CREATOR_FIELD];
      if (action.scope !== "row") say(`${at}/notByCreator`, `"notByCreator" is only for row actions`);
      else if (creator?.type !== "string" || !creator.readOnly)
        say(
          `${at}/notByCreator`,
          `needs a readOnly string field "${CREATOR_FIELD}" in record.properties (the creator)`,
        );
    }

    const input = action.input?.properties ?? {};
    action.input?.required?.forEach((name, j) => {
      if (!(name in input)) say(`${at}/input/required/${j}`, `unknown field "${name}" (not in input.properties)`);
    });
    for (const [name, f] of Object.entries(input)) checkInputField(resources, f, `${at}/input/properties/${name}`, say);
    if (!action.fields) return;
    if (!action.input) return say(`${at}/fields`, `"fields" lay out an "input": this action has none`);
    const shown = new Set<string>();
    action.fields.forEach((f, j) => {
      if (!(f.field in input)) say(`${at}/fields/${j}/field`, `unknown field "${f.field}" (not in input.properties)`);
      if (f.endField && !(f.endField in input))
        say(`${at}/fields/${j}/endField`, `unknown field "${f.endField}" (not in input.properties)`);
      if (f.dependsOn && !action.fields!.some((other) => other.field === f.dependsOn))
        say(`${at}/fields/${j}/dependsOn`, `"${f.dependsOn}" is not a field of this dialog`);
      shown.add(f.field).add(f.endField ?? f.field);
    });
    for (const name of Object.keys(input)) {
      if (!shown.has(name)) say(`${at}/input/properties/${name}`, `not in "fields": the dialog would never ask for it`);
    }
  });
}

/**
 * A `readOnly` field is kept by the server: a form (or a form's date range) naming it is a mistake. The rows
 * 编辑 and 删除 are for (`when`) must be told by fields of the record.
 */
export function checkReadOnlyFields(res: ResourceConfig, say: Say): void {
  const fields = res.record.properties;
  for (const action of ["edit", "delete"] as const) {
    for (const field of Object.keys(rowActionWhen(res, action) ?? {})) {
      if (!(field in fields))
        say(`/list/actions/${action}/when/${field}`, `unknown field "${field}" (not in record.properties)`);
    }
  }
  res.form?.fields.forEach((f, i) => {
    for (const [name, key] of [
      [f.field, "field"],
      [f.endField, "endField"],
    ] as const) {
      if (name && fields[name]?.readOnly)
        say(`/form/fields/${i}/${key}`, `"${name}" is readOnly (kept by the server) and cannot be in the form`);
    }
  });
}
