import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../../src/common/i18n.js";
import { abilityTitle } from "../../../src/common/authority.js";
import { syntaxError } from "../../../src/modules/designer/json/locate.js";
import { ruleSummary } from "../../../src/modules/designer/editor/fields/rule-summary.js";
import { labelOf } from "../../../src/modules/designer/texts.js";

afterEach(() => setLocale("zh-CN"));

describe("the designer's computed texts follow the language", () => {
  it("says a JSON syntax error in English, and keeps the Chinese one exact", () => {
    setLocale("en-US");
    expect(syntaxError('{\n "a": 1,\n}')?.message).toBe(
      "JSON syntax error on line 3: Missing key name (or an extra comma)",
    );
    setLocale("zh-CN");
    expect(syntaxError('{\n "a": 1,\n}')?.message).toBe("第 3 行 JSON 语法错误：缺少键名（或多了逗号）");
  });

  it("summarises rules and names enum values in either language", () => {
    const field = {
      type: "string",
      title: "名称",
      minLength: 2,
      maxLength: 30,
      unique: true,
      format: "phone",
    } as const;
    expect(ruleSummary(field)).toBe("2–30 字符 · 手机号 · 唯一");
    expect(labelOf("ColumnRender", "tag")).toBe("标签（tag）");
    expect(abilityTitle("DELETE")).toBe("删除");
    setLocale("en-US");
    expect(ruleSummary(field)).toBe("2–30 characters · Mobile · Unique");
    expect(labelOf("ColumnRender", "tag")).toBe("Tag (tag)");
    expect(labelOf("ColumnRender", "custom")).toBe("custom");
    expect(abilityTitle("DELETE")).toBe("Delete");
  });
});
