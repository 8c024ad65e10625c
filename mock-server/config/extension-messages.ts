import { existsSync, readFileSync } from "node:fs";
import type { ErrorObject, ValidateFunction } from "ajv";
import { typeText } from "./schema-messages.js";


const list = (values: unknown) => (Array.isArray(values) ? values : [values]).map((v) => JSON.stringify(v)).join("、");

/**
 * Ajv's error in Chinese, for the keywords a props fragment or a manifest uses. Admins read these beside
 * every other config problem, so none may be in ajv's English; an unlisted keyword still names itself.
 */
export function chineseMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
      return `缺少必填项 "${String(p.missingProperty)}"`;
    case "additionalProperties":
      return `未知的键 "${String(p.additionalProperty)}"`;
    case "type":
      return `应为${typeText(p.type)}`;
    case "minimum":
    case "exclusiveMinimum":
      return `应${e.keyword === "minimum" ? "不小于" : "大于"} ${String(p.limit)}`;
    case "maximum":
    case "exclusiveMaximum":
      return `应${e.keyword === "maximum" ? "不大于" : "小于"} ${String(p.limit)}`;
    case "minLength":
      return `至少 ${String(p.limit)} 个字符`;
    case "maxLength":
      return `不能超过 ${String(p.limit)} 个字符`;
    case "minItems":
      return `至少 ${String(p.limit)} 项`;
    case "maxItems":
      return `不能超过 ${String(p.limit)} 项`;
    case "uniqueItems":
      return "不能有重复项";
    case "pattern":
      return `格式不对（应符合 ${String(p.pattern)}）`;
    case "format":
      return `格式不对（应为 ${String(p.format)}）`;
    case "enum":
      return `应为以下之一：${list(p.allowedValues)}`;
    case "const":
      return `应为 ${JSON.stringify(p.allowedValue)}`;
    case "multipleOf":
      return `应为 ${String(p.multipleOf)} 的倍数`;
    default:
      return `不符合要求（${e.keyword}）`;
  }
}

/**
 * A developer's JSON file (an extension's or a module's manifest, a module's error texts) checked against
 * its schema: the value when it passes, else undefined with each problem told, in Chinese, at its pointer.
 */
export function readCheckedJson<T>(
  path: string,
  validate: ValidateFunction<T>,
  say: (pointer: string, message: string) => void,
  missing = "缺少此文件",
): T | undefined {
  if (!existsSync(path)) return (say("", missing), undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    return (say("", `不是有效的 JSON（${(err as Error).message}）`), undefined);
  }
  if (validate(parsed)) return parsed;
  for (const e of validate.errors ?? []) say(e.instancePath, chineseMessage(e));
  return undefined;
}
