import type { Role, RuleValue } from "../../../common/authority.js";

/** One condition of a row rule as the dialog edits it: a field and its values (`$user.<name>` alone: an attribute). */
export interface RuleCondition {
  field?: string;
  values?: string[];
}

/** A resource's rules as the dialog edits them: its row conditions (all must hold) and its field rules. */
export interface RuleEntry {
  resource?: string;
  conditions?: RuleCondition[];
  hidden?: string[];
  readOnly?: string[];
}

const asText = (value: RuleValue): string[] => (Array.isArray(value) ? value : [value]).map(String);

/** A field's type, by resource and field (`id` is an integer); undefined: unknown, kept as typed. */
export type FieldTypeOf = (resource: string, field: string) => string | undefined;

/** A typed value back as roles.json holds it, by its field's type: a number field's digits are a number. */
function typed(text: string, type: string | undefined): string | number | boolean {
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === "boolean" && (text === "true" || text === "false")) return text === "true";
  return text;
}

/** `$user.<name>`: the account's attribute, which stands alone as a condition's value. */
export const isAttribute = (value: string): boolean => value.startsWith("$user.");

/** A role's `rows` and `fields` as one entry per resource, in the order the file names them. */
export function entriesOf(role: Pick<Role, "rows" | "fields"> | null): RuleEntry[] {
  const rows = role?.rows ?? {};
  const fields = role?.fields ?? {};
  const names = [...new Set([...Object.keys(rows), ...Object.keys(fields)])];
  return names.map((resource) => ({
    resource,
    conditions: Object.entries(rows[resource] ?? {}).map(([field, value]) => ({ field, values: asText(value) })),
    hidden: fields[resource]?.hidden ?? [],
    readOnly: fields[resource]?.readOnly ?? [],
  }));
}

/**
 * The entries back as `rows` and `fields`, each value typed by its field (`typeOf`); a condition without a
 * field or values, or an empty entry, is left out.
 */
export function rulesOf(
  entries: readonly RuleEntry[] | undefined,
  typeOf: FieldTypeOf = () => undefined,
): Required<Pick<Role, "rows" | "fields">> {
  const rows: NonNullable<Role["rows"]> = {};
  const fields: NonNullable<Role["fields"]> = {};
  for (const entry of entries ?? []) {
    if (!entry?.resource) continue;
    const conditions = (entry.conditions ?? []).filter((c) => c?.field && c.values?.length);
    if (conditions.length)
      rows[entry.resource] = Object.fromEntries(
        conditions.map(({ field, values }) => {
          const type = field === "id" ? "integer" : typeOf(entry.resource!, field!);
          const list = values!.map((v) => (isAttribute(v) ? v : typed(v, type)));
          return [field!, list.length === 1 ? list[0]! : (list as (string | number)[])];
        }),
      );
    const hidden = entry.hidden ?? [];
    const readOnly = (entry.readOnly ?? []).filter((f) => !hidden.includes(f));
    if (hidden.length || readOnly.length)
      fields[entry.resource] = { ...(hidden.length ? { hidden } : {}), ...(readOnly.length ? { readOnly } : {}) };
  }
  return { rows, fields };
}
