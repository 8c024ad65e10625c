import { describe, expect, it } from "vitest";
import {
  canonicalDateTime,
  fieldFormats,
  fieldRules,
  isDate,
  isDateTime,
  isImageUrl,
  isTime,
  ruleMessage,
} from "../../src/common/record-rules.js";
import type { RecordField } from "../../src/types/generated/resource.js";
import { setLocale } from "../../src/common/i18n.js";

const name: RecordField = { type: "string", title: "校区名称", minLength: 2, maxLength: 30 };

describe("record rules", () => {
  it("lists a required text's rules with the default Chinese messages, empty first", () => {
    expect(fieldRules(name, true)).toEqual([
      { keyword: "required", value: undefined, message: "请输入校区名称" },
      { keyword: "type", value: "string", message: "校区名称格式不正确" },
      { keyword: "minLength", value: 2, message: "校区名称至少2个字符" },
      { keyword: "maxLength", value: 30, message: "校区名称不能超过30个字符" },
    ]);
  });

  it("asks to choose where the value comes from a list", () => {
    const status: RecordField = { type: "integer", title: "状态", options: [{ value: 1, label: "营业中" }] };
    const rules = fieldRules(status, true);
    expect(rules[0].message).toBe("请选择状态");
    expect(rules.find((r) => r.keyword === "enum")).toEqual({
      keyword: "enum",
      value: [1],
      message: "请选择有效的状态",
    });
    expect(ruleMessage({ type: "string", title: "开业日期", format: "date" }, "required")).toBe("请选择开业日期");
  });

  it("takes the allowed values of an array from its items", () => {
    const kinds: RecordField = {
      type: "array",
      title: "类型",
      items: { type: "string", options: [{ value: "a", label: "甲" }] },
      minItems: 1,
    };
    const rules = fieldRules(kinds, false);
    expect(rules.map((r) => r.keyword)).toEqual(["type", "minItems", "enum"]);
    expect(rules[1].message).toBe("类型至少选择1项");
  });

  it("names numbers' limits and types", () => {
    const f: RecordField = { type: "integer", title: "容纳学员数", minimum: 0, maximum: 100000 };
    expect(ruleMessage(f, "minimum")).toBe("容纳学员数不能小于0");
    expect(ruleMessage(f, "maximum")).toBe("容纳学员数不能大于100000");
    expect(ruleMessage(f, "type")).toBe("容纳学员数应为整数");
    expect(ruleMessage({ ...f, type: "number" }, "type")).toBe("容纳学员数应为数字");
  });

  it("uses the preset's message for a preset format, a date hint for dates", () => {
    expect(ruleMessage({ type: "string", title: "联系电话", format: "phone" }, "format")).toBe("请输入正确的手机号");
    expect(ruleMessage({ type: "string", title: "开业日期", format: "date" }, "format")).toBe(
      "开业日期应为日期，格式YYYY-MM-DD",
    );
  });

  it("prefers the field's errorMessage: one text for all, or one per rule", () => {
    const code: RecordField = {
      type: "string",
      title: "校区编号",
      pattern: "^[A-Z]{2}\\d{3}$",
      errorMessage: { pattern: "如 BJ001" },
    };
    expect(ruleMessage(code, "pattern")).toBe("如 BJ001");
    expect(ruleMessage(code, "required")).toBe("请输入校区编号");
    const all: RecordField = { ...code, errorMessage: "编号不对" };
    expect(ruleMessage(all, "pattern")).toBe("编号不对");
    expect(ruleMessage(all, "required")).toBe("编号不对");
  });

  it("reads an errorMessage written in both languages in the current one, Chinese when English is missing", () => {
    const code: RecordField = {
      type: "string",
      title: { "zh-CN": "校区编号", "en-US": "Campus code" },
      pattern: "^[A-Z]{2}\\d{3}$",
      errorMessage: { pattern: { "zh-CN": "如 BJ001", "en-US": "Such as BJ001" }, unique: { "zh-CN": "编号已用" } },
    };
    const all: RecordField = { ...code, errorMessage: { "zh-CN": "编号不对", "en-US": "Wrong code" } };
    expect(ruleMessage(code, "pattern")).toBe("如 BJ001");
    expect(ruleMessage(all, "required")).toBe("编号不对");
    setLocale("en-US");
    try {
      expect(ruleMessage(code, "pattern")).toBe("Such as BJ001");
      expect(ruleMessage(code, "unique")).toBe("编号已用");
      expect(ruleMessage(code, "required")).toBe("Please enter Campus code");
      expect(ruleMessage(all, "pattern")).toBe("Wrong code");
    } finally {
      setLocale("zh-CN");
    }
  });

  it("names uniqueness and relations", () => {
    expect(ruleMessage(name, "unique")).toBe("校区名称已存在");
    expect(ruleMessage({ type: "integer", title: "所属校区", relation: { resource: "campus" } }, "relation")).toBe(
      "所选所属校区不存在",
    );
  });
});

describe("record formats", () => {
  it("accepts real dates only", () => {
    expect(isDate("2024-02-29")).toBe(true);
    expect(isDate("2023-02-29")).toBe(false);
    expect(isDate("2024-13-01")).toBe(false);
    expect(isDate("2024-1-01")).toBe(false);
    expect(isDate(20240101)).toBe(false);
  });

  it("accepts date-times with or without seconds, and times HH:mm", () => {
    expect(isDateTime("2024-05-01 08:30:00")).toBe(true);
    expect(isDateTime("2024-05-01 08:30")).toBe(true);
    expect(isDateTime("2024-05-01T08:30:00")).toBe(true);
    expect(isDateTime("2024-05-32 08:30:00")).toBe(false);
    expect(isDateTime("2024-05-01 24:00:00")).toBe(false);
    expect(isTime("08:30")).toBe(true);
    expect(isTime("18:60")).toBe(false);
    expect(isTime("8:30")).toBe(false);
  });

  it("stores every spelling of a date-time as YYYY-MM-DD HH:mm:ss, leaving other values alone", () => {
    expect(canonicalDateTime("2024-05-01T08:30")).toBe("2024-05-01 08:30:00");
    expect(canonicalDateTime("2024-05-01 08:30")).toBe("2024-05-01 08:30:00");
    expect(canonicalDateTime("2024-05-01T08:30:15")).toBe("2024-05-01 08:30:15");
    expect(canonicalDateTime("2024-05-01")).toBe("2024-05-01");
    expect(canonicalDateTime("soon")).toBe("soon");
    expect(canonicalDateTime(null)).toBe(null);
  });

  it("accepts uploaded paths and web URLs as images, nothing that climbs out of the uploads", () => {
    expect(isImageUrl("/uploads/ab12cd.png")).toBe(true);
    expect(isImageUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isImageUrl("/uploads/../omo.db")).toBe(false);
    expect(isImageUrl("javascript:alert(1)")).toBe(false);
  });

  it("covers every format of the schema, presets included", () => {
    expect(Object.keys(fieldFormats).sort()).toEqual(
      [
        "date",
        "date-time",
        "time",
        "image",
        "file",
        "html",
        "password",
        "phone",
        "contactPhone",
        "personName",
        "email",
        "idCard",
        "idDocument",
        "port",
        "ipv4",
        "url",
        "chineseName",
        "decimal2",
      ].sort(),
    );
    expect(fieldFormats.phone("13800138000")).toBe(true);
    expect(fieldFormats.phone("23800138000")).toBe(false);
  });
});
