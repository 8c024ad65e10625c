import type { ErrorObject } from "ajv";
import { didYouMean } from "./did-you-mean.js";

/**
 * ajv's errors in Chinese, for the keywords our schemas use. A map of our own rather than ajv-i18n: its
 * Chinese drops what an admin needs most (the unknown key's name, the allowed values) and it cannot add a
 * suggestion. Errors must come from an ajv with `verbose: true` (the data and the parent schema).
 */

const typeNames: Record<string, string> = {
  string: "文本",
  integer: "整数",
  number: "数字",
  boolean: "布尔值（true 或 false）",
  object: "对象",
  array: "数组",
  null: "null",
};

/** `文本或整数` for `"string,integer"` or `["string", "integer"]`. */
export const typeText = (type: unknown) =>
  (Array.isArray(type) ? type : String(type).split(","))
    .map((t: string) => typeNames[t] ?? t)
    .join("或");

const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

/** A key appended to a JSON pointer (`~` and `/` escaped as RFC 6901 says). */
export const childPointer = (pointer: string, key: string) =>
  `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;

const comparisons: Record<string, string> = { ">=": "不能小于", "<=": "不能大于", ">": "应大于", "<": "应小于" };

/** The keys a schema allows at the place of an additionalProperties error. */
export const allowedKeys = (e: ErrorObject) => Object.keys((e.parentSchema?.properties as object | undefined) ?? {});

/** Why a key name is refused (`propertyNames`): the inner keyword that failed on it. */
function nameRule(inner: ErrorObject | undefined): string {
  if (inner?.keyword === "pattern") return `应匹配正则表达式 ${(inner.params as { pattern: string }).pattern}`;
  if (inner?.keyword === "not") return "是保留的名称";
  return "不合规";
}

/**
 * One ajv error as a pointer and a Chinese message. An unknown or refused key is pointed at itself, so
 * the designer can show the problem on that key. `inner` is the error a `propertyNames` error wraps.
 */
export function describeError(e: ErrorObject, inner?: ErrorObject): { pointer: string; message: string } {
  const p = e.params as Record<string, unknown>;
  const at = (message: string) => ({ pointer: e.instancePath, message });
  switch (e.keyword) {
    case "type":
      return at(`应为${typeText(p.type)}`);
    case "required":
      return at(`缺少必填的键 "${String(p.missingProperty)}"`);
    case "additionalProperties": {
      const key = String(p.additionalProperty);
      return {
        pointer: childPointer(e.instancePath, key),
        message: `未知的键 "${key}"${didYouMean(key, allowedKeys(e))}`,
      };
    }
    case "propertyNames": {
      const key = String(p.propertyName);
      return { pointer: childPointer(e.instancePath, key), message: `键名 "${key}" ${nameRule(inner)}` };
    }
    case "enum": {
      const allowed = p.allowedValues as unknown[];
      const guess = typeof e.data === "string" ? didYouMean(e.data, allowed.map(String)) : "";
      return at(`${quote(e.data)} 不是可选的值（可选：${allowed.map(String).join("、")}）${guess}`);
    }
    case "const":
      return at(`应为 ${quote(p.allowedValue)}`);
    case "pattern":
      return at(`应匹配正则表达式 ${String(p.pattern)}`);
    case "format":
      return at(`不是有效的 ${String(p.format)} 格式`);
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return at(`${comparisons[String(p.comparison)] ?? String(p.comparison)} ${String(p.limit)}`);
    case "minLength":
      return at(`不能少于 ${String(p.limit)} 个字符`);
    case "maxLength":
      return at(`不能多于 ${String(p.limit)} 个字符`);
    case "minItems":
      return at(`至少要有 ${String(p.limit)} 项`);
    case "maxItems":
      return at(`最多只能有 ${String(p.limit)} 项`);
    case "minProperties":
      return at(`至少要有 ${String(p.limit)} 个键`);
    case "maxProperties":
      return at(`最多只能有 ${String(p.limit)} 个键`);
    case "uniqueItems": {
      const [a, b] = [Number(p.i), Number(p.j)].sort((x, y) => x - y);
      return at(`有重复的项（第 ${a + 1} 项与第 ${b + 1} 项相同）`);
    }
    case "oneOf":
      return at(p.passingSchemas ? "同时符合多种写法，应只符合一种" : "不符合任何一种写法");
    case "anyOf":
      return at("不符合任何一种写法");
    case "not":
      return at("不应是这种写法");
    case "false schema":
      return at("不允许出现在这里");
    default:
      return at(`不符合要求（${e.keyword}）`);
  }
}
