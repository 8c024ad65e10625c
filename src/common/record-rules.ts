/**
 * The rules of a resource's record fields and their Chinese messages, in one place for both
 * sides: the browser turns them into form rules (messages as you type), the server into the ajv
 * schema of its request bodies (10001 with the same messages). The server is the authority.
 */
import type { FieldFormat, FieldMessages, RecordField, RecordSchema } from "../types/generated/resource.js";
import { validatorPresets, type PresetName } from "./validators.js";
import { defineTexts, format, localize } from "./i18n.js";

/** The default messages of the rules, in both languages; `{title}` is the field's title. */
const ruleTexts = defineTexts(
  "rules",
  {
    date: "{title}应为日期，格式YYYY-MM-DD",
    dateTime: "{title}应为日期时间，格式YYYY-MM-DD HH:mm:ss",
    time: "{title}应为时间，格式HH:mm",
    image: "{title}不是有效的图片地址",
    file: "{title}不是已上传的文件，请重新上传",
    html: "{title}应为文本",
    choose: "请选择{title}",
    enter: "请输入{title}",
    minLength: "{title}至少{n}个字符",
    maxLength: "{title}不能超过{n}个字符",
    minimum: "{title}不能小于{n}",
    maximum: "{title}不能大于{n}",
    minItems: "{title}至少选择{n}项",
    maxItems: "{title}最多选择{n}项",
    enum: "请选择有效的{title}",
    unique: "{title}已存在",
    relation: "所选{title}不存在",
    badFormat: "{title}格式不正确",
    integer: "{title}应为整数",
    number: "{title}应为数字",
  },
  {
    date: "{title} must be a date, YYYY-MM-DD",
    dateTime: "{title} must be a date and time, YYYY-MM-DD HH:mm:ss",
    time: "{title} must be a time, HH:mm",
    image: "{title} is not a valid image address",
    file: "{title} is not an uploaded file, please upload it again",
    html: "{title} must be text",
    choose: "Please select {title}",
    enter: "Please enter {title}",
    minLength: "{title} needs at least {n} characters",
    maxLength: "{title} may have at most {n} characters",
    minimum: "{title} cannot be less than {n}",
    maximum: "{title} cannot be greater than {n}",
    minItems: "{title}: select at least {n}",
    maxItems: "{title}: select at most {n}",
    enum: "Please select a valid {title}",
    unique: "{title} already exists",
    relation: "The selected {title} does not exist",
    badFormat: "{title} has an invalid format",
    integer: "{title} must be an integer",
    number: "{title} must be a number",
  },
);

export type RuleKeyword =
  | "required"
  | "type"
  | "minLength"
  | "maxLength"
  | "minimum"
  | "maximum"
  | "pattern"
  | "format"
  | "enum"
  | "minItems"
  | "maxItems"
  | "unique"
  | "relation";

