import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { FieldRule, RoleDefinition } from "../../src/types/generated/roles.js";
import { localize } from "../../src/common/i18n.js";
import { eachRuleByResource, type RuleProblem, type Viewer } from "./row-rules.js";

/**
 * What of a resource's fields a caller may see and change (roles.json `fields`). A hidden field is absent
 * from every answer and refused in a query or a body; a read-only one is shown, and a write that changes
 * it is refused. Several roles: hidden only if every role hides it, read-only only if none may change it
 * (a role that hides a field may not change it either). The admin flag and work of the system: everything.
 */
export interface FieldView {
  hidden: ReadonlySet<string>;
  /** Fields the caller may not change: the read-only ones and the hidden ones. */
  readOnly: ReadonlySet<string>;
}

export const EVERY_FIELD: FieldView = { hidden: new Set(), readOnly: new Set() };

const intersect = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((x) => b.has(x)));

/** Views worked out per roles file, resource and combination of roles: a few per config version. */
const kept = new WeakMap<readonly RoleDefinition[], Map<string, FieldView>>();

export function fieldView(
  viewer: Pick<Viewer, "admin" | "roles"> | null | undefined,
  res: ResourceConfig,
  roles: readonly RoleDefinition[],
): FieldView {
  if (!viewer || viewer.admin || !viewer.roles.length) return EVERY_FIELD;
  let views = kept.get(roles);
  if (!views) kept.set(roles, (views = new Map()));
  const key = `${res.name}\u0000${viewer.roles.join("\u0000")}`;
  let view = views.get(key);
  if (!view) {
    const byName = new Map(roles.map((r) => [r.name, r]));
    const rules = viewer.roles.map((name) => byName.get(name)?.fields?.[res.name] as FieldRule | undefined);
    const hidden = rules.map((r) => new Set(r?.hidden ?? [])).reduce(intersect);
    const fixed = rules.map((r) => new Set([...(r?.hidden ?? []), ...(r?.readOnly ?? [])])).reduce(intersect);
    view = hidden.size || fixed.size ? { hidden, readOnly: fixed } : EVERY_FIELD;
    views.set(key, view);
  }
  return view;
}

/** A row as the caller may see it: without its hidden fields, nor their labels and files. */
export function visibleRow<T extends Record<string, unknown>>(row: T, view: FieldView): T {
  if (!view.hidden.size) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!view.hidden.has(key)) out[key] = value;
  for (const extra of ["_labels", "_files"]) {
    const values = row[extra] as Record<string, unknown> | undefined;
    if (values) out[extra] = Object.fromEntries(Object.entries(values).filter(([k]) => !view.hidden.has(k)));
  }
  return out as T;
}

/**
 * A list query's parameters that name a hidden field, as the field messages of a 10001: a filter on it, a
 * search of it or a sort by it would tell its values row by row.
 */
export function hiddenInQuery(
  query: Readonly<Record<string, unknown>>,
  view: FieldView,
  label: string,
): Record<string, string> {
  if (!view.hidden.size) return {};
  const errors: Record<string, string> = {};
  // `keyword` searches the label field.
  if (query.keyword !== undefined && view.hidden.has(label)) errors.keyword = "无权按此字段筛选";
  for (const key of Object.keys(query)) if (view.hidden.has(key)) errors[key] = "无权按此字段筛选";
  if (typeof query.prop === "string" && view.hidden.has(query.prop)) errors.prop = "无权按此字段排序";
  return errors;
}

/**
 * Whether the list's default order is by a field the caller may not see: it would rank the field's values,
 * and a page's cursor would carry them, so such a caller's pages go newest first.
 */
export function hidesDefaultSort(res: ResourceConfig, view: FieldView): boolean {
  const field = res.list.defaultSort?.field;
  return field !== undefined && view.hidden.has(field);
}

/** Empty text and no value are the same value to a form that sends the whole row back. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a === "" ? null : (a ?? null)) === JSON.stringify(b === "" ? null : (b ?? null));

/**
 * The fields of a write the caller may not make, as the field messages of a 10001: a hidden field named at
 * all (its stored value is not the caller's to confirm), and a read-only one whose value would change
 * (`before`: the stored row; on create, the fields' defaults).
 */
export function refusedWrites(
  res: ResourceConfig,
  body: Readonly<Record<string, unknown>>,
  view: FieldView,
  before?: Readonly<Record<string, unknown>>,
): Record<string, string> {
  if (!view.readOnly.size) return {};
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!view.readOnly.has(name)) continue;
    if (!view.hidden.has(name) && before && same(value, before[name])) continue;
    errors[name] = `无权修改「${localize(res.record.properties[name]?.title ?? name)}」`;
  }
  return errors;
}

/**
 * What the schema cannot check of roles.json's field rules: each names a resource of the config (one whose
 * module is switched off, or whose file was refused, waits) and fields of its record.
 */
export function checkFieldRules(
  roles: readonly RoleDefinition[],
  resources: Readonly<Record<string, ResourceConfig>>,
  waits: (resource: string) => boolean = () => false,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const say = (pointer: string, message: string) => problems.push({ file: "roles.json", pointer, message });
  eachRuleByResource(roles, "fields", resources, waits, say, (res, rule, at) => {
    for (const kind of ["hidden", "readOnly"] as const)
      (rule[kind] ?? []).forEach((field, j) => {
        if (!res.record.properties[field]) say(`${at}/${kind}/${j}`, `资源 "${res.name}" 没有字段 "${field}"`);
      });
  });
  return problems;
}
