import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import { actionRecord } from "../../common/custom-actions.js";
import type { ResolvedField } from "../types.js";
import { resolveFormFields } from "./resolve-form-fields.js";

/**
 * The fields of a custom action's dialog: its `input` resolved like a form of the resource (widgets,
 * option sources, rules and messages), laid out by its `fields` (default every input field in order).
 * Pointers and problems name the action's place in the config.
 */
export function resolveActionFields(config: ResourceConfig, action: CustomAction): ResolvedField[] {
  const index = config.list.actions?.custom?.indexOf(action) ?? -1;
  const fields = action.fields ?? Object.keys(action.input?.properties ?? {}).map((field) => ({ field }));
  if (!fields.length) return [];
  const asForm: ResourceConfig = {
    ...config,
    record: actionRecord(action),
    form: { fields: fields as [(typeof fields)[number], ...typeof fields] },
  };
  const here = `/list/actions/custom/${index}/fields/`;
  return resolveFormFields(asForm, "create").map((f) => ({
    ...f,
    pointer: f.pointer.replace("/form/fields/", here),
    problem: f.problem?.replace("#/form/fields/", `#${here}`),
  }));
}
