/**
 * The rules of a resource's row buttons — custom actions (`list.actions.custom`), 编辑 and 删除 — shared
 * by the server (route access, the `when` check) and the browser (which buttons show on which rows).
 */

import type {
  CustomAction,
  RecordSchema,
  ResourceAccess,
  ResourceConfig,
  RowCondition,
} from "../types/generated/resource.js";
import { resourceAccessRule, type AccessRuleInput } from "./access.js";
import { localize } from "./i18n.js";

/** Who may run an action: the resource's rule it names (default `update`), or its own rule. */
export function actionAccessRule(access: ResourceAccess | undefined, action: CustomAction): AccessRuleInput {
  const rule = action.access ?? "update";
  return typeof rule === "string" ? resourceAccessRule(access, rule) : rule;
}

/** The first field of a `when` whose value the row does not hold, or undefined when the row fits (or there is no `when`). */
export function whenMismatch(when: RowCondition | undefined, row: Record<string, unknown>): string | undefined {
  for (const [field, values] of Object.entries(when ?? {})) {
    if (!(values as unknown[]).includes(row[field] as never)) return field;
  }
  return undefined;
}

/** The rows 编辑 and 删除 are for (`list.actions.edit.when`, `list.actions.delete.when`); none means every row. */
export function rowActionWhen(config: ResourceConfig, action: "edit" | "delete"): RowCondition | undefined {
  const entry = config.list.actions?.[action];
  return typeof entry === "object" ? entry.when : undefined;
}

/** The action's input as a record schema: the same rules, messages and widgets as a row's fields. */
export function actionRecord(action: CustomAction): RecordSchema {
  return { type: "object", properties: action.input?.properties ?? {}, required: action.input?.required };
}

/** `{label}` in an action's question, filled with the row's label. */
export const fillLabel = (text: string, label: string) => text.replaceAll("{label}", label);

/** The record field that names who created a row; the server fills it on create (see `notByCreator`). */
export const CREATOR_FIELD = "created_by";

/**
 * Four eyes (`notByCreator`): why `username` may not run `action` on `row` — they created it — or undefined
 * when they may. The server answers it with 403 / 14017; the browser shows it on the disabled button.
 */
export function creatorRefusal(
  config: ResourceConfig,
  action: CustomAction,
  row: Record<string, unknown>,
  username: string | undefined,
): string | undefined {
  if (!action.notByCreator || !username || row[CREATOR_FIELD] !== username) return undefined;
  return `该${localize(config.title)}由您创建，需由其他有权限的账号${localize(action.label)}`;
}
