import type { EnumOption, FieldMessages, RecordField } from "../../../../types/generated/resource.js";
import type { DesignedField } from "../../types.js";
import { assign, nonEmpty } from "../../state/assign.js";
import { withZh, zhText } from "../../localized.js";
import { isOneMessage } from "../../../../common/record-rules.js";
import type { Localized } from "../../../../types/generated/routes.js";

/** The rules a field may carry a message for, in the order the dialog shows them. */
export const RULES = [
  "required",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "enum",
  "unique",
  "relation",
] as const;
export type Rule = (typeof RULES)[number];

/** An option as the dialog edits it: the value typed as text, converted back by the field's type. */
interface OptionRow {
  value?: string;
  label?: string;
  color?: string;
}

/** The field dialog's values: a record field flattened for antd's Form. */
export interface FieldFormValues {
  name: string;
  title: string;
  type: RecordField["type"];
  description?: string;
  format?: string;
  required?: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  minimum?: number | null;
  maximum?: number | null;
  minItems?: number | null;
  maxItems?: number | null;
  pattern?: string;
  itemsType?: "string" | "integer";
  /** One message for every rule (`errorMessage` as a text). */
  messageAll?: string;
  messages?: Partial<Record<Rule, string>>;
  options?: OptionRow[];
  relation?: string;
  relationFilter?: { key?: string; value?: string }[];
  defaultValue?: string | number | boolean | null;
  unique?: boolean;
  readOnly?: boolean;
  addToList?: boolean;
  addToForm?: boolean;
}

const optionRows = (options: EnumOption[] | undefined, values: unknown[] | undefined): OptionRow[] =>
  options?.map((o) => ({ value: String(o.value), label: zhText(o.label), color: o.color })) ??
  values?.map((v) => ({ value: String(v), label: String(v) })) ??
  [];

/** The dialog's values for a field (a new one when `field` is undefined). */
export function toFormValues(name: string, field: DesignedField | undefined, required: boolean): FieldFormValues {
  const f = field ?? ({ type: "string", title: "" } as DesignedField);
  const perRule = isPerRule(f.errorMessage) ? f.errorMessage : {};
  const messages = Object.fromEntries(Object.entries(perRule).map(([rule, text]) => [rule, zhText(text)]));
  const relation = f.relation ?? f.items?.relation;
  return {
    name,
    title: zhText(f.title),
    type: f.type,
    description: f.description === undefined ? undefined : zhText(f.description),
    format: f.format,
    required,
    minLength: f.minLength,
    maxLength: f.maxLength,
    minimum: f.minimum,
    maximum: f.maximum,
    minItems: f.minItems,
    maxItems: f.maxItems,
    pattern: f.pattern,
    itemsType: f.items?.type,
    messageAll: f.errorMessage !== undefined && !isPerRule(f.errorMessage) ? zhText(f.errorMessage) : undefined,
    messages: messages as FieldFormValues["messages"],
    options: optionRows(f.options ?? f.items?.options, f.enum),
    relation: relation?.resource,
    relationFilter: Object.entries(relation?.filter ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    defaultValue: f.default as FieldFormValues["defaultValue"],
    unique: f.unique,
    readOnly: f.readOnly,
    addToList: !field,
    addToForm: !field,
  };
}

/** A typed value from the text the dialog holds, by the type of the field (or of its items). */
function typed(text: string, type: string): string | number | boolean {
  if (type === "integer" || type === "number") return Number(text);
  if (type === "boolean") return text === "true";
  return text;
}

const numberOrText = (text: string) => (text.trim() !== "" && !Number.isNaN(Number(text)) ? Number(text) : text);

/** `errorMessage` as a message per rule, not one text (a string or `{"zh-CN": …}`) for every rule. */
export const isPerRule = (value: FieldMessages | undefined): value is Exclude<FieldMessages, Localized> =>
  value !== undefined && !isOneMessage(value);

/** The messages the dialog holds, each keeping the English it had when only its Chinese was edited. */
function messagesOf(v: FieldFormValues, previous: FieldMessages | undefined): FieldMessages | undefined {
  if (v.messageAll) return withZh(isPerRule(previous) ? undefined : previous, v.messageAll);
  const before: Partial<Record<string, Localized>> = isPerRule(previous) ? previous : {};
  const entries = Object.entries(v.messages ?? {})
    .filter(([, m]) => !!m)
    .map(([rule, m]) => [rule, withZh(before[rule], m!)]);
  return entries.length ? (Object.fromEntries(entries) as FieldMessages) : undefined;
}

/**
 * The record field the dialog's values make, over the original: keys the dialog does not show
 * (a hand-written `enum`, an array's items) stay as they were.
 */
export function fromFormValues(v: FieldFormValues, original: DesignedField | undefined): DesignedField {
  // Texts written in two languages keep their English when their Chinese is edited here.
  const f: DesignedField = { ...(original ?? {}), type: v.type, title: withZh(original?.title, v.title) };
  const previousLabel = (value: unknown) =>
    (original?.options ?? original?.items?.options)?.find((o) => o.value === value)?.label;
  const valueType = v.type === "array" ? (v.itemsType ?? "string") : v.type;
  const text = v.type === "string";
  const numeric = v.type === "integer" || v.type === "number";
  assign(f, "description", v.description ? withZh(original?.description, v.description) : undefined);
  assign(f, "format", text ? (v.format as DesignedField["format"]) : undefined);
  assign(f, "minLength", text ? v.minLength : undefined);
  assign(f, "maxLength", text ? v.maxLength : undefined);
  assign(f, "pattern", text ? v.pattern : undefined);
  assign(f, "minimum", numeric ? v.minimum : undefined);
  assign(f, "maximum", numeric ? v.maximum : undefined);
  assign(f, "minItems", v.type === "array" ? v.minItems : undefined);
  assign(f, "maxItems", v.type === "array" ? v.maxItems : undefined);
  assign(f, "errorMessage", messagesOf(v, original?.errorMessage));
  assign(f, "unique", v.unique);
  assign(f, "readOnly", v.readOnly);
  const hasDefault = v.defaultValue !== undefined && v.defaultValue !== null && v.defaultValue !== "";
  if (hasDefault) f.default = v.defaultValue;
  else delete f.default;

  const options: EnumOption[] = (v.options ?? [])
    .filter((o) => o.value !== undefined && o.value !== "")
    .map((o) => ({
      value: typed(o.value!, valueType),
      label: withZh(previousLabel(typed(o.value!, valueType)), o.label || o.value!),
      ...(o.color ? { color: o.color } : {}),
    }));
  const filter = Object.fromEntries(
    (v.relationFilter ?? []).filter((r) => r.key).map((r) => [r.key!, numberOrText(r.value ?? "")]),
  );
  const relation = v.relation ? { resource: v.relation, ...(Object.keys(filter).length ? { filter } : {}) } : undefined;
  const sameAsEnum =
    !!original?.enum &&
    options.length === original.enum.length &&
    options.every((o, i) => o.value === original.enum![i] && o.label === String(o.value) && !o.color);

  if (v.type === "array") {
    delete f.options;
    delete f.relation;
    delete f.enum;
    f.items = { ...(original?.items ?? {}), type: v.itemsType ?? "string" };
    assign(f.items, "options", options.length ? nonEmpty(options) : undefined);
    assign(f.items, "relation", relation);
  } else {
    delete f.items;
    if (!sameAsEnum) delete f.enum;
    assign(f, "options", options.length && !sameAsEnum ? nonEmpty(options) : undefined);
    assign(f, "relation", relation);
  }
  return f;
}
