import type { OutputUnit } from "@cfworker/json-schema";
import { format } from "../../../common/i18n.js";
import { schemaMessageTexts as tx } from "../texts.js";

const typeNames: Record<string, string> = {
  string: tx.typeString,
  integer: tx.typeInteger,
  number: tx.typeNumber,
  boolean: tx.typeBoolean,
  array: tx.typeArray,
  object: tx.typeObject,
  null: "null",
};

const lastKey = (pointer: string) => pointer.split("/").at(-1)?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
const number = (text: string, re: RegExp) => re.exec(text)?.[1] ?? "?";
const list = (json: string) => {
  try {
    return (JSON.parse(json) as unknown[]).map((v) => JSON.stringify(v)).join(tx.listSeparator);
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
      ? format(tx.reservedName, { name: lastKey(pointer) })
      : format(tx.badName, { name: lastKey(pointer) });
  }
  switch (unit.keyword) {
    case "type": {
      const expected = /Expected "(.+)"\.$/.exec(text)?.[1]?.split('", "') ?? [];
      return format(tx.shouldBeType, { types: expected.map((t) => typeNames[t] ?? t).join(tx.or) });
    }
    case "enum":
      return format(tx.shouldBeOneOf, { values: list(/any of (.+)\.$/.exec(text)?.[1] ?? "[]") });
    case "const":
      return format(tx.shouldBe, { value: /match (.+)\.$/.exec(text)?.[1] ?? "" });
    case "required":
      return format(tx.missing, { name: /property "(.+)"/.exec(text)?.[1] ?? "" });
    case "false":
      return format(tx.unknownKey, { name: lastKey(pointer) });
    case "pattern":
      return tx.badFormat;
    case "format":
      return tx.badFormat;
    case "minLength":
      return format(tx.minLength, { n: number(text, /< (\d+)\)/) });
    case "maxLength":
      return format(tx.maxLength, { n: number(text, /> (\d+)\)/) });
    case "minimum":
    case "exclusiveMinimum":
      return format(tx.minimum, { n: number(text, /(-?[\d.]+)\.$/) });
    case "maximum":
    case "exclusiveMaximum":
      return format(tx.maximum, { n: number(text, /(-?[\d.]+)\.$/) });
    case "minItems":
      return format(tx.minItems, { n: number(text, /< (\d+)\)/) });
    case "maxItems":
      return format(tx.maxItems, { n: number(text, /> (\d+)\)/) });
    case "uniqueItems":
      return tx.uniqueItems;
    case "minProperties":
      return format(tx.minProperties, { n: number(text, /at least (\d+)/) });
    case "oneOf":
      return tx.oneOf;
    case "not":
      return tx.not;
    default:
      return text;
  }
}

/** `type` errors of the branches of one `oneOf`, said at once: 应当是布尔值或对象. */
export function eitherType(units: OutputUnit[]): string {
  const names = units.flatMap((u) => /Expected "(.+)"\.$/.exec(u.error)?.[1]?.split('", "') ?? []);
  return format(tx.shouldBeType, { types: [...new Set(names)].map((t) => typeNames[t] ?? t).join(tx.or) });
}
