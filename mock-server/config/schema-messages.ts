import type { ErrorObject } from "ajv";
import { defaultLocale, defineTexts, translate, type Locale } from "../../src/common/i18n.js";
import { closest } from "./did-you-mean.js";

/**
 * ajv's errors in the admin's language, for the keywords our schemas use: the one message map of the
 * config check, at start, at save and as the designer types. A map of our own rather than ajv-i18n: its
 * Chinese drops what an admin needs most (the unknown key's name, the allowed values) and it cannot add a
 * suggestion. Errors must come from an ajv with `verbose: true` (the data and the parent schema).
 */
const NS = "config.schema";
defineTexts(
  NS,
  {
    string: "文本",
    integer: "整数",
    number: "数字",
    boolean: "布尔值（true 或 false）",
    object: "对象",
    array: "数组",
    or: "或",
    list: "、",
    type: "应为{types}",
    required: '缺少必填的键 "{key}"',
    unknownKey: '未知的键 "{key}"{guess}',
    guess: "，你是不是想写 “{name}”？",
    badName: '键名 "{key}" {why}',
    namePattern: "应匹配正则表达式 {pattern}",
    reserved: "是保留的名称",
    nameBroken: "不合规",
    enum: "{value} 不是可选的值（可选：{allowed}）{guess}",
    const: "应为 {value}",
    pattern: "应匹配正则表达式 {pattern}",
    format: "不是有效的 {format} 格式",
    ">=": "不能小于 {limit}",
    "<=": "不能大于 {limit}",
    ">": "应大于 {limit}",
    "<": "应小于 {limit}",
    minLength: "不能少于 {limit} 个字符",
    maxLength: "不能多于 {limit} 个字符",
    minItems: "至少要有 {limit} 项",
    maxItems: "最多只能有 {limit} 项",
    minProperties: "至少要有 {limit} 个键",
    maxProperties: "最多只能有 {limit} 个键",
    uniqueItems: "有重复的项（第 {a} 项与第 {b} 项相同）",
    oneOfMany: "同时符合多种写法，应只符合一种",
    noneOf: "不符合任何一种写法",
    not: "不应是这种写法",
    falseSchema: "不允许出现在这里",
    other: "不符合要求（{keyword}）",
  },
  {
    string: "text",
    integer: "an integer",
    number: "a number",
    boolean: "a boolean (true or false)",
    object: "an object",
    array: "an array",
    or: " or ",
    list: ", ",
    type: "Should be {types}",
    required: 'Missing required key "{key}"',
    unknownKey: 'Unknown key "{key}"{guess}',
    guess: ". Did you mean “{name}”?",
    badName: 'The key name "{key}" {why}',
    namePattern: "should match the pattern {pattern}",
    reserved: "is a reserved name",
    nameBroken: "is not allowed",
    enum: "{value} is not one of the allowed values ({allowed}){guess}",
    const: "Should be {value}",
    pattern: "Should match the pattern {pattern}",
    format: "Is not a valid {format}",
    ">=": "Should not be less than {limit}",
    "<=": "Should not be more than {limit}",
    ">": "Should be more than {limit}",
    "<": "Should be less than {limit}",
    minLength: "Should have at least {limit} characters",
    maxLength: "Should have at most {limit} characters",
    minItems: "Should have at least {limit} items",
    maxItems: "Should have at most {limit} items",
    minProperties: "Should have at least {limit} keys",
    maxProperties: "Should have at most {limit} keys",
    uniqueItems: "Has a repeated item (item {a} is the same as item {b})",
    oneOfMany: "Fits more than one of the allowed forms; it should fit exactly one",
    noneOf: "Fits none of the allowed forms",
    not: "Should not be written this way",
    falseSchema: "Is not allowed here",
    other: "Does not fit the rule ({keyword})",
  },
);

const say = (locale: Locale, key: string, params?: Record<string, unknown>) =>
  translate(`${NS}.${key}`, params, locale) ?? key;

/** `文本或整数` for `"string,integer"` or `["string", "integer"]`. */
export const typeText = (type: unknown, locale: Locale = defaultLocale) =>
  (Array.isArray(type) ? type : String(type).split(","))
    .map((t: string) => (t === "null" ? t : say(locale, t)))
    .join(say(locale, "or"));

const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

/** A key appended to a JSON pointer (`~` and `/` escaped as RFC 6901 says). */
export const childPointer = (pointer: string, key: string) =>
  `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;

/** The keys a schema allows at the place of an additionalProperties error. */
export const allowedKeys = (e: ErrorObject) => Object.keys((e.parentSchema?.properties as object | undefined) ?? {});

/** The suggestion appended when a known name is close to what was written, in the locale; else nothing. */
const guessOf = (name: string, known: string[], locale: Locale) => {
  const guess = closest(name, known);
  return guess === undefined ? "" : say(locale, "guess", { name: guess });
};

/** Why a key name is refused (`propertyNames`): the inner keyword that failed on it. */
function nameRule(inner: ErrorObject | undefined, locale: Locale): string {
  if (inner?.keyword === "pattern")
    return say(locale, "namePattern", { pattern: (inner.params as { pattern: string }).pattern });
  return say(locale, inner?.keyword === "not" ? "reserved" : "nameBroken");
}

const limited = new Set([
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
]);

/**
 * One ajv error as a pointer and a message in `locale`. An unknown or refused key is pointed at itself, so
 * the designer can show the problem on that key. `inner` is the error a `propertyNames` error wraps.
 */
export function describeError(
  e: ErrorObject,
  inner?: ErrorObject,
  locale: Locale = defaultLocale,
): { pointer: string; message: string } {
  const p = e.params as Record<string, unknown>;
  const at = (key: string, params?: Record<string, unknown>) => ({
    pointer: e.instancePath,
    message: say(locale, key, params),
  });
  if (limited.has(e.keyword)) return at(e.keyword, { limit: p.limit });
  switch (e.keyword) {
    case "type":
      return at("type", { types: typeText(p.type, locale) });
    case "required":
      return at("required", { key: p.missingProperty });
    case "additionalProperties": {
      const key = String(p.additionalProperty);
      const guess = guessOf(key, allowedKeys(e), locale);
      return { pointer: childPointer(e.instancePath, key), message: say(locale, "unknownKey", { key, guess }) };
    }
    case "propertyNames": {
      const key = String(p.propertyName);
      const why = nameRule(inner, locale);
      return { pointer: childPointer(e.instancePath, key), message: say(locale, "badName", { key, why }) };
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const guess = typeof e.data === "string" ? guessOf(e.data, allowed, locale) : "";
      return at("enum", { value: quote(e.data), allowed: allowed.join(say(locale, "list")), guess });
    }
    case "const":
      return at("const", { value: quote(p.allowedValue) });
    case "pattern":
      return at("pattern", { pattern: p.pattern });
    case "format":
      return at("format", { format: p.format });
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const comparison = String(p.comparison);
      const message = translate(`${NS}.${comparison}`, { limit: p.limit }, locale);
      return { pointer: e.instancePath, message: message ?? `${comparison} ${String(p.limit)}` };
    }
    case "uniqueItems": {
      const [a, b] = [Number(p.i), Number(p.j)].sort((x, y) => x - y);
      return at("uniqueItems", { a: a + 1, b: b + 1 });
    }
    case "oneOf":
      return at(p.passingSchemas ? "oneOfMany" : "noneOf");
    case "anyOf":
      return at("noneOf");
    case "not":
      return at("not");
    case "false schema":
      return at("falseSchema");
    default:
      return at("other", { keyword: e.keyword });
  }
}
