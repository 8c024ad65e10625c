import { sql, type Expression, type SqlBool } from "kysely";
import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import type { RoleDefinition } from "../../src/types/generated/roles.js";
import type { Helpers } from "../db/helpers/types.js";
import { encodeValue } from "./codec.js";
import { localize } from "../../src/common/i18n.js";

/** What a row rule compares a field with: a value, a list (the field is one of them), or `$user.<attribute>`. */
export type RuleValue = string | number | boolean | (string | number)[];
/** One role's rule for one resource: every field must hold (`{ "campus_id": "$user.campus_ids" }`). */
export type RowRule = Record<string, RuleValue>;

/** Who reads: the caller's roles, admin flag and account attributes (a SessionUser fits). */
export interface Viewer {
  admin: boolean;
  roles: readonly string[];
  attributes: Readonly<Record<string, unknown>>;
}

/**
 * The rows of a resource a caller may reach, as SQL to add to every statement of its store, and a key
 * naming it (two callers with the same key share a store and its caches). Undefined: every row.
 */
export interface RowScope {
  key: string;
  where: Expression<SqlBool>[];
}

const ATTRIBUTE = /^\$user\.([a-z][a-z0-9_]*)$/;

/** The record field a rule names: one of the record's, or the row's own `id` (`"campus": { "id": "$user.campus_ids" }`). */
const ID_FIELD: RecordField = { type: "integer", title: "ID" };
const ruleField = (res: ResourceConfig, field: string): RecordField | undefined =>
  field === "id" ? ID_FIELD : res.record.properties[field];

/** A rule's value for this caller: `$user.campus_ids` reads the account's attribute (missing: nothing). */
function resolve(value: RuleValue, viewer: Viewer): unknown[] {
  const attribute = typeof value === "string" ? ATTRIBUTE.exec(value)?.[1] : undefined;
  const actual = attribute ? viewer.attributes[attribute] : value;
  if (actual === undefined || actual === null || actual === "") return [];
  return Array.isArray(actual) ? actual : [actual];
}

/**
 * The rules of the caller's roles for `res`, or undefined when they see every row: the admin flag, or a
 * role without a rule for it (several roles give the union of their rows, and a role that does not limit
 * a resource sees it whole).
 */
export function rulesOf(viewer: Viewer, res: ResourceConfig, roles: readonly RoleDefinition[]): RowRule[] | undefined {
  if (viewer.admin) return undefined;
  const byName = new Map(roles.map((r) => [r.name, r]));
  const rules: RowRule[] = [];
  for (const name of viewer.roles) {
    const rule = (byName.get(name)?.rows as Record<string, RowRule> | undefined)?.[res.name];
    if (!rule) return undefined;
    rules.push(rule);
  }
  // An account without a role reads nothing through a rule: it has no page either.
  return rules;
}

/**
 * The SQL of the caller's rules for `res`: a row is reachable when one of its roles' rules holds, and a
 * rule holds when each of its fields equals its value or is one of its list. A list (or an attribute)
 * that is empty matches nothing. Deny by default: no rule that holds, no row.
 */
export function rowScope(
  h: Helpers,
  viewer: Viewer,
  res: ResourceConfig,
  roles: readonly RoleDefinition[],
): RowScope | undefined {
  const rules = rulesOf(viewer, res, roles);
  if (!rules) return undefined;
  const resolved = rules.map((rule) =>
    Object.entries(rule).map(([field, value]) => [field, resolve(value, viewer)] as const),
  );
  const key = JSON.stringify(resolved);
  const ors = resolved.map((conditions) => {
    const ands = conditions.map(([field, values]) => {
      const column = ruleField(res, field);
      if (!values.length || !column) return sql<SqlBool>`1 = 0`;
      const encoded = values.map((v) => encodeValue(column, v));
      return encoded.length === 1 ? sql<SqlBool>`${sql.ref(field)} = ${encoded[0]}` : h.anyOf(sql.ref(field), encoded);
    });
    return ands.length ? sql<SqlBool>`(${sql.join(ands, sql` AND `)})` : sql<SqlBool>`1 = 1`;
  });
  const where = ors.length ? sql<SqlBool>`(${sql.join(ors, sql` OR `)})` : sql<SqlBool>`1 = 0`;
  return { key, where: [where] };
}

