import type { OutputUnit } from "@cfworker/json-schema";

const typeNames: Record<string, string> = {
  string: "文本",
  integer: "整数",
  number: "数字",
  boolean: "布尔值",
  array: "数组",
  object: "对象",
  null: "null",
};

const lastKey = (pointer: string) => pointer.split("/").at(-1)?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
const number = (text: string, re: RegExp) => re.exec(text)?.[1] ?? "?";
const list = (json: string) => {
  try {
    return (JSON.parse(json) as unknown[]).map((v) => JSON.stringify(v)).join("、");
  } catch {
    return json;
  }
};

/**
 * A validator's English sentence in Chinese, by its keyword: the designer speaks to admins as the
 * server does. The numbers and names come from the sentence itself (the validator gives no params).
 */
export function chineseMessage(unit: OutputUnit, pointer: string): string {
  const text = unit.error;
  if (unit.keywordLocation.includes("/propertyNames/")) {
    return unit.keyword === "not"
      ? `「${lastKey(pointer)}」是保留名称，不能使用`
      : `名称「${lastKey(pointer)}」不合要求`;
  }
  switch (unit.keyword) {
    case "type": {
      const expected = /Expected "(.+)"\.$/.exec(text)?.[1]?.split('", "') ?? [];
      return `应当是${expected.map((t) => typeNames[t] ?? t).join("或")}`;
    }
    case "enum":
      return `应当是以下之一：${list(/any of (.+)\.$/.exec(text)?.[1] ?? "[]")}`;
    case "const":
      return `应当是 ${/match (.+)\.$/.exec(text)?.[1] ?? ""}`;
    case "required":
      return `缺少必填项「${/property "(.+)"/.exec(text)?.[1] ?? ""}」`;
    case "false":
      return `不认识的键「${lastKey(pointer)}」`;
    case "pattern":
      return "格式不正确";
    case "format":
      return "格式不正确";
    case "minLength":
      return `至少 ${number(text, /< (\d+)\)/)} 个字符`;
    case "maxLength":
      return `最多 ${number(text, /> (\d+)\)/)} 个字符`;
    case "minimum":
    case "exclusiveMinimum":
      return `不能小于 ${number(text, /(-?[\d.]+)\.$/)}`;
    case "maximum":
    case "exclusiveMaximum":
      return `不能大于 ${number(text, /(-?[\d.]+)\.$/)}`;
    case "minItems":
      return `至少 ${number(text, /< (\d+)\)/)} 项`;
    case "maxItems":
      return `最多 ${number(text, /> (\d+)\)/)} 项`;
    case "uniqueItems":
      return "有重复的项";
    case "minProperties":
      return `至少要有 ${number(text, /at least (\d+)/)} 项`;
    case "oneOf":
      return "不符合任何一种允许的写法";
    case "not":
      return "不允许这个值";
    default:
      return text;
  }
}

/** `type` errors of the branches of one `oneOf`, said at once: 应当是布尔值或对象. */
export function eitherType(units: OutputUnit[]): string {
  const names = units.flatMap((u) => /Expected "(.+)"\.$/.exec(u.error)?.[1]?.split('", "') ?? []);
  return `应当是${[...new Set(names)].map((t) => typeNames[t] ?? t).join("或")}`;
}