/** Fields whose values come from a list (selects, switches, dates): "请选择…" rather than "请输入…". */
export function isChoice(field: RecordField): boolean {
  return (
    field.type === "array" ||
    field.type === "boolean" ||
    !!field.options ||
    !!field.enum ||
    !!field.relation ||
    field.format === "date" ||
    field.format === "date-time" ||
    field.format === "time" ||
    field.format === "image" ||
    field.format === "file"
  );
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD. */
export function isDate(v: unknown): boolean {
  const m = typeof v === "string" ? YMD.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** `YYYY-MM-DD HH:mm:ss` (seconds optional), a real date and time. */
export function isDateTime(v: unknown): boolean {
  if (typeof v !== "string") return false;
  const m = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(v);
  return !!m && isDate(m[1]);
}

/**
 * A date-time as it is stored, `YYYY-MM-DD HH:mm:ss`: dates and times are kept as text and compared
 * as text, so `2024-05-01T08:30` or `2024-05-01 08:30` must not be stored as spelled (a `T` sorts after
 * the space). Anything that is not a date-time is returned as it came.
 */
export function canonicalDateTime(v: unknown): unknown {
  if (!isDateTime(v)) return v;
  const text = (v as string).replace("T", " ");
  return text.length === 16 ? `${text}:00` : text;
}

/** `HH:mm`, 00:00 to 23:59. */
export const isTime = (v: unknown): boolean => typeof v === "string" && HM.test(v);

/** An uploaded file's path (`/uploads/…`) or an http(s) URL. */
export const isImageUrl = (v: unknown): boolean =>
  typeof v === "string" && (/^\/uploads\/[\w.-]+$/.test(v) || /^https?:\/\/\S+$/i.test(v));

/** The key of a file stored for a `file` field (`<32 hex>.<extension>`), as the upload answered it. */
export const isFileKey = (v: unknown): boolean => typeof v === "string" && /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/.test(v);

/** Every `format` of a record field as a test, shared by the browser's rules and the server's ajv formats. */
export const fieldFormats: Record<FieldFormat, (v: unknown) => boolean> = {
  date: isDate,
  "date-time": isDateTime,
  time: isTime,
  image: isImageUrl,
  file: isFileKey,
  // Any text: the server sanitises it (rich-text.ts) rather than refusing it.
  html: (v) => typeof v === "string",
  ...(Object.fromEntries(Object.entries(validatorPresets).map(([k, p]) => [k, p.test])) as Record<
    PresetName,
    (v: unknown) => boolean
  >),
};

const formatMessages: Record<Exclude<FieldFormat, PresetName>, (title: string) => string> = {
  date: (title) => format(ruleTexts.date, { title }),
  "date-time": (title) => format(ruleTexts.dateTime, { title }),
  time: (title) => format(ruleTexts.time, { title }),
  image: (title) => format(ruleTexts.image, { title }),
  file: (title) => format(ruleTexts.file, { title }),
  html: (title) => format(ruleTexts.html, { title }),
};

/** The default message of one rule of a field, in the current language. */
function defaultMessage(field: RecordField, keyword: RuleKeyword): string {
  const title = localize(field.title);
  const say = (text: string, n?: unknown) => format(text, { title, n });
  switch (keyword) {
    case "required":
      return say(isChoice(field) ? ruleTexts.choose : ruleTexts.enter);
    case "minLength":
      return say(ruleTexts.minLength, field.minLength);
    case "maxLength":
      return say(ruleTexts.maxLength, field.maxLength);
    case "minimum":
      return say(ruleTexts.minimum, field.minimum);
    case "maximum":
      return say(ruleTexts.maximum, field.maximum);
    case "minItems":
      return say(ruleTexts.minItems, field.minItems);
    case "maxItems":
      return say(ruleTexts.maxItems, field.maxItems);
    case "enum":
      return say(ruleTexts.enum);
    case "unique":
      return say(ruleTexts.unique);
    case "relation":
      return say(ruleTexts.relation);
    case "format": {
      const f = field.format;
      if (!f) return say(ruleTexts.badFormat);
      return f in validatorPresets ? validatorPresets[f as PresetName].message : formatMessages[f as "date"](title);
    }
    case "type":
      return say(
        field.type === "integer" ? ruleTexts.integer : field.type === "number" ? ruleTexts.number : ruleTexts.badFormat,
      );
    default:
      return say(ruleTexts.badFormat);
  }
}

/** `errorMessage` written as one message for every rule: a text, or `{"zh-CN": …}` in both languages. */
export function isOneMessage(
  value: FieldMessages | undefined,
): value is Extract<FieldMessages, string | { "zh-CN": string }> {
  return typeof value === "string" || (!!value && "zh-CN" in value);
}

/** The field's own message for a rule (its `errorMessage`: one for all, or this rule's), in the current language. */
export function customMessage(field: RecordField, keyword: RuleKeyword | "matches"): string | undefined {
  const custom = field.errorMessage;
  if (custom === undefined) return undefined;
  if (isOneMessage(custom)) return localize(custom);
  const own = custom[keyword];
  return own === undefined ? undefined : localize(own);
}

/** The message of one rule: the field's `errorMessage` (one text or one per rule), else the default. */
export function ruleMessage(field: RecordField, keyword: RuleKeyword): string {
  return customMessage(field, keyword) ?? defaultMessage(field, keyword);
}

/** The values a field allows (`options` or `enum`), or undefined when any value of its type goes. */
export function allowedValues(field: { options?: { value: unknown }[]; enum?: unknown[] }): unknown[] | undefined {
  return field.options?.map((o) => o.value) ?? field.enum;
}

/** One rule of a field, with its value and message: what both sides check. */
export interface FieldRule {
  keyword: RuleKeyword;
  value?: unknown;
  message: string;
}

/**
 * The rules one field is checked by, in the order a person should hear about them: empty first,
 * then type, size, shape. A required text must not be empty (an empty string is "nothing typed").
 */
export function fieldRules(field: RecordField, required: boolean): FieldRule[] {
  const rules: FieldRule[] = [];
  const add = (keyword: RuleKeyword, value?: unknown) =>
    rules.push({ keyword, value, message: ruleMessage(field, keyword) });
  if (required) add("required");
  add("type", field.type);
  if (field.minLength !== undefined) add("minLength", field.minLength);
  if (field.maxLength !== undefined) add("maxLength", field.maxLength);
  if (field.minimum !== undefined) add("minimum", field.minimum);
  if (field.maximum !== undefined) add("maximum", field.maximum);
  if (field.minItems !== undefined) add("minItems", field.minItems);
  if (field.maxItems !== undefined) add("maxItems", field.maxItems);
  if (field.pattern !== undefined) add("pattern", field.pattern);
  if (field.format !== undefined) add("format", field.format);
  const allowed = allowedValues(field) ?? (field.items ? allowedValues(field.items) : undefined);
  if (allowed) add("enum", allowed);
  return rules;
}

/** True when the record lists the field as required. */
export const isRequired = (record: RecordSchema, name: string): boolean => record.required?.includes(name) ?? false;