/**
 * Why a write is refused when the row it would store is outside the caller's rules: each field its rules
 * name, on that field (`所属校区不在您可操作的范围内`), as a form shows it.
 */
export function outsideRules(
  viewer: Viewer,
  res: ResourceConfig,
  roles: readonly RoleDefinition[],
): Record<string, string> {
  const fields = new Set((rulesOf(viewer, res, roles) ?? []).flatMap((rule) => Object.keys(rule)));
  return Object.fromEntries(
    [...fields].map((f) => [f, `${localize(ruleField(res, f)?.title ?? f)}不在您可操作的范围内`]),
  );
}

/**
 * A row's values checked against the caller's rules in memory, as the SQL would check a stored one (an
 * import row before it is written): undefined when one of the rules holds (or none applies), else the
 * refusal on the fields of the rules (outsideRules).
 */
export function outsideRow(
  viewer: Viewer,
  res: ResourceConfig,
  roles: readonly RoleDefinition[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> | undefined {
  const rules = rulesOf(viewer, res, roles);
  if (!rules) return undefined;
  const holds = (rule: RowRule) =>
    Object.entries(rule).every(([field, value]) => {
      const allowed = resolve(value, viewer).map(String);
      return values[field] !== undefined && values[field] !== null && allowed.includes(String(values[field]));
    });
  return rules.some(holds) ? undefined : outsideRules(viewer, res, roles);
}

export type RuleProblem = { file: string; pointer: string; message: string };

/**
 * Each rule of roles.json's `rows` or `fields` (`key`) with the resource it names and its pointer, for the
 * checks of either kind; a rule naming no resource of the config is said (`未知的资源`), unless it waits: a
 * resource whose module is switched off, as the module's pages do, or whose file was refused.
 */
export function eachRuleByResource<K extends "rows" | "fields">(
  roles: readonly RoleDefinition[],
  key: K,
  resources: Readonly<Record<string, ResourceConfig>>,
  waits: (resource: string) => boolean,
  say: (pointer: string, message: string) => void,
  visit: (res: ResourceConfig, rule: NonNullable<RoleDefinition[K]>[string], at: string) => void,
): void {
  roles.forEach((role, i) => {
    for (const [name, rule] of Object.entries(role[key] ?? {})) {
      const at = `/roles/${i}/${key}/${name}`;
      const res = resources[name];
      if (res) visit(res, rule as NonNullable<RoleDefinition[K]>[string], at);
      else if (!waits(name)) say(at, `未知的资源 "${name}"`);
    }
  });
}

/**
 * What the schema cannot check of roles.json's row rules: each names a resource of the config (or of a
 * module switched off, then it waits) and fields of its record that hold one value (not a list), and each
 * `$user.<name>` an attribute app.json declares.
 */
export function checkRowRules(
  roles: readonly RoleDefinition[],
  resources: Readonly<Record<string, ResourceConfig>>,
  attributes: readonly { name: string }[] | undefined,
  waits: (resource: string) => boolean = () => false,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const say = (pointer: string, message: string) => problems.push({ file: "roles.json", pointer, message });
  // Unknown while app.json itself has problems: those are said first.
  const declared = attributes?.map((a) => a.name);
  eachRuleByResource(roles, "rows", resources, waits, say, (res, rule, at) => {
    for (const [field, value] of Object.entries(rule)) {
      const column = ruleField(res, field);
      if (!column) say(`${at}/${field}`, `资源 "${res.name}" 没有字段 "${field}"`);
      else if (column.type === "array") say(`${at}/${field}`, `字段 "${field}" 是列表，行规则只比较单个值的字段`);
      const attribute = typeof value === "string" ? ATTRIBUTE.exec(value)?.[1] : undefined;
      if (attribute && declared && !declared.includes(attribute))
        say(`${at}/${field}`, `"$user.${attribute}" 不是 app.json accountAttributes 声明的账号属性`);
    }
  });
  return problems;
}
